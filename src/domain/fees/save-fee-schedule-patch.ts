// Saving the fee schedule and the registration dates its tiers follow, together, in one update.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { FeeSchedule } from './fee-schedule';
import type { RegistrationDates } from './fee-tier';
import { assertValidFeeSchedule } from './validate-fee-schedule';

/** Throws FeeScheduleError (every problem listed) and writes nothing when the schedule or dates are wrong. */
export function saveFeeSchedulePatch(schedule: FeeSchedule, dates: RegistrationDates): TreeUpdate {
  assertValidFeeSchedule(schedule, dates);
  return {
    [paths.feeSchedule()]: schedule,
    [paths.metadataField('dateRegistrationEarly')]: dates.dateRegistrationEarly ?? null,
    [paths.metadataField('dateRegistrationOpen')]: dates.dateRegistrationOpen ?? null,
    [paths.metadataField('dateRegistrationClosed')]: dates.dateRegistrationClosed ?? null,
  };
}
