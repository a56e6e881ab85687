// Moving couples onto another round's floor without losing the ones already there.
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

/** The target round with the couples added, Initialized if it was Empty and now has couples. */
export function withEntriesAdded(target: Round, added: Readonly<Record<string, RoundEntry>>): Round {
  if (Object.keys(added).length === 0) return target;
  const entries = { ...(target.entries ?? {}), ...added };
  const filled = target.roundState === RoundState.Empty && Object.keys(entries).length > 0;
  return {
    ...target,
    ...(Object.keys(entries).length > 0 ? { entries } : {}),
    roundState: filled ? RoundState.Initialized : target.roundState,
  };
}

/** The same change as an update of the target's entry paths and state only (no renumbering). */
export function addEntriesUpdate(eventName: string, target: Round, added: Readonly<Record<string, RoundEntry>>): TreeUpdate {
  const update: TreeUpdate = {};
  for (const [entryId, entry] of Object.entries(added)) {
    update[paths.roundEntry(eventName, target.roundNumber, entryId)] = entry;
  }
  const after = withEntriesAdded(target, added);
  if (after.roundState !== target.roundState) {
    update[paths.roundField(eventName, target.roundNumber, 'roundState')] = after.roundState;
  }
  return update;
}
