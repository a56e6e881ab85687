// The organiser's fee schedule (fees/schedule): prices in whole cents, by tier, with optional team rates,
// discounts and a refund rule for withdrawn entries. Tier dates are the competition's registration dates.

export const FEE_TIERS = ['early', 'regular', 'late'] as const;
export type FeeTier = (typeof FEE_TIERS)[number];

// The stored shapes are declared once, in src/domain/records (money.ts).
export type { Discount, FeeSchedule, RefundRule, TeamRate, TierAmounts } from '../records';
import type { TierAmounts } from '../records';

export function amountForTier(amounts: TierAmounts, tier: FeeTier): number {
  if (tier === 'early') return amounts.early ?? amounts.regular;
  if (tier === 'late') return amounts.late ?? amounts.regular;
  return amounts.regular;
}
