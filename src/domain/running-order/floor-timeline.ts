// One floor's time line: its heats and every break (a break stops every floor). The day model times each floor
// this way, and /live shows one floor's schedule from it, so both read the same clock.
import { floorOf } from './floors';
import type { RunningOrderInput } from './running-order-input';
import { type Timeline, timelineOf } from './timeline';

/** The running order with only this floor's heats (and every break). */
export function floorInputOf(input: RunningOrderInput, floor: string): RunningOrderInput {
  const slots = Object.fromEntries(Object.entries(input.slots).filter(([, slot]) => slot && (slot.kind === 'break' || floorOf(slot) === floor)));
  return { ...input, slots };
}

/** timelineOf for one floor: statuses, times and the lateness of that floor alone. */
export function floorTimelineOf(input: RunningOrderInput, floor: string, now: number): Timeline {
  return timelineOf(floorInputOf(input, floor), now);
}
