// eligibility/ live: the whole record for the organiser's screens (rules, overrides, past levels), or the
// public rules alone.
import type { EligibilityRecord, EligibilityRule } from '../../domain/eligibility';
import { paths } from '../paths';
import { lazySchema } from '../lazy-schema';
import { type DbValue, useDbValue } from '../use-db-value';

// Checked once the read schemas have loaded (lazy-schema.ts): /rules' first scripts carry no zod.
const eligibilityRecordSchema = lazySchema('eligibilityRecordSchema');
const eligibilityRulesSchema = lazySchema('eligibilityRulesSchema');

/** Organisers only: the rules are public, but overrides and past levels are read whole only by staff. */
export function useEligibility(): DbValue<EligibilityRecord> {
  return useDbValue(paths.eligibility(), eligibilityRecordSchema);
}

/** The organiser's eligibility rules alone: public, for the rules page. */
export function useEligibilityRules(): DbValue<Record<string, EligibilityRule>> {
  return useDbValue(paths.eligibilityRules(), eligibilityRulesSchema);
}
