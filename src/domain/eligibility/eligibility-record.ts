// eligibility/ as stored: the rules, the overrides by dancer and the past levels by dancer, and the
// context evaluateRegistration needs from it.
import type { CompetitionEvent } from '../model';
import type { EligibilityContext } from './evaluate-registration';

export type { EligibilityRecord } from '../records';
import type { EligibilityRecord } from '../records';

export function eligibilityContext(record: EligibilityRecord | null | undefined, events: Readonly<Record<string, CompetitionEvent>>): EligibilityContext {
  return { rules: record?.rules ?? {}, events, overrides: record?.overrides ?? {}, history: record?.history ?? {} };
}

export function hasEligibilityRules(record: EligibilityRecord | null | undefined): boolean {
  return Object.keys(record?.rules ?? {}).length > 0;
}
