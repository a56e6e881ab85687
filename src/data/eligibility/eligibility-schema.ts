// Runtime validation of eligibility/ (rules, overrides, past levels), mirroring src/domain/eligibility.
import { z } from 'zod';
import type { EligibilityOverride, EligibilityRecord, EligibilityRule, LevelHistory } from '../../domain/eligibility';
import { LEVELS, STYLES } from '../../domain/model';

// The database hands a stored list back as an array, or as an object when its keys have gaps.
const listOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.record(z.string(), item).transform((o) => Object.values(o))]);

const styles = listOf(z.enum(STYLES)).optional();
const base = { ruleId: z.string(), styles };

export const eligibilityRuleSchema: z.ZodType<EligibilityRule, unknown> = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('max-levels-per-style'), max: z.number() }),
  z.object({ ...base, kind: z.literal('adjacent-levels-only') }),
  z.object({ ...base, kind: z.literal('highest-level-blocks-lower'), levelsBelowAllowed: z.number(), countEntries: z.boolean() }),
  z.object({ ...base, kind: z.literal('event-open-to-levels'), eventName: z.string(), levels: listOf(z.enum(LEVELS)) }),
  z.object({ ...base, kind: z.literal('max-entries-per-event'), max: z.number() }),
  z.object({ ...base, kind: z.literal('max-events-per-dancer'), max: z.number() }),
]);

export const eligibilityRulesSchema = z.record(z.string(), eligibilityRuleSchema);

export const eligibilityOverrideSchema: z.ZodType<EligibilityOverride, unknown> = z.object({
  personId: z.string(),
  dancerName: z.string(),
  reason: z.string(),
  ruleIds: listOf(z.string()).optional(),
  grantedBy: z.string(),
  grantedAt: z.number(),
});

export const levelsByStyleSchema = z.partialRecord(z.enum(STYLES), z.enum(LEVELS));
export const levelHistorySchema: z.ZodType<LevelHistory, unknown> = z.record(z.string(), levelsByStyleSchema);

export const eligibilityRecordSchema: z.ZodType<EligibilityRecord, unknown> = z.object({
  rules: eligibilityRulesSchema.optional(),
  overrides: z.record(z.string(), eligibilityOverrideSchema).optional(),
  history: levelHistorySchema.optional(),
});
