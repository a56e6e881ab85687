// Saved results (resultsSaved/<event>): validated, so a malformed record shows an error, never a crash.
// Shapes: src/domain/results/types.ts.
import { z } from 'zod';
import type { PostedEventResults, SavedRound } from '../../domain/rounds';
import type {
  FinalResults, FinalRoundResult, RecallRoundResult, Rule10Record, Rule11Record,
} from '../../domain/results';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const couple = {
  entryId: z.string(),
  leadNumber: z.number().optional(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
};
const judge = z.object({ key: z.string(), label: z.string(), paper: z.literal(true).optional() });
const decision = z.enum(['R9', 'R10', 'R11', 'tie']);
const cell = z.object({ count: z.number(), sum: z.number().optional() });

// Each schema is typed against its domain record: a field added, dropped or retyped on one side fails typecheck.
const recallRound: z.ZodType<RecallRoundResult> = z.object({
  placements: z.array(z.object({ ...couple, marks: z.number(), recalled: z.boolean() })),
  sumRecalls: z.object({
    judges: z.array(judge),
    dances: z.array(z.string()),
    requested: z.number(),
    minMarks: z.number(),
    recalledCount: z.number(),
    chairmanDecided: z.boolean(),
    chairmanChoice: z.object({
      offered: z.array(z.object({ minMarks: z.number(), recalledCount: z.number() })),
      chosenMinMarks: z.number(),
      chosenBy: z.string().optional(),
      chosenAt: z.number().optional(),
    }).optional(),
    judgeCounts: z.array(z.array(z.number())),
    rows: z.array(z.object({
      entryId: z.string(),
      leadNumber: z.number().optional(),
      marks: z.array(z.array(z.number())),
      danceTotals: z.array(z.number()),
      total: z.number(),
      recalled: z.boolean(),
    })),
  }),
});

const placedByDefault = z.object({ entryId: z.string(), leadNumber: z.number().optional(), place: z.number(), cells: z.array(cell) }).optional();
const rule10: z.ZodType<Rule10Record> = z.object({
  rule: z.literal('R10'),
  place: z.number(),
  column: z.number().optional(),
  columns: z.array(z.string()).optional(),
  entries: z.array(z.object({ entryId: z.string(), leadNumber: z.number().optional(), count: z.number(), sum: z.number(), cells: z.array(cell).optional() })),
  outcome: z.enum(['count', 'sum', 'rule11']),
  winner: z.string().optional(),
  toRule11: z.array(z.string()).optional(),
  placedByDefault,
});
const rule11: z.ZodType<Rule11Record> = z.object({
  rule: z.literal('R11'),
  place: z.number(),
  majority: z.number(),
  markCount: z.number(),
  startColumn: z.number(),
  decidedAtColumn: z.number(),
  columns: z.array(z.string()),
  rows: z.array(z.object({ entryId: z.string(), leadNumber: z.number().optional(), marks: z.array(z.array(z.number())).optional(), cells: z.array(cell) })),
  winners: z.array(z.string()),
  shared: z.boolean(),
  placedByDefault,
});

const finalRound: z.ZodType<FinalRoundResult> = z.object({
  placements: z.array(z.object({ ...couple, place: z.number(), decidedBy: decision })),
  finalTable: z.object({
    judges: z.array(judge),
    dances: z.array(z.string()),
    danceTables: z.array(z.object({
      dance: z.string(),
      majority: z.number(),
      columns: z.array(z.string()),
      rows: z.array(z.object({
        entryId: z.string(),
        leadNumber: z.number().optional(),
        marks: z.array(z.number()),
        cells: z.array(cell),
        place: z.number(),
        placedAtColumn: z.number(),
      })),
    })),
    summary: z.array(z.object({
      entryId: z.string(),
      leadNumber: z.number().optional(),
      dancePlaces: z.array(z.number()),
      total: z.number(),
      place: z.number(),
      decidedBy: decision,
    })),
    tieBreaks: z.array(z.union([rule10, rule11])).optional(),
  }),
});

const finalResultsSchema: z.ZodType<FinalResults> = z.object({
  places: z.array(z.object({ ...couple, place: z.number() })),
});


const savedRound = z.union([
  finalRound.transform((result): SavedRound => ({ kind: 'final', result })),
  recallRound.transform((result): SavedRound => ({ kind: 'recall', result })),
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
