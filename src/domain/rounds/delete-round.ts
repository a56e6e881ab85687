// Deleting a round (spec section 4): its couples move on, later rounds, marks and results move down.
import type { TreeUpdate } from '../tree-update';
import type { EventSnapshot } from '../event-snapshot';
import { findRound, isStarted, refuseRenumberingRunning } from './guards';
import { finalSizedToFloor, newcomers, refuseAddingToStarted, withEntriesAdded } from './merge-entries';
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
  const planned: PlannedRound[] = rounds.map((r) => ({ round: r, fromNumber: r.roundNumber }));
  if (targetIndex >= 0) {
    const target = rounds[targetIndex];
    const added = newcomers(target, round.entries);
    refuseAddingToStarted(target, added, `Deleting ${round.roundName}`);
    const becomesFinal = targetIndex === rounds.length - 1 || index === rounds.length - 1;
    const moved = withEntriesAdded(target, added, false);
    // A round that becomes the final before it is danced must allow places for all its couples.
    const sized = becomesFinal && !isStarted(moved) ? finalSizedToFloor(moved) : moved;
    planned[targetIndex] = { round: sized, fromNumber: target.roundNumber };
  }
  planned.splice(index, 1);
  return rewriteRounds(snapshot, planned);
}
