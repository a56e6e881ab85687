// The results file for other sites (team pages, points calculators): its schema is the contract,
// described in docs/RESULTS-FORMAT.md. The types are inferred from it, so the builder cannot drift.
import { z } from 'zod';
import { LEVELS, STYLES } from '../model';

export const RESULTS_FORMAT = 'ballroom-comp-results';
export const RESULTS_FORMAT_VERSION = 1;

const placeNumber = z.number().positive().multipleOf(0.5);

export const resultsCoupleSchema = z.strictObject({
  entryId: z.string().min(1),
  /** Back number; absent while none was assigned. */
  number: z.number().int().nonnegative().optional(),
  leadName: z.string().min(1),
  followName: z.string().min(1),
  affiliation: z.string(),
});

export const panelJudgeSchema = z.strictObject({ key: z.string().min(1), label: z.string().min(1), name: z.string() });

export const recallRowSchema = z.strictObject({
  ...resultsCoupleSchema.shape,
  /** Recall marks from every judge in every dance. */
  marks: z.number().int().nonnegative(),
  recalled: z.boolean(),
  /** recalls[d][j]: 1 when judge j (round's `judges` order) recalled the couple in dance d (round's `dances` order). */
  recalls: z.array(z.array(z.union([z.literal(0), z.literal(1)]))),
});

export const finalRowSchema = z.strictObject({
  ...resultsCoupleSchema.shape,
  /** Overall place; a shared place is the mean (2.5). */
  place: placeNumber,
  /** Skating rule that decided the place: R9 lowest total, R10/R11 tie-breaks, tie shared after R11. */
  decidedBy: z.enum(['R9', 'R10', 'R11', 'tie']),
  /** Place in each dance, in the round's `dances` order. */
  dancePlaces: z.array(placeNumber),
  /** Sum of the dance places (rule 9). */
  total: z.number().positive(),
  /** judgePlaces[d][j]: the place judge j gave the couple in dance d. */
  judgePlaces: z.array(z.array(z.number().int().positive())),
});

const roundBase = {
  number: z.number().int().positive(),
  name: z.string().min(1),
};

export const resultsRoundSchema = z.union([
  z.strictObject({ ...roundBase, status: z.literal('skipped') }),
  z.strictObject({ ...roundBase, status: z.literal('not-posted') }),
  z.strictObject({
    ...roundBase,
    status: z.literal('posted'),
    kind: z.literal('recall'),
    dances: z.array(z.string()).min(1),
    /** Judge labels in the order of every per-judge array; names are in the file's `panel`. */
    judges: z.array(z.string()).min(1),
    /** Couples the round asked to recall. */
    requested: z.number().int().positive(),
    /** Every couple with at least this many marks was recalled. */
    minMarks: z.number().int().nonnegative(),
    /** Most marks first. */
    couples: z.array(recallRowSchema).min(1),
  }),
  z.strictObject({
    ...roundBase,
    status: z.literal('posted'),
    kind: z.literal('final'),
    dances: z.array(z.string()).min(1),
    judges: z.array(z.string()).min(1),
    /** Best place first. */
    couples: z.array(finalRowSchema).min(1),
  }),
]);

export const resultsEventSchema = z.strictObject({
  name: z.string().min(1),
  style: z.enum(STYLES),
  level: z.enum(LEVELS),
  dances: z.array(z.string()),
  /** Every couple entered, by back number. */
  couples: z.array(resultsCoupleSchema),
  /** First round to final. */
  rounds: z.array(resultsRoundSchema),
  /** Overall places once the final is posted, best first; absent before. */
  placings: z.array(z.strictObject({ ...resultsCoupleSchema.shape, place: placeNumber })).optional(),
});

export const resultsFileSchema = z.strictObject({
  format: z.literal(RESULTS_FORMAT),
  formatVersion: z.literal(RESULTS_FORMAT_VERSION),
  /** ISO 8601 instant the file was built. */
  generatedAt: z.iso.datetime(),
  competition: z.strictObject({ name: z.string(), startDate: z.iso.date(), endDate: z.iso.date() }),
  /** The judging panel as results letter it. */
  panel: z.array(panelJudgeSchema),
  /** In program order. */
  events: z.array(resultsEventSchema),
});

export type ResultsFile = z.infer<typeof resultsFileSchema>;
export type ResultsEvent = z.infer<typeof resultsEventSchema>;
export type ResultsRound = z.infer<typeof resultsRoundSchema>;
export type ResultsCouple = z.infer<typeof resultsCoupleSchema>;
export type ResultsRecallRow = z.infer<typeof recallRowSchema>;
export type ResultsFinalRow = z.infer<typeof finalRowSchema>;
