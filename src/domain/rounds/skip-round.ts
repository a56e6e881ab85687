// Skipping a round (spec section 4): nobody dances it, so its couples go on to the next danced round.
import { RoundState } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type Requester, checkedTransition } from './checked-transition';
import type { EventSnapshot } from '../event-snapshot';
import { nextDancedRound } from './guards';
import { addEntriesUpdate, newcomers, refuseAddingToStarted } from './merge-entries';

/**
 * The spec's "copies its entries back to the previous round" was written for a list kept final-first;
 * with rounds numbered from the first, that round is the next one danced (see docs/ROUNDS.md).
 * The skipped round keeps its couples too, so un-skipping restores the floor list.
 */
export function skipRound(snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  const { rounds, index, round } = checkedTransition(snapshot, roundNumber, RoundState.Skipped, who);
  const name = snapshot.event.eventName;
  // The final cannot be skipped (checked above), so a danced round always follows.
  const target = nextDancedRound(rounds, index);
  const update: TreeUpdate = { [paths.roundField(name, roundNumber, 'roundState')]: RoundState.Skipped };
  if (!target) return update;
  const added = newcomers(target, round.entries);
  refuseAddingToStarted(target, added, `Skipping ${round.roundName}`);
  return { ...update, ...addEntriesUpdate(name, target, added, target === rounds[rounds.length - 1]) };
}
