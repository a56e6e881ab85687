// Floor panels follow the rounds (issue 30): every edit of the running order that can put a round on another
// floor sends, in the same update, the round panels the domain derives from the day as it will be after the
// edit. Marks are read only for the events whose rounds would change panel.
import { eventsOfChanges, floorPanelChanges, floorPanelsFollowPatch, keptPanelsSentence, type FloorPanelsState } from '../../domain/panels';
import { dayModelOf, floorNameOf, inputAfterPatch, mergePatches, type RunningOrderInput } from '../../domain/running-order';
import type { TreeUpdate } from '../../domain/tree-update';
import { loadEventMarks, loadPanelContext } from '../../data/snapshot';

export interface FollowedEdit {
  /** The edit and the round panels that follow it, for ONE update. */
  patch: TreeUpdate;
  /** Which judged rounds kept their panel, in words for the organiser; null when none. */
  note: string | null;
}

/** `patch` (an edit of the order, its rounds' fields already in step) with the floor panels following it. */
export async function withFloorPanelsFollowing(input: RunningOrderInput, patch: TreeUpdate, now: number): Promise<FollowedEdit> {
  const after = inputAfterPatch(input, patch);
  const { panels } = await loadPanelContext();
  const state: FloorPanelsState = { day: dayModelOf(after, now), events: after.events, panels };
  const changes = floorPanelChanges(state);
  if (changes.length === 0) return { patch, note: null };
  const names = eventsOfChanges(changes).filter((name) => input.marks?.[name] === undefined);
  const loaded = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await loadEventMarks(name)] as const)));
  const follow = floorPanelsFollowPatch(state, { ...input.marks, ...loaded });
  return { patch: mergePatches(patch, follow.patch), note: keptPanelsSentence(follow.kept, (floor) => floorNameOf(after.settings, floor)) };
}
