// Moving one heat to another floor (issue 30): the heat keeps its number and place in the day's list and is
// danced on the chosen floor, at the same time as that floor's other heats. Refused for a heat already started
// and for a floor the organiser has not named; the clash check (change time between floors) is the caller's.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { RunningOrderError } from './errors';
import { DEFAULT_FLOOR, floorOf } from './floors';
import type { RunningOrderInput } from './running-order-input';
import { floorIdsOf, floorNameOf } from './settings';
import { hasStarted } from './slots';

/** The patch that puts heat `slotKey` on `floor` (the default floor is stored as no floor at all). */
export function moveHeatToFloorPatch(input: RunningOrderInput, slotKey: string, floor: string): TreeUpdate {
  const slot = input.slots[slotKey];
  if (slot?.kind !== 'heat') throw new RunningOrderError('no-such-slot', 'That heat is no longer in the running order; reload the schedule.');
  const floors: string[] = floorIdsOf(input.settings);
  if (!floors.includes(floor)) {
    throw new RunningOrderError('invalid-settings', `There is no ${floorNameOf(input.settings, floor)}: name it under Floors first, or choose ${floors.map((f) => floorNameOf(input.settings, f)).join(' or ')}.`);
  }
  if (hasStarted(slot)) throw new RunningOrderError('heat-started', `Heat ${slot.number} has already started; it stays on the floor it was danced on.`);
  if (floorOf(slot) === floor) return {};
  return { [paths.scheduleSlotField(slotKey, 'floor')]: floor === DEFAULT_FLOOR ? null : floor };
}

/** Why moving heat `slotKey` back from `movedTo` is no longer offered, or null when it may be (the screen's Undo). */
export function floorUndoRefusal(input: RunningOrderInput, slotKey: string, movedTo: string): string | null {
  const slot = input.slots[slotKey];
  if (slot?.kind !== 'heat') return 'That heat is no longer in the running order; the move can no longer be undone.';
  if (hasStarted(slot)) return `Heat ${slot.number} has started since; it stays on the floor it is danced on.`;
  if (floorOf(slot) !== movedTo) return `Heat ${slot.number} has been moved since; choose its floor by hand.`;
  return null;
}
