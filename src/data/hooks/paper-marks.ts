// The paper judges of a round (issue 35): paperMarks/<event>/<round>, read by the scrutineer's and chairman's consoles;
// the judge's own tablet reads only its switchedAt, to tell the judge to mark on paper.
import type { PaperJudgeRecord } from '../../domain/records';
import { lazySchema } from '../lazy-schema';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const roundPaperMarksSchema = lazySchema('roundPaperMarksSchema');

export function useRoundPaperMarks(eventName: string, roundNumber: number): DbValue<Record<string, PaperJudgeRecord>> {
  return useDbValue(paths.roundPaperMarks(eventName, roundNumber), roundPaperMarksSchema);
}

const switchedAtSchema = lazySchema('switchedAtSchema');

/** When the scrutineer switched this judge to paper for the round; data null while the judge marks on the tablet. */
export function useJudgeSwitchedToPaper(eventName: string, roundNumber: number, judgeKey: string): DbValue<number> {
  return useDbValue(paths.paperSwitchedAt(eventName, roundNumber, judgeKey), switchedAtSchema);
}
