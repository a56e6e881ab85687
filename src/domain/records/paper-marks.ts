// A judge switched to paper for one round (issue 35): the scrutineer types the judge's paper sheet twice, and the
// settled sheet becomes the judge's marks (docs/DATA-MODEL.md, "Paper marks").
import { z } from 'zod';
import { keyed } from './stored-collections';

/** One typing of the paper sheet, or the settled sheet: dance → entryId → mark, who typed it and when. */
export const paperSheetSchema = z.object({
  dances: keyed(keyed(z.number())),
  /** The account that typed (or settled) it. */
  by: z.string(),
  /** Server time it was saved (ms). */
  at: z.number(),
});
export type PaperSheet = z.infer<typeof paperSheetSchema>;

/** paperMarks/<event>/<round>/<judgeKey>: the judge marks this round on paper. */
export const paperJudgeSchema = z.object({
  switchedBy: z.string(),
  switchedAt: z.number(),
  first: paperSheetSchema.optional(),
  second: paperSheetSchema.optional(),
  /** Written with the judge's marks, in the same update; every mark is the first's or the second's. */
  settled: paperSheetSchema.optional(),
});
export type PaperJudgeRecord = z.infer<typeof paperJudgeSchema>;

/** paperMarks/<event>/<round>: judgeKey → that judge's paper record. */
export const roundPaperMarksSchema = keyed(paperJudgeSchema);
