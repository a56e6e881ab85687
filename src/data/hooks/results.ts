// Saved results (resultsSaved/<event>): validated, so a malformed record shows an error, never a crash.
// Shapes: src/domain/records/results-saved.ts, the one declaration the scrutineer's writer shares.
import { z } from 'zod';
import {
  finalResultsSchema, finalRoundResultSchema, recallRoundResultSchema, type FinalResults,
} from '../../domain/records';
import type { PostedEventResults, SavedRound } from '../../domain/rounds';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const savedRound = z.union([
  finalRoundResultSchema.transform((result): SavedRound => ({ kind: 'final', result })),
  recallRoundResultSchema.transform((result): SavedRound => ({ kind: 'recall', result })),
]);

/** The database turns `{1: …, 2: …}` without other keys into a sparse array; both shapes are accepted. */
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

/** Every posted round of one event, and its final places. */
export function useEventResults(eventName: string | null): DbValue<PostedEventResults> {
  return useDbValue(eventName === null ? null : paths.eventResults(eventName), eventResultsSchema);
}

/** Only the final places: small, for listings and a competitor's heat sheet. */
export function useFinalResults(eventName: string | null): DbValue<FinalResults> {
  return useDbValue(eventName === null ? null : paths.finalResults(eventName), finalResultsSchema);
}

const roundResultSchema: z.ZodType<SavedRound, unknown> = savedRound;

/** One posted round (the live round view). */
export function useRoundResults(eventName: string | null, roundNumber: number | null): DbValue<SavedRound> {
  const path = eventName === null || roundNumber === null ? null : paths.roundResults(eventName, roundNumber);
  return useDbValue(path, roundResultSchema);
}
