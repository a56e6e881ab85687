// Live reads of the money branches. The schedule and withdrawals are public; the ledger is staff-only;
// an account's own payment copies (accountPayments/<uid>) are readable by that account.
import type { FeeSchedule, Payment, PriceHistory, Withdrawals } from '../../domain/money';
import { lazySchema } from '../lazy-schema';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

// Checked by the money schemas once the read schemas have loaded (lazy-schema.ts), which load while the database
// answers: zod stays out of the first scripts of /details and the captain page.
const feeScheduleSchema = lazySchema('feeScheduleSchema');
const priceHistorySchema = lazySchema('priceHistorySchema');
const withdrawalsSchema = lazySchema('withdrawalsSchema');
const ledgerSchema = lazySchema('ledgerSchema');

export function useFeeSchedule(): DbValue<FeeSchedule | null> {
  const value = useDbValue<FeeSchedule | null>(paths.feeSchedule(), feeScheduleSchema);
  return value;
}

/** The prices before each change and the re-priced accounts (public, as the schedule is). */
export function usePriceHistory(): DbValue<PriceHistory | null> {
  return useDbValue<PriceHistory | null>(paths.priceHistory(), priceHistorySchema);
}

export function useWithdrawals(): DbValue<Withdrawals | null> {
  return useDbValue<Withdrawals | null>(paths.withdrawals(), withdrawalsSchema);
}

/** The whole ledger (organiser and treasurer); `enabled` false reads nothing (a screen others open too). */
export function usePayments(enabled = true): DbValue<Record<string, Payment> | null> {
  return useDbValue<Record<string, Payment> | null>(enabled ? paths.payments() : null, ledgerSchema);
}

/** The payments that concern one account (its own copies). */
export function useAccountPayments(uid: string | null): DbValue<Record<string, Payment> | null> {
  return useDbValue<Record<string, Payment> | null>(uid === null ? null : paths.accountPayments(uid), ledgerSchema);
}
