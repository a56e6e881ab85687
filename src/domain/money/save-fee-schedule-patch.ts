// Saving the fee schedule and the registration dates its tiers follow, together, in one update.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { amountForTier, type FeeSchedule } from './fee-schedule';
import type { RegistrationDates } from './fee-tier';
import { assertValidFeeSchedule } from './validate-fee-schedule';

/**
 * The registration page's older display prices (paymentTierEarly|Open|Late, whole currency units) are
 * derived from the schedule's per-dancer fee, so the two can never disagree.
 */
export function displayTierPrices(schedule: FeeSchedule): { paymentTierEarly: number; paymentTierOpen: number; paymentTierLate: number } {
  return {
    paymentTierEarly: amountForTier(schedule.dancerFee, 'early') / 100,
    paymentTierOpen: amountForTier(schedule.dancerFee, 'regular') / 100,
    paymentTierLate: amountForTier(schedule.dancerFee, 'late') / 100,
  };
}

/** Throws FeeScheduleError (every problem listed) and writes nothing when the schedule or dates are wrong. */
export function saveFeeSchedulePatch(schedule: FeeSchedule, dates: RegistrationDates): TreeUpdate {
  assertValidFeeSchedule(schedule, dates);
  const prices = displayTierPrices(schedule);
  return {
    [paths.feeSchedule()]: schedule,
    [paths.metadataField('dateRegistrationEarly')]: dates.dateRegistrationEarly ?? null,
    [paths.metadataField('dateRegistrationOpen')]: dates.dateRegistrationOpen ?? null,
    [paths.metadataField('dateRegistrationClosed')]: dates.dateRegistrationClosed ?? null,
    [paths.metadataField('paymentTierEarly')]: prices.paymentTierEarly,
    [paths.metadataField('paymentTierOpen')]: prices.paymentTierOpen,
    [paths.metadataField('paymentTierLate')]: prices.paymentTierLate,
  };
}
