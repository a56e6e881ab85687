// eligibility/ live: the whole record for the organiser's screens (rules, overrides, past levels).
import type { EligibilityRecord } from '../../domain/eligibility';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { eligibilityRecordSchema } from './eligibility-schema';

/** Organisers only: the rules are public, but overrides and past levels are read whole only by staff. */
export function useEligibility(): DbValue<EligibilityRecord> {
  return useDbValue(paths.eligibility(), eligibilityRecordSchema);
}
