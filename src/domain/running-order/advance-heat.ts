// The MC's (or deck captain's) heat counter: the heat on deck on one floor starts, and the heat on that floor
// before it finishes at the same instant, in one update. Every screen reads the floor from these two times
// through the day model, so /live, the deck captain and the dancers' pages move on together.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { RunningOrderError } from './errors';
import { floorTimelineOf } from './floor-timeline';
import type { RunningOrderInput } from './running-order-input';

/**
 * Starts `slotKey`, which must still be the heat on deck of `floor` (refused otherwise: someone advanced the
 * floor already, and a second tap must not skip a heat), and finishes the heat on that floor, if any.
 */
export function advanceHeatPatch(input: RunningOrderInput, floor: string, slotKey: string, now: number): TreeUpdate {
  const timeline = floorTimelineOf(input, floor, now).slots;
  const onDeck = timeline.find((t) => t.status === 'on-deck');
  const asked = input.slots[slotKey];
  if (asked === undefined || asked.kind !== 'heat') throw new RunningOrderError('no-such-slot', 'That heat is no longer in the running order; reload the screen.');
  if (onDeck?.slotKey !== slotKey) {
    const deck = onDeck && onDeck.slot.kind === 'heat' ? `heat ${onDeck.slot.number} is on deck now` : 'no heat is on deck now';
    throw new RunningOrderError('heat-started', `Heat ${asked.number} is no longer the next heat (${deck}); the floor moved on, check the screen before advancing again.`);
  }
  const patch: TreeUpdate = { [paths.scheduleSlotField(slotKey, 'startedAt')]: now };
  const current = timeline.find((t) => t.status === 'on-floor');
  if (current && current.slot.finishedAt === undefined) {
    patch[paths.scheduleSlotField(current.slotKey, 'finishedAt')] = Math.max(now, current.slot.startedAt ?? now);
  }
  return patch;
}
