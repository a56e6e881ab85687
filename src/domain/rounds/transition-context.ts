// Builds a TransitionContext from what the screens already hold: the event, its marks and the judges.
import type { StaffRole } from '../model';
import { type EventSnapshot, entryCountOf, roundMarksOf, roundsInOrder } from '../event-snapshot';
import { nextDancedRound } from './guards';
import { RoundOperationError } from './round-errors';
import type { TransitionContext } from './round-state';

export function transitionContextFor(
  snapshot: EventSnapshot,
  roundNumber: number,
  judgeKeys: readonly string[],
  actor: StaffRole,
  judgeNames?: Readonly<Record<string, string>>,
): TransitionContext {
  const rounds = roundsInOrder(snapshot.event);
  const index = rounds.findIndex((round) => round.roundNumber === roundNumber);
  if (index === -1) {
    throw new RoundOperationError('no-such-round', `${snapshot.event.eventName} has no round ${roundNumber}.`);
  }
  const roundMarks = roundMarksOf(snapshot.marks, roundNumber);
  const next = nextDancedRound(rounds, index) ?? rounds[index + 1];
  return {
    actor,
    entryCount: entryCountOf(rounds[index]),
    judgeKeys,
    ...(judgeNames !== undefined ? { judgeNames } : {}),
    submittedJudgeKeys: Object.entries(roundMarks)
      .filter(([, marks]) => marks.submittedAt !== undefined)
      .map(([judgeKey]) => judgeKey),
    marksSaved: Object.values(roundMarks).some((marks) =>
      Object.values(marks.dances ?? {}).some((dance) => Object.keys(dance ?? {}).length > 0)),
    isFinal: index === rounds.length - 1,
    ...(next !== undefined ? { nextRoundState: next.roundState } : {}),
  };
}
