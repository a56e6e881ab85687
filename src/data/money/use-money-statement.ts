// What everyone owes, live: the domain's statement over the public schedule, entries and withdrawals and
// the payments the caller may read (the whole ledger for staff, an account's own copies for a competitor).
import { useMemo } from 'react';
import { type FeeSchedule, type Payment, type Statement, computeCharges, computeStatement } from '../../domain/money';
import type { CompetitionEvent } from '../../domain/model';
import { useEvents } from '../hooks/competition';
import { useRegistrationWindow } from '../hooks/metadata-fields';
import type { DbValue } from '../use-db-value';
import { useFeeSchedule, useWithdrawals } from './use-money';

export interface MoneyView {
  schedule: FeeSchedule | null;
  events: Record<string, CompetitionEvent>;
  /** Null until the organiser has set a fee schedule. */
  statement: Statement | null;
  payments: Payment[];
}

export function useMoneyStatement(payments: DbValue<Record<string, Payment> | null>): { values: DbValue<unknown>[]; view: MoneyView } {
  const schedule = useFeeSchedule();
  const withdrawals = useWithdrawals();
  const events = useEvents();
  const dates = useRegistrationWindow();
  const view = useMemo((): MoneyView => {
    const ledger = Object.values(payments.data ?? {});
    const all = events.data ?? {};
    if (!schedule.data || !dates.data) return { schedule: schedule.data ?? null, events: all, statement: null, payments: ledger };
    const lines = computeCharges({ schedule: schedule.data, dates: dates.data, events: all, withdrawals: withdrawals.data ?? {} });
    return { schedule: schedule.data, events: all, statement: computeStatement(lines, ledger), payments: ledger };
  }, [schedule.data, withdrawals.data, events.data, dates.data, payments.data]);
  return { values: [schedule, withdrawals, events, dates, payments], view };
}
