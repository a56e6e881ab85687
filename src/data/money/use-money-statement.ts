// What everyone owes, live: the domain's statement over the public schedule, entries and withdrawals and
// the payments the caller may read (the whole ledger for staff, an account's own copies for a competitor). The
// arithmetic (money-calculator.ts) loads on demand beside the reads: nothing is computed before they answer.
import { useMemo } from 'react';
import type { ChargeInputs, FeeSchedule, Payment, Statement } from '../../domain/money';
import type { CompetitionEvent } from '../../domain/model';
import { useEvents } from '../hooks/competition';
import { useRegistrationWindow } from '../hooks/metadata-fields';
import { onDemand, useOnDemand } from '../on-demand';
import type { DbValue } from '../use-db-value';
import { useFeeSchedule, usePriceHistory, useWithdrawals } from './use-money';

const moneyCalculator = onDemand(() => import('./money-calculator'), 'what it needs to work out the money');

export interface MoneyView {
  schedule: FeeSchedule | null;
  events: Record<string, CompetitionEvent>;
  /** Null until the organiser has set a fee schedule. */
  statement: Statement | null;
  /** What the statement was computed from (the re-price preview computes from it again). */
  inputs: ChargeInputs | null;
  payments: Payment[];
}

export function useMoneyStatement(payments: DbValue<Record<string, Payment> | null>): { values: DbValue<unknown>[]; view: MoneyView } {
  const schedule = useFeeSchedule();
  const withdrawals = useWithdrawals();
  const events = useEvents();
  const dates = useRegistrationWindow();
  const history = usePriceHistory();
  const calculator = useOnDemand(moneyCalculator);
  const view = useMemo((): MoneyView => {
    const ledger = Object.values(payments.data ?? {});
    const all = events.data ?? {};
    const money = calculator.data;
    if (!money || !schedule.data || !dates.data) return { schedule: schedule.data ?? null, events: all, statement: null, inputs: null, payments: ledger };
    const inputs: ChargeInputs = {
      schedule: schedule.data, dates: dates.data, events: all, withdrawals: withdrawals.data ?? {}, ...(history.data ? { history: history.data } : {}),
    };
    return { schedule: schedule.data, events: all, statement: money.computeStatement(money.computeCharges(inputs), ledger), inputs, payments: ledger };
  }, [schedule.data, withdrawals.data, events.data, dates.data, payments.data, history.data, calculator.data]);
  return { values: [schedule, withdrawals, events, dates, payments, history, calculator], view };
}
