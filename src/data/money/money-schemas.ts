// Runtime checks of the money records (fees/schedule, payments, withdrawals), mirroring src/domain/fees.
import { z } from 'zod';
import type { FeeSchedule, Payment, Withdrawals } from '../../domain/money';
import { PAYMENT_METHODS } from '../../domain/money';
import { entrySchema } from '../schemas';

const cents = z.number().int();
const tierAmounts = z.object({ early: cents.optional(), regular: cents, late: cents.optional() });

export const feeScheduleSchema: z.ZodType<FeeSchedule> = z.object({
  currency: z.string(),
  dancerFee: tierAmounts,
  entryFee: tierAmounts,
  teamRates: z.record(z.string(), z.object({ affiliation: z.string(), dancerFee: tierAmounts.optional(), entryFee: tierAmounts.optional() })).optional(),
  discounts: z.record(z.string(), z.object({ label: z.string(), dancerFee: cents.optional(), entryFee: cents.optional() })).optional(),
  dancerDiscounts: z.record(z.string(), z.string()).optional(),
  refund: z.union([z.object({ kind: z.literal('none') }), z.object({ kind: z.literal('before'), until: z.number() })]),
  paymentInstructions: z.string().optional(),
});

export const paymentSchema: z.ZodType<Payment> = z.object({
  paymentId: z.string(),
  payer: z.union([z.object({ kind: z.literal('team'), affiliation: z.string() }), z.object({ kind: z.literal('dancer'), dancerId: z.string() })]),
  amount: cents,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().optional(),
  note: z.string().optional(),
  recordedBy: z.string(),
  recordedAt: z.number(),
  reverses: z.string().optional(),
});

export const ledgerSchema = z.record(z.string(), paymentSchema);

export const withdrawalsSchema: z.ZodType<Withdrawals> = z.record(z.string(), z.record(z.string(), z.object({
  entry: entrySchema, withdrawnAt: z.number(), withdrawnBy: z.string(),
})));

