import { describe, expect, it } from 'vitest';
import { competitorIdFor } from '../competitors';
import type { ScheduleSlot } from '../model';
import { buildRunningOrder, buildRunningOrderPatch, scheduleSettingsPatch } from './build-running-order';
import { combineHeatsPatch, combineRefusal, separateRoundPatch } from './combine-heats';
import { competitorHeats } from './competitor-heats';
import { addBreakPatch, moveSlotPatch, removeBreakPatch, renumberHeatsPatch, slotTimesPatch } from './edit-slots';
import { RunningOrderError } from './errors';
import { coupleIdsOfHeatRound, findRound } from './heat-couples';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { validateScheduleSettings } from './settings-checks';
import { floorHeatsInOrder, slotsInOrder } from './slots';
import { heatsMatching } from './search-heats';
import { moveCoupleToPartPatch, resplitRoundPatch } from './split-round';
import { timelineOf as timelineAt } from './timeline';
import { inputOf, makeEvent, namedCouples, slotsAfter } from '../../testing/domain/running-order-fixtures';

const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: 14 };

function refusalCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RunningOrderError) return error.code;
    throw error;
  }
  return 'accepted';
}

const newcomer = makeEvent('Newcomer Waltz', { rounds: [{ couples: namedCouples(60, 'NW'), scheduleIndex: 1, recallSize: 28 }, { scheduleIndex: 5, recallSize: 14 }, { scheduleIndex: 9, recallSize: 7 }, { scheduleIndex: 12 }] });
const bronze = makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(5, 'BW'), scheduleIndex: 10 }] });
const silver = makeEvent('Silver Waltz', { rounds: [{ couples: namedCouples(6, 'SW'), scheduleIndex: 11 }] });
const silverTango = makeEvent('Silver Tango', { dances: ['Tango'], rounds: [{ couples: namedCouples(4, 'ST'), scheduleIndex: 13 }] });
const events = { [newcomer.eventName]: newcomer, [bronze.eventName]: bronze, [silver.eventName]: silver, [silverTango.eventName]: silverTango };

describe('settings', () => {
  it('refuses a capacity of 0 and a negative gap, naming both', () => {
    expect(() => validateScheduleSettings({ ...settings, floorCapacity: 0, gapBetweenHeatsSeconds: -5 })).toThrow(/floor capacity must be a whole number of couples, at least 1.*gap between heats cannot be negative/u);
    expect(() => scheduleSettingsPatch({ ...settings, capacityByStyle: { Latin: 0 } })).toThrow(/Latin floor capacity/u);
  });

  it('stores optional settings only when set', () => {
    expect(scheduleSettingsPatch({ ...settings, capacityByStyle: { Latin: 20, Smooth: undefined }, firstHeatStart: undefined })).toEqual({
      'schedule/settings': { floorCapacity: 14, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, capacityByStyle: { Latin: 20 } },
    });
  });
});

describe('building the running order', () => {
  const slots = buildRunningOrder(events, settings);
  const heats = floorHeatsInOrder(slots);

  it('splits 60 couples on a floor of 14 into 5 even heats and plans later rounds from the recall before them', () => {
    const first = heats.filter(({ slot }) => slot.rounds['Newcomer Waltz-R1']);
    expect(first.map(({ slot }) => slot.number)).toEqual([1, 2, 3, 4, 5]);
    const round = findRound(events, 'Newcomer Waltz', 1)!;
    expect(first.map(({ slot }) => coupleIdsOfHeatRound(round, slot.rounds['Newcomer Waltz-R1']).length)).toEqual([12, 12, 12, 12, 12]);
    // Round 2 will hold the 28 couples round 1 recalls: 2 heats of 14; round 3 the 14 recalled: 1 heat.
    expect(heats.filter(({ slot }) => slot.rounds['Newcomer Waltz-R2']).map(({ slot }) => slot.rounds['Newcomer Waltz-R2'].parts)).toEqual([2, 2]);
    expect(heats.filter(({ slot }) => slot.rounds['Newcomer Waltz-R3'])).toHaveLength(1);
  });

  it('numbers heats 1, 2, 3 … in schedule order with one heat per small round', () => {
    expect(heats.map(({ slot }) => slot.number)).toEqual(Array.from({ length: heats.length }, (_, i) => i + 1));
    expect(heats.map(({ slot }) => Object.keys(slot.rounds)[0]).slice(5)).toEqual([
      'Newcomer Waltz-R2', 'Newcomer Waltz-R2', 'Newcomer Waltz-R3', 'Bronze Waltz-R1', 'Silver Waltz-R1', 'Newcomer Waltz-R4', 'Silver Tango-R1',
    ]);
  });

  it('keeps a break at its place in the list when rebuilt, and refuses to rebuild once a heat has started', () => {
    const withLunch = slotsAfter(slots, addBreakPatch(inputOf(events, slots, { settings }), { label: 'Lunch', minutes: 45 }, 3));
    const rebuilt = buildRunningOrder(events, settings, withLunch);
    expect(slotsInOrder(rebuilt)[3].slot).toEqual({ kind: 'break', label: 'Lunch', minutes: 45, position: 4 });
    const started = slotsAfter(withLunch, slotTimesPatch(inputOf(events, withLunch), 's1', { startedAt: 1000 }));
    expect(refusalCode(() => buildRunningOrderPatch(events, settings, started))).toBe('heat-started');
  });
});

describe('combining rounds in one heat', () => {
  const slots = buildRunningOrder(events, settings);
  const keyOf = (roundKey: string) => floorHeatsInOrder(slots).find(({ slot }) => slot.rounds[roundKey])!.key;
  const input = inputOf(events, slots, { settings });

  it('dances Bronze and Silver Waltz finals together: the first heat keeps its number, the other leaves', () => {
    const into = keyOf('Bronze Waltz-R1');
    const other = keyOf('Silver Waltz-R1');
    const after = slotsAfter(slots, combineHeatsPatch(input, into, [other]));
    expect(Object.keys((after[into] as { rounds: object }).rounds).sort()).toEqual(['Bronze Waltz-R1', 'Silver Waltz-R1']);
    expect(after[other]).toBeUndefined();
    expect(after[into]).toMatchObject({ number: slots[into].kind === 'heat' ? slots[into].number : -1 });
    // Renumbering is explicit: the gap stays until asked for.
    const renumbered = slotsAfter(after, renumberHeatsPatch(inputOf(events, after)));
    expect(floorHeatsInOrder(renumbered).map(({ slot }) => slot.number)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    // And separating gives the round a heat of its own after it, with the next free number.
    const separated = slotsAfter(after, separateRoundPatch(inputOf(events, after), into, 'Silver Waltz-R1'));
    const order = floorHeatsInOrder(separated);
    const at = order.findIndex(({ key }) => key === into);
    expect(Object.keys(order[at + 1].slot.rounds)).toEqual(['Silver Waltz-R1']);
    expect(order[at + 1].slot.number).toBe(13);
  });

  it('refuses a floor over capacity, different dances, a split round and a round with marks', () => {
    const small = inputOf(events, slots, { settings: { ...settings, floorCapacity: 10 } });
    expect(combineRefusal(small, [keyOf('Bronze Waltz-R1'), keyOf('Silver Waltz-R1')])?.message).toBe('Together these rounds bring 11 couples to the floor, more than its 10.');
    expect(combineRefusal(input, [keyOf('Bronze Waltz-R1'), keyOf('Silver Tango-R1')])?.code).toBe('different-dances');
    expect(combineRefusal(input, [keyOf('Bronze Waltz-R1'), keyOf('Newcomer Waltz-R1')])?.code).toBe('split-round');
    const marked = inputOf(events, slots, { settings, marks: { 'Silver Waltz': { 1: { j1: { dances: { Waltz: {} }, submittedAt: 1 } } } } });
    expect(combineRefusal(marked, [keyOf('Bronze Waltz-R1'), keyOf('Silver Waltz-R1')])?.code).toBe('round-has-marks');
    expect(combineRefusal(input, [keyOf('Bronze Waltz-R1')])?.code).toBe('nothing-to-combine');
  });

  it('refuses to put one dancer on the floor twice, naming the dancer', () => {
    const twice = makeEvent('Silver Waltz', { rounds: [{ couples: [['BW Lead 2', 'Someone Else'], ...namedCouples(3, 'SW')], scheduleIndex: 11 }] });
    const withTwice = { ...events, 'Silver Waltz': twice };
    const built = buildRunningOrder(withTwice, settings);
    const key = (roundKey: string) => floorHeatsInOrder(built).find(({ slot }) => slot.rounds[roundKey])!.key;
    const refusal = combineRefusal(inputOf(withTwice, built, { settings }), [key('Bronze Waltz-R1'), key('Silver Waltz-R1')]);
    expect(refusal?.code).toBe('dancer-twice');
    expect(refusal?.message).toMatch(/^BW Lead 2 dances in both/u);
    expect(() => combineHeatsPatch(inputOf(withTwice, built, { settings }), key('Bronze Waltz-R1'), [key('Silver Waltz-R1')])).toThrow(RunningOrderError);
  });
});

describe('adjusting a split', () => {
  const slots = buildRunningOrder(events, settings);
  const input = inputOf(events, slots, { settings });
  const round = findRound(events, 'Newcomer Waltz', 1)!;
  const sizes = (after: Record<string, ScheduleSlot>) =>
    floorHeatsInOrder(after).filter(({ slot }) => slot.rounds['Newcomer Waltz-R1']).map(({ slot }) => coupleIdsOfHeatRound(round, slot.rounds['Newcomer Waltz-R1']).length);

  it('dances the round in more or fewer even heats, new heats right after its last', () => {
    const six = slotsAfter(slots, resplitRoundPatch(input, 'Newcomer Waltz-R1', 6));
    expect(sizes(six)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(floorHeatsInOrder(six).slice(0, 6).map(({ slot }) => slot.number)).toEqual([1, 2, 3, 4, 5, 13]);
    expect(sizes(slotsAfter(slots, resplitRoundPatch(input, 'Newcomer Waltz-R1', 7)))).toEqual([9, 9, 9, 9, 8, 8, 8]);
    expect(refusalCode(() => resplitRoundPatch(input, 'Newcomer Waltz-R1', 4))).toBe('exceeds-floor');
    expect(refusalCode(() => resplitRoundPatch(input, 'Newcomer Waltz-R1', 0))).toBe('invalid-split');
  });

  it('never splits a final: all its couples dance it together', () => {
    // Bronze Waltz has one round of five couples: a straight final, which would fit two heats by size.
    expect(refusalCode(() => resplitRoundPatch(input, 'Bronze Waltz-R1', 2))).toBe('invalid-split');
    expect(() => resplitRoundPatch(input, 'Bronze Waltz-R1', 2)).toThrow(/Bronze Waltz round 1 is the final/u);
    expect(refusalCode(() => resplitRoundPatch(input, 'Bronze Waltz-R1', 1))).toBe('accepted');
  });

  it('moves one couple to another heat of the round and pins every heat from then on', () => {
    const firstHeatCouple = coupleIdsOfHeatRound(round, { eventName: 'Newcomer Waltz', roundNumber: 1, part: 1, parts: 5 })[0];
    const after = slotsAfter(slots, moveCoupleToPartPatch(input, 'Newcomer Waltz-R1', firstHeatCouple, 2));
    expect(sizes(after)).toEqual([11, 13, 12, 12, 12]);
    const second = floorHeatsInOrder(after)[1].slot.rounds['Newcomer Waltz-R1'];
    expect(coupleIdsOfHeatRound(round, second)).toContain(firstHeatCouple);
    const full = inputOf(events, slots, { settings: { ...settings, floorCapacity: 12 } });
    expect(refusalCode(() => moveCoupleToPartPatch(full, 'Newcomer Waltz-R1', firstHeatCouple, 2))).toBe('exceeds-floor');
  });
});

describe('breaks, moves and times', () => {
  const start = Date.UTC(2026, 10, 25, 13, 0);
  const timed = { ...settings, firstHeatStart: start };
  const slots = buildRunningOrder(events, timed);

  it('refuses a break with no length or no name, and places one where asked', () => {
    const input = inputOf(events, slots, { settings: timed });
    expect(() => addBreakPatch(input, { label: 'Lunch', minutes: 0 }, 2)).toThrow('"Lunch" needs a length in minutes, more than 0.');
    expect(refusalCode(() => addBreakPatch(input, { label: '  ', minutes: 30 }, 2))).toBe('invalid-break');
    const after = slotsAfter(slots, addBreakPatch(input, { label: 'Lunch', minutes: 30 }, 2));
    expect(slotsInOrder(after).map(({ slot }) => (slot.kind === 'break' ? slot.label : slot.number)).slice(0, 4)).toEqual([1, 2, 'Lunch', 3]);
    const breakKey = slotsInOrder(after)[2].key;
    expect(slotsAfter(after, removeBreakPatch(inputOf(events, after), breakKey))[breakKey]).toBeUndefined();
  });

  it('plans each heat from the first start: a one-dance heat lasts 90 s and is followed by a 60 s gap', () => {
    const lunch = slotsAfter(slots, addBreakPatch(inputOf(events, slots, { settings: timed }), { label: 'Lunch', minutes: 30 }, 1));
    const fourDances = { ...events, 'Newcomer Waltz': { ...newcomer, dances: { Waltz: 0, Tango: 1, Foxtrot: 2, Quickstep: 3 } } };
    const timeline = timelineAt(inputOf(fourDances, lunch, { settings: timed }), start - 60_000);
    // 4 dances: 4 × 90 s + 3 × 30 s = 450 s, then 60 s; the break lasts 30 min with no gap after it.
    expect(timeline.slots.slice(0, 3).map((s) => (s.plannedStart! - start) / 1000)).toEqual([0, 510, 510 + 1800]);
    expect(timeline.latenessMinutes).toBe(0);
  });

  it('follows the real pace: 13 minutes late, statuses, and nothing moved before what was danced', () => {
    const input = inputOf(events, slots, { settings: timed });
    const heatLength = 90_000 + 60_000;
    const first = slotsAfter(slots, slotTimesPatch(input, 's1', { startedAt: start + 13 * 60_000, finishedAt: start + 13 * 60_000 + 90_000 }));
    const second = slotsAfter(first, slotTimesPatch(inputOf(events, first), 's2', { startedAt: start + 13 * 60_000 + heatLength }));
    const timeline = timelineAt(inputOf(events, second, { settings: timed }), start + 13 * 60_000 + heatLength + 30_000);
    expect(timeline.slots.slice(0, 4).map((s) => s.status)).toEqual(['danced', 'on-floor', 'on-deck', 'to-come']);
    expect(timeline.latenessMinutes).toBe(13);
    expect(timeline.slots[3].estimatedStart! - timeline.slots[3].plannedStart!).toBe(13 * 60_000);
    expect(timeline.slots[2].plannedStart).toBe(start + 2 * heatLength);
  });

  it('refuses to move a heat before one already danced, and refuses finishing before starting', () => {
    const started = slotsAfter(slots, slotTimesPatch(inputOf(events, slots), 's2', { startedAt: start }));
    const input = inputOf(events, started, { settings: timed });
    expect(refusalCode(() => moveSlotPatch(input, 's5', 0))).toBe('heat-started');
    expect(refusalCode(() => moveSlotPatch(input, 's1', 4))).toBe('accepted');
    expect(refusalCode(() => slotTimesPatch(input, 's2', { finishedAt: start - 1 }))).toBe('heat-started');
    const moved = slotsAfter(slots, moveSlotPatch(inputOf(events, slots), 's3', 0));
    expect(slotsInOrder(moved).slice(0, 3).map(({ key }) => key)).toEqual(['s3', 's1', 's2']);
  });

  it("lists a competitor's heats in order with number, round and time", () => {
    const heats = competitorHeats(inputOf(events, slots, { settings: timed }), competitorIdFor('NW Follow 20'), start);
    expect(heats).toHaveLength(1);
    expect(heats[0]).toMatchObject({ heatNumber: 2, eventName: 'Newcomer Waltz', roundNumber: 1, roundName: '1st Round', status: 'to-come', plannedStart: start + 150_000 });
    expect(competitorHeats(inputOf(events, slots, { settings: timed }), competitorIdFor('Nobody'), start)).toEqual([]);
  });
});

describe('searching the running order', () => {
  const slots = buildRunningOrder(events, settings);
  const numbersOf = (keys: string[]) => keys.map((key) => (slots[key].kind === 'heat' ? slots[key].number : 0));

  it('finds heats by part of a dancer\'s name, any case, or by back number', () => {
    expect(numbersOf(heatsMatching(inputOf(events, slots), '  bw follow 3 '))).toEqual([9]);
    // Back number 112 is the 13th couple of each event: Newcomer Waltz round 1's second heat only (the others are smaller).
    expect(numbersOf(heatsMatching(inputOf(events, slots), '112'))).toEqual([2]);
    expect(heatsMatching(inputOf(events, slots), 'nobody')).toEqual([]);
    expect(heatsMatching(inputOf(events, slots), '   ')).toEqual([]);
  });
});
