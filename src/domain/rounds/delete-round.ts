// Deleting a round (spec section 4): its couples move on, later rounds, marks and results move down.
import type { TreeUpdate } from '../tree-update';
import type { EventSnapshot } from './event-snapshot';
import { findRound, refuseRenumberingRunning } from './guards';
import { newcomers, refuseAddingToStarted, withEntriesAdded } from './merge-entries';
import { type PlannedRound, rewriteRounds } from './rewrite-rounds';

/**
 * Couples move to the next round (the spec's "previous round" in its final-first list, docs/ROUNDS.md),
 * or, when the final is deleted, to the round before it, which becomes the final. The deleted round's
 * marks and saved results go with it.
 */
export function deleteRound(snapshot: EventSnapshot, roundNumber: number): TreeUpdate {
  const { rounds, index, round } = findRound(snapshot, roundNumber);
  refuseRenumberingRunning(rounds.slice(index), 'deleting a round');
  const targetIndex = index + 1 < rounds.length ? index + 1 : index - 1;
  const remaining = rounds.map((r) => ({ round: r, fromNumber: r.roundNumber } as PlannedRound));
  if (targetIndex >= 0) {
    const target = rounds[targetIndex];
    const added = newcomers(target, round.entries);
    refuseAddingToStarted(target, added, `Deleting ${round.roundName}`);
    remaining[targetIndex] = { round: withEntriesAdded(target, added), fromNumber: target.roundNumber };
  }
  remaining.splice(index, 1);
  return rewriteRounds(snapshot, remaining);
}
