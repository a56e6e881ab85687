// The organiser's eligibility rules (eligibility/rules/<ruleId>): a rule type and its parameters.
// Level rules count only levels on the ladder (Newcomer … Championship); Open, Amateur and the like
// have no place on it and are left alone.

export type {
  AdjacentLevelsRule, EligibilityRule, EntriesPerEventRule, EventLevelsRule, EventsPerDancerRule, HighestLevelRule,
  LevelHistory, MaxLevelsPerStyleRule,
} from '../records';
import type { EligibilityRule } from '../records';

export type EligibilityRuleKind = EligibilityRule['kind'];

export const ELIGIBILITY_RULE_KINDS: readonly EligibilityRuleKind[] = [
  'max-levels-per-style', 'adjacent-levels-only', 'highest-level-blocks-lower',
  'event-open-to-levels', 'max-entries-per-event', 'max-events-per-dancer',
];
