// The zod schemas the data layer's read hooks check values with, in one module that loads on demand
// (lazy-schema.ts): zod is a fifth of a spectator page's script budget, and no first view needs it before the
// database has answered. The shapes are declared once in src/domain/records; this only gathers them.
import { z } from 'zod';
import {
  dancerCheckInSchema, finalResultsSchema, finalRoundResultSchema, officialSchema, recallRoundResultSchema,
} from '../domain/records';
import type { EntrySummary } from '../domain/records';
import type { PostedEventResults, SavedRound } from '../domain/rounds';
import { entryListSchema } from './summary-schemas';
import type { StandardSchemaV1 } from './standard-schema';

export {
  competitionMetadataSchema, eventDisplaySettingsSchema, eventSchema, eventsSchema, judgeMarksSchema, roundMarksSchema, roundSchema,
} from './schemas';
export { competitorEntriesSchema, competitorListSchema, entryListSchema, eventIndexSchema } from './summary-schemas';
export { runningOrderRecordSchema, scheduleSlotsSchema } from './running-order-schema';
export { finalResultsSchema, roundPaperMarksSchema } from '../domain/records';
export { feeScheduleSchema, ledgerSchema, priceHistorySchema, withdrawalsSchema } from './money/money-schemas';
export { eligibilityRecordSchema, eligibilityRulesSchema } from './eligibility/eligibility-schema';

/** dancerCheckIns/: the desk's check-ins by dancer. */
export const checkInsSchema = z.record(z.string(), dancerCheckInSchema);

/** competitionMetadata/officials and /organizers. */
export const officialsSchema = z.record(z.string(), officialSchema);

/** A round's name alone (a results page heading). */
export const roundNameSchema = z.string();

/** When the scrutineer switched a judge to paper for a round. */
export const switchedAtSchema = z.number();

const savedRound = z.union([
  finalRoundResultSchema.transform((result): SavedRound => ({ kind: 'final', result })),
  recallRoundResultSchema.transform((result): SavedRound => ({ kind: 'recall', result })),
]);

/** One posted round (resultsSaved/<event>/<round>). */
export const roundResultSchema: z.ZodType<SavedRound, unknown> = savedRound;

/** resultsSaved/<event>. The database turns `{1: …, 2: …}` without other keys into a sparse array; both shapes are accepted. */
export const eventResultsSchema: z.ZodType<PostedEventResults, unknown> = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .transform((value, ctx): PostedEventResults => {
    const out: PostedEventResults = { rounds: {} };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, record] of entries) {
      if (record === null || record === undefined) continue;
      const parsed = key === 'finalResults' ? finalResultsSchema.safeParse(record) : savedRound.safeParse(record);
      if (!parsed.success || (key !== 'finalResults' && !/^[1-9]\d*$/.test(key))) {
        ctx.addIssue({ code: 'custom', path: [key], message: parsed.success ? 'unexpected key' : parsed.error.issues[0]?.message ?? 'malformed' });
        return z.NEVER;
      }
      if (key === 'finalResults' && 'places' in parsed.data) out.finalResults = parsed.data;
      else if ('kind' in parsed.data) out.rounds[Number(key)] = parsed.data;
    }
    return out;
  });

/** eventEntries/ whole: every event's couples (a search over all of them). */
export const entryListsByEventSchema: StandardSchemaV1<Record<string, Record<string, EntrySummary>>> = {
  '~standard': {
    version: 1 as const,
    vendor: 'ballroom',
    validate(value: unknown) {
      if (typeof value !== 'object' || value === null) return { issues: [{ message: 'expected object' }] };
      const out: Record<string, Record<string, EntrySummary>> = {};
      for (const [event, list] of Object.entries(value)) {
        const result = entryListSchema.safeParse(list);
        if (!result.success) return { issues: [{ message: result.error.issues[0]?.message ?? 'malformed', path: [event] }] };
        out[event] = result.data;
      }
      return { value: out };
    },
  },
};
