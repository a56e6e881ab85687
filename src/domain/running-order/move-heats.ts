// Moving several heats (or breaks) at once to place N of the day. Refused only when the move creates a new
// clash or makes one worse; clashes already in the day do not block it. Returns the undo record with the patch.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { clashChangeMessage, clashesMadeWorse, type ClashChange } from './clash-change';
import { findClashes } from './clashes';
import { RunningOrderError } from './errors';
import { slotsAfterPatch } from './guard-clashes';
import type { RunningOrderInput } from './running-order-input';
import { hasStarted, slotsInOrder, type OrderedSlot } from './slots';
import { undoRecordOf, type UndoRecord } from './undo-record';

export interface MovePlan {
  patch: TreeUpdate;
  undo: UndoRecord;
}

const nameOf = ({ slot }: OrderedSlot) => (slot.kind === 'heat' ? `heat ${slot.number}` : `"${slot.label}"`);

/** The day's order with `slotKeys` (in their current order) taken out and put back from place `to` (1 = first). */
function reordered(order: readonly OrderedSlot[], slotKeys: readonly string[], to: number): OrderedSlot[] {
  const moving = order.filter(({ key }) => slotKeys.includes(key));
  const rest = order.filter(({ key }) => !slotKeys.includes(key));
  return [...rest.slice(0, to - 1), ...moving, ...rest.slice(to - 1)];
}

function refuseMove(input: RunningOrderInput, order: readonly OrderedSlot[], slotKeys: readonly string[], to: number): void {
  if (slotKeys.length === 0) throw new RunningOrderError('no-such-slot', 'Pick at least one heat to move.');
  const missing = slotKeys.filter((key) => input.slots[key] === undefined);
  if (missing.length > 0) throw new RunningOrderError('no-such-slot', 'A picked heat is no longer in the running order; reload the schedule.');
  const last = order.length - slotKeys.length + 1;
  if (!Number.isInteger(to) || to < 1 || to > last) throw new RunningOrderError('no-such-slot', `Place ${to} is outside the running order: choose 1 to ${last}.`);
  const started = order.filter(({ key, slot }) => slotKeys.includes(key) && hasStarted(slot));
  if (started.length > 0) throw new RunningOrderError('heat-started', `${started.map(nameOf).join(', ')} has already started; it stays where it was danced.`);
  const lastStarted = order.filter(({ key }) => !slotKeys.includes(key)).reduce((at, { slot }, i) => (hasStarted(slot) ? i : at), -1);
  if (to - 1 <= lastStarted) throw new RunningOrderError('heat-started', `Nothing can move before a heat that has already started: choose place ${lastStarted + 2} or later.`);
}

/** The patch that writes positions 1, 2, 3 … for every slot whose place changes. */
function positionsPatch(order: readonly OrderedSlot[]): TreeUpdate {
  const patch: TreeUpdate = {};
  order.forEach(({ key, slot }, i) => {
    if (slot.position !== i + 1) patch[paths.scheduleSlotField(key, 'position')] = i + 1;
  });
  return patch;
}

/** The move as a patch and its undo, without the clash check (the clash report tries positions with it). */
export function movePatchOf(input: RunningOrderInput, slotKeys: readonly string[], to: number): TreeUpdate {
  const order = slotsInOrder(input.slots);
  refuseMove(input, order, slotKeys, to);
  return positionsPatch(reordered(order, slotKeys, to));
}

/** The clashes a patch of the slots would create or worsen. */
export function clashesWorsenedBy(input: RunningOrderInput, patch: TreeUpdate): ClashChange[] {
  return clashesMadeWorse(findClashes(input), findClashes({ ...input, slots: slotsAfterPatch(input.slots, patch) }));
}

/**
 * Moves the heats `slotKeys` (kept in their order, placed together) so the first takes place `to` (1-based) of
 * the day. Throws RunningOrderError naming the dancers when the move creates or worsens a clash.
 */
export function moveHeatsPlan(input: RunningOrderInput, slotKeys: readonly string[], to: number): MovePlan {
  const patch = movePatchOf(input, slotKeys, to);
  const worsened = clashesWorsenedBy(input, patch);
  if (worsened.length > 0) throw new RunningOrderError('creates-clash', clashChangeMessage(worsened));
  const names = slotsInOrder(input.slots).filter(({ key }) => slotKeys.includes(key)).map(nameOf);
  return { patch, undo: undoRecordOf(`Undo moving ${names.join(', ')} to place ${to}`, input.slots, patch) };
}
