// When each heat is danced on its floor, as planned: each floor's heats and every break make one time line
// (the day model's rule), so heats on different floors can be compared by the clock. Without a first heat's
// start the times count from 0, and fixed clock times are left out (they have nothing to be measured from).
import type { ScheduleSlot } from '../model';
import { floorOf } from './floors';
import type { RunningOrderInput } from './running-order-input';
import { timelineOf } from './timeline';

export interface PlannedSpan {
  floor: string;
  start: number;
  end: number;
}

function withoutClockTimes(slots: Readonly<Record<string, ScheduleSlot>>): Record<string, ScheduleSlot> {
  return Object.fromEntries(Object.entries(slots).map(([key, slot]) => {
    if (!slot || slot.at === undefined) return [key, slot];
    const { at: _at, ...rest } = slot;
    return [key, rest as ScheduleSlot];
  }));
}

/** slot key → its floor and planned start and end, for every heat of the given floors. */
export function plannedSpansByFloor(input: RunningOrderInput, floors: readonly string[]): Map<string, PlannedSpan> {
  const timed = input.settings.firstHeatStart !== undefined;
  const settings = { ...input.settings, firstHeatStart: input.settings.firstHeatStart ?? 0 };
  const slots = timed ? input.slots : withoutClockTimes(input.slots);
  const out = new Map<string, PlannedSpan>();
  for (const floor of floors) {
    const own = Object.fromEntries(Object.entries(slots).filter(([, slot]) => slot && (slot.kind === 'break' || floorOf(slot) === floor)));
    for (const timing of timelineOf({ ...input, settings, slots: own }, Number.NEGATIVE_INFINITY).slots) {
      if (timing.slot.kind === 'heat') out.set(timing.slotKey, { floor, start: timing.plannedStart ?? 0, end: (timing.plannedStart ?? 0) + timing.durationMs });
    }
  }
  return out;
}
