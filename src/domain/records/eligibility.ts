// eligibility/: the organiser's rules (a rule type and its parameters), the overrides by dancer and the
// past levels by dancer. Level rules count only levels on the ladder (Newcomer … Championship).
import { z } from 'zod';
import { keyed, listOf } from './stored-collections';
import { LEVELS, STYLES } from '../vocabulary';

/** Styles the rule applies to; absent means every style. Not used by event-open-to-levels. */
const base = { ruleId: z.string(), styles: listOf(z.enum(STYLES)).optional() };

/** At most `max` different levels per dancer in one style. */
export const maxLevelsPerStyleRuleSchema = z.object({ ...base, kind: z.literal('max-levels-per-style'), max: z.number() });
/** The levels a dancer enters in one style must be next to each other on the ladder (no gap). */
export const adjacentLevelsRuleSchema = z.object({ ...base, kind: z.literal('adjacent-levels-only') });
/**
 * A dancer may not dance more than `levelsBelowAllowed` levels below their highest level in a style:
 * the highest from past results (history), and, when `countEntries`, from this competition's entries.
 */
export const highestLevelRuleSchema = z.object({ ...base, kind: z.literal('highest-level-blocks-lower'), levelsBelowAllowed: z.number(), countEntries: z.boolean() });
/** Only dancers whose level in the event's style is one of `levels` may enter the event. */
export const eventLevelsRuleSchema = z.object({ ...base, kind: z.literal('event-open-to-levels'), eventName: z.string(), levels: listOf(z.enum(LEVELS)) });
/** A dancer may appear in one event at most `max` times (1: one partner per event). */
export const entriesPerEventRuleSchema = z.object({ ...base, kind: z.literal('max-entries-per-event'), max: z.number() });
/** A dancer may enter at most `max` events (in the rule's styles). */
export const eventsPerDancerRuleSchema = z.object({ ...base, kind: z.literal('max-events-per-dancer'), max: z.number() });

export type MaxLevelsPerStyleRule = z.infer<typeof maxLevelsPerStyleRuleSchema>;
export type AdjacentLevelsRule = z.infer<typeof adjacentLevelsRuleSchema>;
export type HighestLevelRule = z.infer<typeof highestLevelRuleSchema>;
export type EventLevelsRule = z.infer<typeof eventLevelsRuleSchema>;
export type EntriesPerEventRule = z.infer<typeof entriesPerEventRuleSchema>;
export type EventsPerDancerRule = z.infer<typeof eventsPerDancerRuleSchema>;

/** eligibility/rules/<ruleId> */
export const eligibilityRuleSchema = z.discriminatedUnion('kind', [
  maxLevelsPerStyleRuleSchema, adjacentLevelsRuleSchema, highestLevelRuleSchema,
  eventLevelsRuleSchema, entriesPerEventRuleSchema, eventsPerDancerRuleSchema,
]);
export type EligibilityRule = z.infer<typeof eligibilityRuleSchema>;

export const eligibilityRulesSchema = keyed(eligibilityRuleSchema);

/** eligibility/overrides/<personId>: the organiser's override of a refusal for one dancer, with the reason. */
export const eligibilityOverrideSchema = z.object({
  personId: z.string(),
  dancerName: z.string(),
  /** Why the organiser allows it ("transfer student; placed out of Newcomer at another circuit"). */
  reason: z.string(),
  /** Rules set aside; absent means every rule for this dancer. */
  ruleIds: listOf(z.string()).optional(),
  grantedBy: z.string(),
  grantedAt: z.number(),
});
export type EligibilityOverride = z.infer<typeof eligibilityOverrideSchema>;

export const levelsByStyleSchema = z.partialRecord(z.enum(STYLES), z.enum(LEVELS));
/** eligibility/history: highest level each dancer has danced before, by style (personId → style → level). */
export const levelHistorySchema = keyed(levelsByStyleSchema);
export type LevelHistory = z.infer<typeof levelHistorySchema>;

export const eligibilityRecordSchema = z.object({
  rules: eligibilityRulesSchema.optional(),
  overrides: keyed(eligibilityOverrideSchema).optional(),
  history: levelHistorySchema.optional(),
});
export type EligibilityRecord = z.infer<typeof eligibilityRecordSchema>;
