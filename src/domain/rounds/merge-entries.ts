// Moving couples onto another round's floor without losing the ones already there.
import { normalizeRecallSize } from '../constants';
import { RoundState, type Round, type RoundEntry } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { RoundOperationError } from './round-errors';
import { isStarted } from './guards';

/** The couples of `incoming` that `target` does not have yet. */
export function newcomers(target: Round, incoming: Readonly<Record<string, RoundEntry>> | undefined): Record<string, RoundEntry> {
  const present = target.entries ?? {};
  return Object.fromEntries(Object.entries(incoming ?? {}).filter(([entryId]) => !(entryId in present)));
}

/** Refuses to add couples to a round that has started; they would dance without marks. */
export function refuseAddingToStarted(target: Round, added: Readonly<Record<string, RoundEntry>>, what: string): void {
  if (Object.keys(added).length > 0 && isStarted(target)) {
    throw new RoundOperationError(
      'target-started',
      `${what} would add couples to ${target.roundName}, which has already started; reopen or clear it first.`,
    );
  }
}

/**
 * A final's recall size is the number of couples it places, and the rules bound a judge's places by
 * it; so whenever couples go onto a final's floor, the size follows their number.
 */
export function finalSizedToFloor(round: Round): Round {
  const count = Object.keys(round.entries ?? {}).length;
  return count > 0 ? { ...round, recallSize: normalizeRecallSize(count) } : round;
}

/** The target round with the couples added, Initialized if it was Empty and now has couples. */
export function withEntriesAdded(target: Round, added: Readonly<Record<string, RoundEntry>>, targetIsFinal: boolean): Round {
  if (Object.keys(added).length === 0) return target;
  const entries = { ...(target.entries ?? {}), ...added };
  const filled = target.roundState === RoundState.Empty;
  const next = { ...target, entries, roundState: filled ? RoundState.Initialized : target.roundState };
  return targetIsFinal ? finalSizedToFloor(next) : next;
}

/** The same change as an update of the target's entry paths, state and size only (no renumbering). */
export function addEntriesUpdate(
  eventName: string,
  target: Round,
  added: Readonly<Record<string, RoundEntry>>,
  targetIsFinal: boolean,
): TreeUpdate {
  const update: TreeUpdate = {};
  for (const [entryId, entry] of Object.entries(added)) {
    update[paths.roundEntry(eventName, target.roundNumber, entryId)] = entry;
  }
  const after = withEntriesAdded(target, added, targetIsFinal);
  if (after.roundState !== target.roundState) update[paths.roundField(eventName, target.roundNumber, 'roundState')] = after.roundState;
  if (after.recallSize !== target.recallSize) update[paths.roundField(eventName, target.roundNumber, 'recallSize')] = after.recallSize;
  return update;
}
