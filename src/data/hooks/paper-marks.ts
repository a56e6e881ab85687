// The paper judges of a round (issue 35): paperMarks/<event>/<round>, read by the scrutineer's and chairman's consoles.
import type { PaperJudgeRecord } from '../../domain/records';
import { roundPaperMarksSchema } from '../../domain/records';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

export function useRoundPaperMarks(eventName: string, roundNumber: number): DbValue<Record<string, PaperJudgeRecord>> {
  return useDbValue(paths.roundPaperMarks(eventName, roundNumber), roundPaperMarksSchema);
}
