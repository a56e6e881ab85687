// Live reads of the money branches. The schedule and withdrawals are public; the ledger is staff-only;
// an account's own payment copies (accountPayments/<uid>) are readable by that account.
import type { FeeSchedule, Payment, PriceHistory, Withdrawals } from '../../domain/money';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { feeScheduleSchema, ledgerSchema, priceHistorySchema, withdrawalsSchema } from './money-schemas';

export function useFeeSchedule(): DbValue<FeeSchedule | null> {
  const value = useDbValue(paths.feeSchedule(), feeScheduleSchema.nullable());
  return value;
}

/** The prices before each change and the re-priced accounts (public, as the schedule is). */
export function usePriceHistory(): DbValue<PriceHistory | null> {
  return useDbValue(paths.priceHistory(), priceHistorySchema.nullable());
}

export function useWithdrawals(): DbValue<Withdrawals | null> {
  return useDbValue(paths.withdrawals(), withdrawalsSchema.nullable());
}

/** The whole ledger (organiser and treasurer); `enabled` false reads nothing (a screen others open too). */
export function usePayments(enabled = true): DbValue<Record<string, Payment> | null> {
  return useDbValue(enabled ? paths.payments() : null, ledgerSchema.nullable());
}

/** The payments that concern one account (its own copies). */
export function useAccountPayments(uid: string | null): DbValue<Record<string, Payment> | null> {
  return useDbValue(uid === null ? null : paths.accountPayments(uid), ledgerSchema.nullable());
}
