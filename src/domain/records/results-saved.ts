// The records the scrutineer saves when posting a round (resultsSaved/<event>/<round> and
// resultsSaved/<event>/finalResults), read by the results page and the live projector. Built by
// src/domain/results; the types come from these schemas, so the writer and the reader share one declaration.
//
// Database-safe by construction: plain JSON, no undefined (optional fields are left out, never set
// to undefined), no null, no arrays with holes, no keys built from user data (so no . $ # [ ] /).
// Arrays are never empty, because the database drops empty arrays; `tieBreaks` is left out instead.
// Rows are in display order; judge and dance arrays give the order of every per-judge/per-dance array.
import { z } from 'zod';
import { DECISIONS } from '../vocabulary';

/** A judge as printed on results: the key the marks are stored under and the name or letter shown. */
export const resultJudgeSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The judge's marks of this round were typed from a paper sheet (issue 35); absent for a tablet. */
  paper: z.literal(true).optional(),
});
export type ResultJudge = z.infer<typeof resultJudgeSchema>;

const resultCoupleShape = {
  entryId: z.string(),
  /** Back number; absent while the organiser has not assigned one. */
  leadNumber: z.number().optional(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
};
/** A couple as printed on results. */
export const resultCoupleSchema = z.object(resultCoupleShape);
export type ResultCouple = z.infer<typeof resultCoupleSchema>;

/** R9: lowest total; R10/R11: tie on the total broken by that rule; tie: shared after rule 11. */
const decisionSchema = z.enum(DECISIONS);

// ---- Recall rounds: resultsSaved/<event>/<round> = { placements, sumRecalls } ----

export const recallPlacementSchema = z.object({
  ...resultCoupleShape,
  /** Recall marks from all judges in all dances. */
  marks: z.number(),
  /** Goes on to the next round. */
  recalled: z.boolean(),
});
export type RecallPlacement = z.infer<typeof recallPlacementSchema>;

export const recallTableRowSchema = z.object({
  entryId: z.string(),
  leadNumber: z.number().optional(),
  /** marks[d][j]: 1 when judge j (order of `judges`) recalled the couple in dance d (order of `dances`), else 0. */
  marks: z.array(z.array(z.number())),
  /** Marks per dance, in dance order. */
  danceTotals: z.array(z.number()),
  total: z.number(),
  recalled: z.boolean(),
});
export type RecallTableRow = z.infer<typeof recallTableRowSchema>;

/** A cut offered to the Chairman of Judges after a tie at the cut. */
export const offeredCutSchema = z.object({
  /** Recall every couple with at least this many marks… */
  minMarks: z.number(),
  /** …which recalls this many couples. */
  recalledCount: z.number(),
});
export type OfferedCut = z.infer<typeof offeredCutSchema>;

/** The Chairman of Judges' decision after a tie at the cut (rule 1). */
export const chairmanChoiceRecordSchema = z.object({
  /** The cuts the tally offered: the nearest below the requested number (if any) and above, most marks first. */
  offered: z.array(offeredCutSchema),
  /** The cut chosen (one of `offered`); equals `SumRecalls.minMarks`. */
  chosenMinMarks: z.number(),
  /** Who chose, as the console named them; absent when the caller did not say. */
  chosenBy: z.string().optional(),
  /** When, in milliseconds since 1970; absent when the caller did not say. */
  chosenAt: z.number().optional(),
});
export type ChairmanChoiceRecord = z.infer<typeof chairmanChoiceRecordSchema>;

export const sumRecallsSchema = z.object({
  judges: z.array(resultJudgeSchema),
  dances: z.array(z.string()),
  /** The number of couples the round asked for (the round's recall size). */
  requested: z.number(),
  /** Every couple with at least this many marks was recalled. */
  minMarks: z.number(),
  recalledCount: z.number(),
  /** True when no threshold gave exactly `requested` and the Chairman of Judges chose `minMarks`. */
  chairmanDecided: z.boolean(),
  /** The offered cuts and the choice; present exactly when `chairmanDecided` (absent in records saved before issue 22). */
  chairmanChoice: chairmanChoiceRecordSchema.optional(),
  /** judgeCounts[d][j]: couples judge j marked in dance d, to show who marked more or fewer than asked. */
  judgeCounts: z.array(z.array(z.number())),
  /** Most marks first, then by back number. */
  rows: z.array(recallTableRowSchema),
});
export type SumRecalls = z.infer<typeof sumRecallsSchema>;

export const recallRoundResultSchema = z.object({
  /** Same order as `sumRecalls.rows`. */
  placements: z.array(recallPlacementSchema),
  sumRecalls: sumRecallsSchema,
});
export type RecallRoundResult = z.infer<typeof recallRoundResultSchema>;

// ---- Finals: resultsSaved/<event>/<final round> = { placements, finalTable } ----

export const finalPlacementSchema = z.object({
  ...resultCoupleShape,
  /** Final place; couples the rules cannot separate share the mean (2.5). */
  place: z.number(),
  decidedBy: decisionSchema,
});
export type FinalPlacement = z.infer<typeof finalPlacementSchema>;

/** One cumulative column: `sum` is present only where rule 7 compared sums (printed in brackets). */
export const resultCellSchema = z.object({ count: z.number(), sum: z.number().optional() });
export type ResultCell = z.infer<typeof resultCellSchema>;

export const finalDanceRowSchema = z.object({
  entryId: z.string(),
  leadNumber: z.number().optional(),
  /** The place each judge gave, in judge order. */
  marks: z.array(z.number()),
  /** Columns "1", "1-2", ... (see `columns`); cells after `placedAtColumn` are usually printed blank. */
  cells: z.array(resultCellSchema),
  /** Place in this dance (2.5 when shared). */
  place: z.number(),
  /** 0-based column where the place was decided. */
  placedAtColumn: z.number(),
});
export type FinalDanceRow = z.infer<typeof finalDanceRowSchema>;

export const finalDanceTableSchema = z.object({
  dance: z.string(),
  /** floor(judges / 2) + 1. */
  majority: z.number(),
  /** Column headings: "1", "1-2", "1-3", ... one per couple. */
  columns: z.array(z.string()),
  /** Best place first. */
  rows: z.array(finalDanceRowSchema),
});
export type FinalDanceTable = z.infer<typeof finalDanceTableSchema>;

export const finalSummaryRowSchema = z.object({
  entryId: z.string(),
  leadNumber: z.number().optional(),
  /** Place in each dance, in dance order. */
  dancePlaces: z.array(z.number()),
  /** Rule 9 sum of the dance places. */
  total: z.number(),
  place: z.number(),
  decidedBy: decisionSchema,
});
export type FinalSummaryRow = z.infer<typeof finalSummaryRowSchema>;

// The working fields marked "since issue 22" are always written now; records saved before lack them,
// so readers must treat them as optional.

/**
 * A couple left on its own by the step it is attached to (the last step it took part in): it takes
 * the next place by default. Printed as one more line of that step's working.
 */
export const defaultPlacementRecordSchema = z.object({
  entryId: z.string(),
  leadNumber: z.number().optional(),
  place: z.number(),
  /** Cumulative place columns over its dance places, as Rule10Record entries' cells (no sums). */
  cells: z.array(resultCellSchema),
});
export type DefaultPlacementRecord = z.infer<typeof defaultPlacementRecordSchema>;

/** Rule 10 for one place among couples tied on their total. */
export const rule10RecordSchema = z.object({
  rule: z.literal('R10'),
  place: z.number(),
  /** Since issue 22: the 0-based column rule 10 reads, "1-place" (= place - 1). */
  column: z.number().optional(),
  /** Since issue 22: headings of the entries' cells, "1", "1-2", ... one per couple in the final. */
  columns: z.array(z.string()).optional(),
  /**
   * Each tied couple: dances placed `place` or better (count) and the sum of those places; since
   * issue 22 also `cells`, the standard cumulative place columns over its dance places (cell k counts
   * dances placed k+1 or better, a shared 2.5 from "1-3" on), with `sum` only at `column` for the
   * couples whose sums rule 10 compared (printed in brackets).
   */
  entries: z.array(z.object({
    entryId: z.string(),
    leadNumber: z.number().optional(),
    count: z.number(),
    sum: z.number(),
    cells: z.array(resultCellSchema).optional(),
  })),
  /** count: most such dances; sum: equal count, lower sum; rule11: still equal. */
  outcome: z.enum(['count', 'sum', 'rule11']),
  /** The couple awarded the place; absent when outcome is rule11. */
  winner: z.string().optional(),
  /** Entry ids sent on to rule 11; present only when outcome is rule11. */
  toRule11: z.array(z.string()).optional(),
  /** Since issue 22: the couple this step left alone, placed next by default. */
  placedByDefault: defaultPlacementRecordSchema.optional(),
});
export type Rule10Record = z.infer<typeof rule10RecordSchema>;

/** Rule 11 for one place: the tied couples' marks from all dances taken as one dance. */
export const rule11RecordSchema = z.object({
  rule: z.literal('R11'),
  place: z.number(),
  /** floor(judges × dances / 2) + 1. */
  majority: z.number(),
  /** judges × dances. */
  markCount: z.number(),
  /** 0-based column the place was sought from: the place under review. */
  startColumn: z.number(),
  /** 0-based column where it was decided. */
  decidedAtColumn: z.number(),
  columns: z.array(z.string()),
  /**
   * The tied couples' pooled marks: since issue 22 `marks[d][j]`, the place judge j gave the couple
   * in dance d (every dance, in `dances` and `judges` order); `cells`, the cumulative columns over
   * all of them (sum only where rule 7 compared sums).
   */
  rows: z.array(z.object({
    entryId: z.string(),
    leadNumber: z.number().optional(),
    marks: z.array(z.array(z.number())).optional(),
    cells: z.array(resultCellSchema),
  })),
  /** Entry id awarded the place, or several sharing it. */
  winners: z.array(z.string()),
  shared: z.boolean(),
  /** Since issue 22: the last couple of the rule 11 group, left alone by this step, placed next by default. */
  placedByDefault: defaultPlacementRecordSchema.optional(),
});
export type Rule11Record = z.infer<typeof rule11RecordSchema>;

export const tieBreakRecordSchema = z.union([rule10RecordSchema, rule11RecordSchema]);
export type TieBreakRecord = z.infer<typeof tieBreakRecordSchema>;

export const finalTableSchema = z.object({
  judges: z.array(resultJudgeSchema),
  dances: z.array(z.string()),
  /** In dance order. */
  danceTables: z.array(finalDanceTableSchema),
  /** The final summary, best place first. */
  summary: z.array(finalSummaryRowSchema),
  /** Rules 10 and 11 step by step, in the order applied; absent when rule 9 decided every place. */
  tieBreaks: z.array(tieBreakRecordSchema).optional(),
});
export type FinalTable = z.infer<typeof finalTableSchema>;

export const finalRoundResultSchema = z.object({
  /** Best place first. */
  placements: z.array(finalPlacementSchema),
  finalTable: finalTableSchema,
});
export type FinalRoundResult = z.infer<typeof finalRoundResultSchema>;

/** resultsSaved/<event>/<round>: a final's or a recall round's posted result. Final first: both have placements. */
export const savedRoundResultSchema = z.union([finalRoundResultSchema, recallRoundResultSchema]);

// ---- resultsSaved/<event>/finalResults: the event's result for listings ----

export const finalResultRowSchema = z.object({ ...resultCoupleShape, place: z.number() });
export type FinalResultRow = z.infer<typeof finalResultRowSchema>;

export const finalResultsSchema = z.object({
  /** Best place first. */
  places: z.array(finalResultRowSchema),
});
export type FinalResults = z.infer<typeof finalResultsSchema>;
