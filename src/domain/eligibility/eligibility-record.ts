// eligibility/ as stored: the rules, the overrides by dancer and the past levels by dancer, and the
// context evaluateRegistration needs from it.
import type { CompetitionEvent } from '../model';
import type { EligibilityRule, LevelHistory } from './eligibility-rule';
import type { EligibilityContext } from './evaluate-registration';
import type { EligibilityOverride } from './override';

export interface EligibilityRecord {
  rules?: Readonly<Record<string, EligibilityRule>>;
  overrides?: Readonly<Record<string, EligibilityOverride>>;
  history?: Readonly<LevelHistory>;
}

export function eligibilityContext(record: EligibilityRecord | null | undefined, events: Readonly<Record<string, CompetitionEvent>>): EligibilityContext {
  return { rules: record?.rules ?? {}, events, overrides: record?.overrides ?? {}, history: record?.history ?? {} };
}

export function hasEligibilityRules(record: EligibilityRecord | null | undefined): boolean {
  return Object.keys(record?.rules ?? {}).length > 0;
}
