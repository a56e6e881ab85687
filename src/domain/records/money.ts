// The money records (issue 18): fees/schedule, payments/<paymentId> (and its copy under accountPayments)
// and withdrawals/<event>/<entryId>. Amounts are whole cents.
import { z } from 'zod';
import { entrySchema } from './event';
import { keyed } from './stored-collections';
import { PAYMENT_METHODS } from '../vocabulary';

const cents = z.number().int();

/** Cents. A missing early or late price falls back to the regular one, as on the registration page. */
export const tierAmountsSchema = z.object({ early: cents.optional(), regular: cents, late: cents.optional() });
export type TierAmounts = z.infer<typeof tierAmountsSchema>;

/** Prices for the dancers of one team (affiliation); a missing part falls back to the base price. */
export const teamRateSchema = z.object({ affiliation: z.string(), dancerFee: tierAmountsSchema.optional(), entryFee: tierAmountsSchema.optional() });
export type TeamRate = z.infer<typeof teamRateSchema>;

/** A flat rate (cents, whatever the tier) the organiser grants a dancer, such as a student rate. */
export const discountSchema = z.object({ label: z.string(), dancerFee: cents.optional(), entryFee: cents.optional() });
export type Discount = z.infer<typeof discountSchema>;

/** What happens to the fees of a withdrawn entry: kept, or refunded when withdrawn before `until` (ms). */
export const refundRuleSchema = z.union([z.object({ kind: z.literal('none') }), z.object({ kind: z.literal('before'), until: z.number() })]);
export type RefundRule = z.infer<typeof refundRuleSchema>;

export const feeScheduleSchema = z.object({
  currency: z.string(),
  /** Registration fee, charged once per dancer with at least one chargeable entry. */
  dancerFee: tierAmountsSchema,
  /** Charged to each of the two dancers of every chargeable entry. */
  entryFee: tierAmountsSchema,
  /** Keyed by teamRateKey(affiliation). */
  teamRates: keyed(teamRateSchema).optional(),
  /** Keyed by a short name the organiser chooses ('student'). */
  discounts: keyed(discountSchema).optional(),
  /** dancerId (competitorIdFor) → discount key. */
  dancerDiscounts: keyed(z.string()).optional(),
  refund: refundRuleSchema,
  /** Shown to registrants: where to send a cheque, bank details, the outside card service. */
  paymentInstructions: z.string().optional(),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/** The prices that applied to entries registered before `until` (server ms), kept when the organiser changed them. */
export const earlierPricesSchema = z.object({
  until: z.number(),
  dancerFee: tierAmountsSchema,
  entryFee: tierAmountsSchema,
  teamRates: keyed(teamRateSchema).optional(),
});
export type EarlierPrices = z.infer<typeof earlierPricesSchema>;

/**
 * `fees/priceHistory` (issue 31): an entry's price is the one in force when it was registered. `earlier` keeps
 * the prices before each change (keys v1, v2, ...); `repricedAt/<billingKey>` (server ms) moves one team's or
 * independent dancer's earlier entries onto the prices in force at that instant, after the organiser's preview.
 */
export const priceHistorySchema = z.object({
  earlier: keyed(earlierPricesSchema).optional(),
  repricedAt: keyed(z.number()).optional(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** Who a payment is recorded against: a team (affiliation) or one dancer (dancerId = competitorIdFor). */
export const payerSchema = z.union([z.object({ kind: z.literal('team'), affiliation: z.string() }), z.object({ kind: z.literal('dancer'), dancerId: z.string() })]);
export type Payer = z.infer<typeof payerSchema>;

export const paymentSchema = z.object({
  paymentId: z.string(),
  payer: payerSchema,
  /** Cents: positive for money received, negative only on a reversal. */
  amount: cents,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().optional(),
  note: z.string().optional(),
  /** uid of the organiser or treasurer who recorded it. */
  recordedBy: z.string(),
  recordedAt: z.number(),
  /** On a reversal: the paymentId it cancels. */
  reverses: z.string().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const ledgerSchema = keyed(paymentSchema);

export const withdrawalSchema = z.object({
  /** The entry as it stood when withdrawn (registeredTime sets its tier). */
  entry: entrySchema,
  withdrawnAt: z.number(),
  /** uid of the account that withdrew it. */
  withdrawnBy: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** eventName → entryId → withdrawal. */
export const withdrawalsSchema = keyed(keyed(withdrawalSchema));
export type Withdrawals = z.infer<typeof withdrawalsSchema>;
