// marks/<event>/<round>/<judgeKey>: one judge's marks for one round.
import { z } from 'zod';
import { keyed } from './stored-collections';

/** dance → entryId → mark (recall 0/1, final place 1..N). */
export const judgeMarksSchema = z.object({
  dances: keyed(keyed(z.number())).optional(),
  /** Set when the judge submits; marks may be saved before that, one by one. */
  submittedAt: z.number().optional(),
});
export type JudgeMarks = z.infer<typeof judgeMarksSchema>;

/** marks/<event>/<round>: judgeKey → that judge's marks. */
export const roundMarksSchema = keyed(judgeMarksSchema);
