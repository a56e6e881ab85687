// The organiser's eligibility rules (eligibility/rules/<ruleId>): a rule type and its parameters.
// Level rules count only levels on the ladder (Newcomer … Championship); Open, Amateur and the like
// have no place on it and are left alone.
import type { Level, Style } from '../model';

interface RuleBase {
  ruleId: string;
  /** Styles the rule applies to; absent means every style. Not used by event-open-to-levels. */
  styles?: Style[];
}

/** At most `max` different levels per dancer in one style. */
export interface MaxLevelsPerStyleRule extends RuleBase { kind: 'max-levels-per-style'; max: number }
/** The levels a dancer enters in one style must be next to each other on the ladder (no gap). */
export interface AdjacentLevelsRule extends RuleBase { kind: 'adjacent-levels-only' }
/**
 * A dancer may not dance more than `levelsBelowAllowed` levels below their highest level in a style:
 * the highest from past results (history), and, when `countEntries`, from this competition's entries.
 */
export interface HighestLevelRule extends RuleBase { kind: 'highest-level-blocks-lower'; levelsBelowAllowed: number; countEntries: boolean }
/** Only dancers whose level in the event's style is one of `levels` may enter the event. */
export interface EventLevelsRule extends RuleBase { kind: 'event-open-to-levels'; eventName: string; levels: Level[] }
/** A dancer may appear in one event at most `max` times (1: one partner per event). */
export interface EntriesPerEventRule extends RuleBase { kind: 'max-entries-per-event'; max: number }
/** A dancer may enter at most `max` events (in the rule's styles). */
export interface EventsPerDancerRule extends RuleBase { kind: 'max-events-per-dancer'; max: number }

export type EligibilityRule =
  | MaxLevelsPerStyleRule | AdjacentLevelsRule | HighestLevelRule
  | EventLevelsRule | EntriesPerEventRule | EventsPerDancerRule;

export type EligibilityRuleKind = EligibilityRule['kind'];

export const ELIGIBILITY_RULE_KINDS: readonly EligibilityRuleKind[] = [
  'max-levels-per-style', 'adjacent-levels-only', 'highest-level-blocks-lower',
  'event-open-to-levels', 'max-entries-per-event', 'max-events-per-dancer',
];

/** Highest level each dancer has danced before, by style (personId → style → level): past results the organiser enters. */
export type LevelHistory = Record<string, Partial<Record<Style, Level>>>;
