// One floor's time line: its heats and every break (a break stops every floor). The day model times each floor
// this way, and /live shows one floor's schedule from it, so both read the same clock.
import { floorOf, floorsOf } from './floors';
import type { RunningOrderInput } from './running-order-input';
import { floorNameOf } from './settings';
import { slotsInOrder } from './slots';
import { type SlotTiming, type Timeline, timelineOf } from './timeline';

/** The running order with only this floor's heats (and every break). */
export function floorInputOf(input: RunningOrderInput, floor: string): RunningOrderInput {
  const slots = Object.fromEntries(Object.entries(input.slots).filter(([, slot]) => slot && (slot.kind === 'break' || floorOf(slot) === floor)));
  return { ...input, slots };
}

/** timelineOf for one floor: statuses, times and the lateness of that floor alone. */
export function floorTimelineOf(input: RunningOrderInput, floor: string, now: number): Timeline {
  return timelineOf(floorInputOf(input, floor), now);
}

/**
 * The whole day's time line with each heat timed on its own floor (breaks as the first floor times them), for
 * screens that list every slot in one list (/schedule, a dancer's heats): with one floor exactly timelineOf;
 * with several, a heat started on floor B leaves floor A's heats as they were. The lateness is the first floor's;
 * each floor's own is in `floors`.
 */
export function dayTimelineOf(input: RunningOrderInput, now: number): Timeline {
  const floors = floorsOf(input.slots, input.settings);
  if (floors.length === 1) return timelineOf(input, now);
  const byKey = new Map<string, SlotTiming>();
  const lines = floors.map((floor) => floorTimelineOf(input, floor, now));
  // Later floors first, so the first floor's timing of a break (every floor has it) is the one kept.
  for (const line of [...lines].reverse()) for (const timing of line.slots) byKey.set(timing.slotKey, timing);
  const slots = slotsInOrder(input.slots).flatMap(({ key }) => byKey.get(key) ?? []);
  const paces = floors.map((floor, i) => ({ floor, name: floorNameOf(input.settings, floor), latenessMinutes: lines[i].latenessMinutes }));
  return { slots, latenessMinutes: lines[0].latenessMinutes, floors: paces };
}
