// Checks a fee schedule and the registration dates its tiers come from before anything is saved.
import { FEE_TIERS, type FeeSchedule, type TierAmounts } from './fee-schedule';
import { type FeeIssue, FeeScheduleError } from './fee-schedule-errors';
import type { RegistrationDates } from './fee-tier';
import { isCurrencyCode, isWholeCents } from './money';
import { teamRateKey } from './team-rate-key';

const DATE_LABELS = {
  dateRegistrationEarly: 'early-bird deadline',
  dateRegistrationOpen: 'regular deadline',
  dateRegistrationClosed: 'registration close',
} as const;

function amountIssues(value: unknown, field: string, label: string): FeeIssue[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return [{ code: 'not-whole-cents', field, message: `The ${label} is not a number; enter an amount such as 25.00.` }];
  }
  if (value < 0) return [{ code: 'negative-amount', field, message: `The ${label} is negative; enter 0 or more.` }];
  if (!isWholeCents(value)) return [{ code: 'not-whole-cents', field, message: `The ${label} is not a whole number of cents.` }];
  return [];
}

function tierIssues(amounts: TierAmounts, field: string, label: string): FeeIssue[] {
  return FEE_TIERS.flatMap((tier) => {
    const value = amounts[tier];
    if (value === undefined && tier !== 'regular') return [];
    return amountIssues(value, `${field}.${tier}`, `${tier} ${label}`);
  });
}

/** The deadlines must come in order: early-bird, then regular, then close; a missing one is skipped. */
export function tierDateIssues(dates: RegistrationDates): FeeIssue[] {
  const set = (['dateRegistrationEarly', 'dateRegistrationOpen', 'dateRegistrationClosed'] as const)
    .filter((key) => dates[key] !== undefined);
  const issues: FeeIssue[] = [];
  for (let i = 1; i < set.length; i++) {
    const before = set[i - 1];
    const after = set[i];
    if ((dates[before] as number) > (dates[after] as number)) {
      issues.push({ code: 'tier-dates-out-of-order', field: after, message: `The ${DATE_LABELS[after]} is before the ${DATE_LABELS[before]}; put the dates in order.` });
    }
  }
  return issues;
}

export function feeScheduleIssues(schedule: FeeSchedule, dates: RegistrationDates): FeeIssue[] {
  const issues: FeeIssue[] = [...tierDateIssues(dates)];
  if (!isCurrencyCode(schedule.currency)) {
    issues.push({ code: 'bad-currency', field: 'currency', message: `"${schedule.currency}" is not a currency code; use three capital letters such as USD.` });
  }
  issues.push(...tierIssues(schedule.dancerFee, 'dancerFee', 'registration fee per dancer'));
  issues.push(...tierIssues(schedule.entryFee, 'entryFee', 'fee per entry'));
  for (const [key, rate] of Object.entries(schedule.teamRates ?? {})) {
    if (key !== teamRateKey(rate.affiliation)) {
      issues.push({ code: 'team-rate-key-mismatch', field: `teamRates.${key}`, message: `The team rate for ${rate.affiliation} is filed under the wrong key; save it again.` });
    }
    if (rate.dancerFee) issues.push(...tierIssues(rate.dancerFee, `teamRates.${key}.dancerFee`, `registration fee for ${rate.affiliation}`));
    if (rate.entryFee) issues.push(...tierIssues(rate.entryFee, `teamRates.${key}.entryFee`, `entry fee for ${rate.affiliation}`));
  }
  for (const [key, discount] of Object.entries(schedule.discounts ?? {})) {
    if (discount.label.trim() === '') issues.push({ code: 'empty-label', field: `discounts.${key}.label`, message: `Discount "${key}" needs a name people will recognise, such as Student rate.` });
    if (discount.dancerFee !== undefined) issues.push(...amountIssues(discount.dancerFee, `discounts.${key}.dancerFee`, `${discount.label} registration fee`));
    if (discount.entryFee !== undefined) issues.push(...amountIssues(discount.entryFee, `discounts.${key}.entryFee`, `${discount.label} entry fee`));
  }
  for (const [dancerId, key] of Object.entries(schedule.dancerDiscounts ?? {})) {
    if (!schedule.discounts?.[key]) issues.push({ code: 'unknown-discount', field: `dancerDiscounts.${dancerId}`, message: `A dancer is given discount "${key}", which the schedule does not define.` });
  }
  if (schedule.refund.kind === 'before' && !Number.isFinite(schedule.refund.until)) {
    issues.push({ code: 'bad-refund-date', field: 'refund.until', message: 'Choose the date until which withdrawn entries are refunded.' });
  }
  return issues;
}

export function assertValidFeeSchedule(schedule: FeeSchedule, dates: RegistrationDates): void {
  const issues = feeScheduleIssues(schedule, dates);
  if (issues.length > 0) throw new FeeScheduleError(issues);
}
