// The organiser's fee schedule (fees/schedule): prices in whole cents, by tier, with optional team rates,
// discounts and a refund rule for withdrawn entries. Tier dates are the competition's registration dates.

export const FEE_TIERS = ['early', 'regular', 'late'] as const;
export type FeeTier = (typeof FEE_TIERS)[number];

/** Cents. A missing early or late price falls back to the regular one, as on the registration page. */
export interface TierAmounts {
  early?: number;
  regular: number;
  late?: number;
}

/** Prices for the dancers of one team (affiliation); a missing part falls back to the base price. */
export interface TeamRate {
  affiliation: string;
  dancerFee?: TierAmounts;
  entryFee?: TierAmounts;
}

/** A flat rate (cents, whatever the tier) the organiser grants a dancer, such as a student rate. */
export interface Discount {
  label: string;
  dancerFee?: number;
  entryFee?: number;
}

/** What happens to the fees of a withdrawn entry: kept, or refunded when withdrawn before `until` (ms). */
export type RefundRule = { kind: 'none' } | { kind: 'before'; until: number };

export interface FeeSchedule {
  currency: string;
  /** Registration fee, charged once per dancer with at least one chargeable entry. */
  dancerFee: TierAmounts;
  /** Charged to each of the two dancers of every chargeable entry. */
  entryFee: TierAmounts;
  /** Keyed by teamRateKey(affiliation). */
  teamRates?: Record<string, TeamRate>;
  /** Keyed by a short name the organiser chooses ('student'). */
  discounts?: Record<string, Discount>;
  /** dancerId (competitorIdFor) → discount key. */
  dancerDiscounts?: Record<string, string>;
  refund: RefundRule;
  /** Shown to registrants: where to send a cheque, bank details, the outside card service. */
  paymentInstructions?: string;
}

export function amountForTier(amounts: TierAmounts, tier: FeeTier): number {
  if (tier === 'early') return amounts.early ?? amounts.regular;
  if (tier === 'late') return amounts.late ?? amounts.regular;
  return amounts.regular;
}
