// When the judge's tablet ticks a dance as done. A recall dance is ticked only when the judge has
// marked exactly the number the round asks for (every couple, when fewer danced: rule 1 recalls them
// all), or when the judge has chosen to submit it with another number. A final dance is ticked when
// every couple has its own place.
import { isPlacementComplete } from './final-placement';
import type { JudgeRound } from './judge-rounds';

/** The recall marks a judge can give in one dance to mark "exactly as asked". */
export function achievableRecalls(requested: number, coupleCount: number): number {
  return Math.min(requested, coupleCount);
}

/**
 * `danceMarks`: the judge's marks for one dance (entry id → 1/0 for recalls, place for finals).
 * `submitOtherwise`: the judge confirmed submitting this round's dances with another count
 * (ignored for finals, which cannot be submitted incomplete).
 */
export function isDanceTicked(
  round: Pick<JudgeRound, 'kind' | 'couples' | 'recallSize'>,
  danceMarks: Readonly<Record<string, number>>,
  submitOtherwise: boolean,
): boolean {
  const entryIds = round.couples.map((couple) => couple.entryId);
  if (round.kind === 'final') return isPlacementComplete(danceMarks, entryIds);
  if (submitOtherwise) return true;
  const marked = entryIds.filter((entryId) => danceMarks[entryId] === 1).length;
  return marked === achievableRecalls(round.recallSize, entryIds.length);
}
