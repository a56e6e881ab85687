import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '../model';
import { buildRunningOrder } from './build-running-order';
import { clashesCreatedBy, refuseNewClashes } from './guard-clashes';
import { moveSlotPatch } from './edit-slots';
import { RunningOrderError } from './errors';
import { addRoundHeatsPatch, renumberRoundRefsPatch, runningOrderProblems } from './round-refs';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { floorHeatsInOrder, slotsInOrder } from './slots';
import { inputOf, makeEvent, namedCouples, slotsAfter } from '../../testing/domain/running-order-fixtures';

const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: 10, minHeatsApart: 1 };
const gold = makeEvent('Gold Waltz', { rounds: [{ couples: namedCouples(15, 'G'), scheduleIndex: 1, recallSize: 6 }, { scheduleIndex: 3 }] });
const silver = makeEvent('Silver Waltz', { rounds: [{ couples: [['G Lead 1', 'Other Follow'], ...namedCouples(3, 'S')], scheduleIndex: 2 }] });
const bronze = makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(3, 'B'), scheduleIndex: 4 }] });
const events = { 'Gold Waltz': gold, 'Silver Waltz': silver, 'Bronze Waltz': bronze };

describe('keeping the running order in step with the rounds', () => {
  const slots = buildRunningOrder(events, settings);

  it('renames round references when an event\'s rounds are renumbered, and drops a deleted round\'s heats', () => {
    const renamed = slotsAfter(slots, renumberRoundRefsPatch(inputOf(events, slots), 'Gold Waltz', new Map([[2, 3]])));
    expect(floorHeatsInOrder(renamed).flatMap(({ slot }) => Object.keys(slot.rounds))).toEqual(['Gold Waltz-R1', 'Gold Waltz-R1', 'Silver Waltz-R1', 'Gold Waltz-R3', 'Bronze Waltz-R1']);
    const deleted = slotsAfter(slots, renumberRoundRefsPatch(inputOf(events, slots), 'Gold Waltz', new Map([[2, null]])));
    expect(floorHeatsInOrder(deleted)).toHaveLength(4);
  });

  it('lists rounds no heat holds, heats naming missing rounds and numbers used twice; adds a missing round at the end', () => {
    const withoutBronze: Record<string, ScheduleSlot> = Object.fromEntries(Object.entries(slots).filter(([, s]) => s.kind !== 'heat' || !s.rounds['Bronze Waltz-R1']));
    const broken = { ...withoutBronze, s9: { kind: 'heat', number: 1, position: 9, rounds: { 'Jive-R1': { eventName: 'Jive', roundNumber: 1 } } } } as Record<string, ScheduleSlot>;
    expect(runningOrderProblems(inputOf(events, broken)).map((p) => p.message)).toEqual([
      'Bronze Waltz Final is not in any heat; add it to the running order.',
      'Heat 1 names Jive round 1, which no longer exists.',
      'Heat number 1 is used 2 times; renumber the heats.',
    ]);
    const added = slotsAfter(withoutBronze, addRoundHeatsPatch(inputOf(events, withoutBronze, { settings }), 'Bronze Waltz', 1));
    const last = slotsInOrder(added).at(-1)!.slot;
    expect(last).toMatchObject({ kind: 'heat', number: 5, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1 } } });
    expect(runningOrderProblems(inputOf(events, added))).toEqual([]);
    expect(() => addRoundHeatsPatch(inputOf(events, added, { settings }), 'Bronze Waltz', 1)).toThrow('Bronze Waltz Final is already in the running order.');
  });

  it('refuses an edit that would create a clash, naming it, and lets a harmless edit through', () => {
    const input = inputOf(events, slots, { settings });
    // Silver Waltz (heat 3) holds G Lead 1, who dances Gold heat 1: moving it to the top puts them back to back.
    const silverKey = floorHeatsInOrder(slots).find(({ slot }) => slot.rounds['Silver Waltz-R1'])!.key;
    const risky = moveSlotPatch(input, silverKey, 0);
    expect(clashesCreatedBy(input, risky).map((c) => c.name)).toEqual(['G Lead 1']);
    expect(() => refuseNewClashes(input, risky)).toThrow(RunningOrderError);
    expect(() => refuseNewClashes(input, risky)).toThrow(/^This change would create a clash: G Lead 1 dances heat 3 \(Silver Waltz\) and heat 1 \(Gold Waltz\)/u);
    const bronzeKey = floorHeatsInOrder(slots).find(({ slot }) => slot.rounds['Bronze Waltz-R1'])!.key;
    expect(refuseNewClashes(input, moveSlotPatch(input, bronzeKey, 0))).toEqual(moveSlotPatch(input, bronzeKey, 0));
  });
});
