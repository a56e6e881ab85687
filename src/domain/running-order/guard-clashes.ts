// An edit that would create a clash is refused with the clashes it would create; the clashes already
// in the day (shown on the schedule screen) do not block unrelated edits.
import type { ScheduleSlot } from '../model';
import { applyTreeUpdate, type TreeUpdate } from '../tree-update';
import { paths } from '../tree-paths';
import { findClashes, newClashes, type Clash } from './clashes';
import { RunningOrderError } from './errors';
import type { RunningOrderInput } from './running-order-input';

/** The slots as they will be once `patch` (a running-order patch) is written. */
export function slotsAfterPatch(slots: Readonly<Record<string, ScheduleSlot>>, patch: TreeUpdate): Record<string, ScheduleSlot> {
  const tree = applyTreeUpdate({ [paths.schedule()]: { slots } }, patch) as Record<string, { slots?: Record<string, ScheduleSlot> } | undefined>;
  return tree[paths.schedule()]?.slots ?? {};
}

/** The clashes `patch` would add to the day. */
export function clashesCreatedBy(input: RunningOrderInput, patch: TreeUpdate): Clash[] {
  return newClashes(findClashes(input), findClashes({ ...input, slots: slotsAfterPatch(input.slots, patch) }));
}

/** Returns `patch` unchanged, or throws RunningOrderError('creates-clash') naming every clash it would create. */
export function refuseNewClashes(input: RunningOrderInput, patch: TreeUpdate): TreeUpdate {
  const created = clashesCreatedBy(input, patch);
  if (created.length > 0) throw new RunningOrderError('creates-clash', `This change would create ${created.length === 1 ? 'a clash' : `${created.length} clashes`}: ${created.map((c) => c.message).join(' ')}`);
  return patch;
}
