import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '../model';
import { inputOf, makeEvent, namedCouples, slotsAfter } from '../../testing/domain/running-order-fixtures';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { floorUndoRefusal, moveHeatToFloorPatch } from './move-heat-to-floor';
import { separateRoundPatch } from './combine-heats';
import { resplitRoundPatch } from './split-round';
import { floorOf } from './floors';
import { floorHeatsInOrder } from './slots';

// Two rounds, so the first is not a final (a final is never split).
const waltz = makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(6, 'B'), scheduleIndex: 1 }, { scheduleIndex: 3 }] });
const gold = makeEvent('Gold Waltz', { rounds: [{ couples: namedCouples(3, 'G'), scheduleIndex: 2 }] });
const events = { [waltz.eventName]: waltz, [gold.eventName]: gold };
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: 12, minHeatsApart: 0, floors: { A: { name: 'Main' }, B: { name: 'Side' } } };
const ref = (eventName: string) => ({ [`${eventName}-R1`]: { eventName, roundNumber: 1 } });
const slots: Record<string, ScheduleSlot> = {
  s1: { kind: 'heat', number: 1, position: 1, rounds: ref('Bronze Waltz') },
  s2: { kind: 'heat', number: 2, position: 2, floor: 'B', rounds: { ...ref('Bronze Waltz'), ...ref('Gold Waltz') } },
};
const input = inputOf(events, slots, { settings });

describe('moving a heat to another floor', () => {
  it('writes the heat\'s floor only (the default floor as no floor), and nothing when it is already there', () => {
    expect(moveHeatToFloorPatch(input, 's1', 'B')).toEqual({ 'schedule/slots/s1/floor': 'B' });
    expect(moveHeatToFloorPatch(input, 's2', 'A')).toEqual({ 'schedule/slots/s2/floor': null });
    expect(moveHeatToFloorPatch(input, 's2', 'B')).toEqual({});
  });

  it('refuses a floor not named, a started heat and a missing heat, each in words', () => {
    expect(() => moveHeatToFloorPatch(input, 's1', 'C')).toThrow('There is no Floor C: name it under Floors first, or choose Main or Side.');
    const started = inputOf(events, { ...slots, s1: { ...slots.s1, startedAt: 5 } as ScheduleSlot }, { settings });
    expect(() => moveHeatToFloorPatch(started, 's1', 'B')).toThrow('Heat 1 has already started; it stays on the floor it was danced on.');
    expect(() => moveHeatToFloorPatch(input, 'nope', 'B')).toThrow('no longer in the running order');
  });

  it('a round separated from a heat on floor B, or split from one, stays on floor B', () => {
    const separated = slotsAfter(slots, separateRoundPatch(input, 's2', 'Gold Waltz-R1'));
    const gold = floorHeatsInOrder(separated).find(({ slot }) => slot.rounds['Gold Waltz-R1'] !== undefined);
    expect(gold && floorOf(gold.slot)).toBe('B');
    const onB = inputOf(events, { s1: { kind: 'heat', number: 1, position: 1, floor: 'B', rounds: ref('Bronze Waltz') } }, { settings });
    const split = slotsAfter(onB.slots as Record<string, ScheduleSlot>, resplitRoundPatch(onB, 'Bronze Waltz-R1', 2));
    expect(floorHeatsInOrder(split).map(({ slot }) => floorOf(slot))).toEqual(['B', 'B']);
  });

  it('offers moving a heat back while it is where the move put it and not started, and says why not otherwise', () => {
    expect(floorUndoRefusal(input, 's2', 'B')).toBeNull();
    expect(floorUndoRefusal(input, 's2', 'A')).toBe('Heat 2 has been moved since; choose its floor by hand.');
    const started = inputOf(events, { ...slots, s2: { ...slots.s2, startedAt: 1 } as ScheduleSlot }, { settings });
    expect(floorUndoRefusal(started, 's2', 'B')).toBe('Heat 2 has started since; it stays on the floor it is danced on.');
    expect(floorUndoRefusal(input, 'gone', 'B')).toBe('That heat is no longer in the running order; the move can no longer be undone.');
  });
});
