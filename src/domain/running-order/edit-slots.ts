// The organiser's edits of the order itself: moving a slot, placing and removing breaks, and renumbering
// the heats 1, 2, 3 … (only on request: published numbers never move by themselves).
import type { BreakSlot } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { RunningOrderError } from './errors';
import type { RunningOrderInput } from './running-order-input';
import { floorHeatsInOrder, hasStarted, isBreak, nextSlotKeys, slotsInOrder } from './slots';

function lastStartedIndex(input: RunningOrderInput): number {
  return slotsInOrder(input.slots).reduce((last, { slot }, i) => (hasStarted(slot) ? i : last), -1);
}

/** Moves a slot to index `to` of the day's list; every slot whose place changed gets position index + 1. */
export function moveSlotPatch(input: RunningOrderInput, slotKey: string, to: number): TreeUpdate {
  const order = slotsInOrder(input.slots);
  const from = order.findIndex((s) => s.key === slotKey);
  if (from === -1) throw new RunningOrderError('no-such-slot', `There is no slot ${slotKey} in the running order; reload the schedule.`);
  if (!Number.isInteger(to) || to < 0 || to >= order.length) throw new RunningOrderError('no-such-slot', `Place ${to + 1} is outside the running order of ${order.length}.`);
  if (hasStarted(order[from].slot)) throw new RunningOrderError('heat-started', 'This slot has already started; it stays where it was danced.');
  if (to <= lastStartedIndex(input)) throw new RunningOrderError('heat-started', 'Nothing can move before a heat that has already started or been danced.');
  const moved = [...order];
  const [slot] = moved.splice(from, 1);
  moved.splice(to, 0, slot);
  const patch: TreeUpdate = {};
  moved.forEach(({ key, slot: s }, i) => {
    if (s.position !== i + 1) patch[paths.scheduleSlotField(key, 'position')] = i + 1;
  });
  return patch;
}

export interface NewBreak {
  label: string;
  minutes: number;
}

function validBreak(draft: NewBreak): NewBreak {
  const label = draft.label.trim();
  if (label === '') throw new RunningOrderError('invalid-break', 'A break needs a name, for example "Lunch" or "Awards".');
  if (!Number.isFinite(draft.minutes) || draft.minutes <= 0) throw new RunningOrderError('invalid-break', `"${label}" needs a length in minutes, more than 0.`);
  return { label, minutes: draft.minutes };
}

/** Places a break at index `at` of the day's list (0 = first); the slots from there move one down. */
export function addBreakPatch(input: RunningOrderInput, draft: NewBreak, at: number): TreeUpdate {
  const { label, minutes } = validBreak(draft);
  const order = slotsInOrder(input.slots);
  if (!Number.isInteger(at) || at < 0 || at > order.length) throw new RunningOrderError('no-such-slot', `Place ${at + 1} is outside the running order of ${order.length}.`);
  if (at <= lastStartedIndex(input)) throw new RunningOrderError('heat-started', 'A break cannot go before a heat that has already started or been danced.');
  const [key] = nextSlotKeys(input.slots, 1);
  const patch: TreeUpdate = {};
  order.forEach(({ key: k, slot }, i) => {
    const position = i < at ? i + 1 : i + 2;
    if (slot.position !== position) patch[paths.scheduleSlotField(k, 'position')] = position;
  });
  const created: BreakSlot = { kind: 'break', position: at + 1, label, minutes };
  patch[paths.scheduleSlot(key)] = created;
  return patch;
}

/** Changes a break's name or length. */
export function editBreakPatch(input: RunningOrderInput, slotKey: string, draft: NewBreak): TreeUpdate {
  const slot = input.slots[slotKey];
  if (slot === undefined || !isBreak(slot)) throw new RunningOrderError('no-such-slot', 'That break is no longer in the running order; reload the schedule.');
  const { label, minutes } = validBreak(draft);
  return { [paths.scheduleSlotField(slotKey, 'label')]: label, [paths.scheduleSlotField(slotKey, 'minutes')]: minutes };
}

export function removeBreakPatch(input: RunningOrderInput, slotKey: string): TreeUpdate {
  const slot = input.slots[slotKey];
  if (slot === undefined || !isBreak(slot)) throw new RunningOrderError('no-such-slot', 'That break is no longer in the running order; reload the schedule.');
  if (hasStarted(slot)) throw new RunningOrderError('heat-started', `"${slot.label}" has already started; it stays in the record of the day.`);
  return { [paths.scheduleSlot(slotKey)]: null };
}

/** Heat numbers 1, 2, 3 … in the order of the day, on the organiser's explicit request; only changed numbers are written. */
export function renumberHeatsPatch(input: RunningOrderInput): TreeUpdate {
  const patch: TreeUpdate = {};
  floorHeatsInOrder(input.slots).forEach(({ key, slot }, i) => {
    if (slot.number !== i + 1) patch[paths.scheduleSlotField(key, 'number')] = i + 1;
  });
  return patch;
}

/** Records when a slot starts or finishes (the live estimate follows these). */
export function slotTimesPatch(input: RunningOrderInput, slotKey: string, times: { startedAt?: number; finishedAt?: number }): TreeUpdate {
  const slot = input.slots[slotKey];
  if (slot === undefined) throw new RunningOrderError('no-such-slot', `There is no slot ${slotKey} in the running order; reload the schedule.`);
  const patch: TreeUpdate = {};
  if (times.startedAt !== undefined) patch[paths.scheduleSlotField(slotKey, 'startedAt')] = times.startedAt;
  if (times.finishedAt !== undefined) {
    const started = times.startedAt ?? slot.startedAt;
    if (started === undefined) throw new RunningOrderError('heat-started', 'A slot must start before it can finish.');
    if (times.finishedAt < started) throw new RunningOrderError('heat-started', 'A slot cannot finish before it started.');
    patch[paths.scheduleSlotField(slotKey, 'finishedAt')] = times.finishedAt;
  }
  return patch;
}
