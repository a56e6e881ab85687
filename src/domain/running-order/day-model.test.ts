import { describe, expect, it } from 'vitest';
import { RoundState, type CompetitionEvent, type ScheduleSlot } from '../model';
import { dayModelOf } from './build-day-model';
import { heatsOfCouple, nextHeatOfCouple } from './couple-heats';
import { heatOfRound, roundOrderOf, roundStartOf } from './day-rounds';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { inputOf, makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';
import { timelineOf } from './timeline';
import { viewForLive } from './views/view-for-live';
import { viewForScrutineer } from './views/view-for-scrutineer';

const START = Date.UTC(2026, 10, 28, 14);
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: START };

function day(overrides: { states?: Partial<Record<string, RoundState>>; slots?: Record<string, ScheduleSlot> } = {}) {
  const events: Record<string, CompetitionEvent> = {
    'Bronze Waltz': makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(4, 'B'), scheduleIndex: 1 }, { scheduleIndex: 3 }] }),
    'Silver Tango': makeEvent('Silver Tango', { rounds: [{ couples: namedCouples(3, 'S'), scheduleIndex: 2, state: overrides.states?.['Silver Tango-R1'] }] }),
    'Gold Foxtrot': makeEvent('Gold Foxtrot', { rounds: [{ couples: namedCouples(2, 'G'), scheduleIndex: 4, state: overrides.states?.['Gold Foxtrot-R1'] }] }),
  };
  const slots: Record<string, ScheduleSlot> = overrides.slots ?? {
    s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1, part: 1, parts: 2 } } },
    s2: { kind: 'heat', number: 2, position: 2, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1, part: 2, parts: 2 } } },
    s3: { kind: 'heat', number: 3, position: 3, rounds: { 'Silver Tango-R1': { eventName: 'Silver Tango', roundNumber: 1 } } },
    s4: { kind: 'break', position: 4, label: 'Lunch', minutes: 30 },
    s5: { kind: 'heat', number: 7, position: 5, rounds: { 'Bronze Waltz-R2': { eventName: 'Bronze Waltz', roundNumber: 2 } } },
  };
  return { ...inputOf(events, slots, { settings }), slots };
}

describe('the day model', () => {
  it('lists heats and breaks in order with their numbers, rounds, couples and the timeline\'s times', () => {
    const input = day();
    const model = dayModelOf(input, START);
    expect(model.slots.map((s) => (s.kind === 'heat' ? s.number : s.label))).toEqual([1, 2, 3, 'Lunch', 7]);
    expect(model.heats[0].rounds[0]).toMatchObject({ eventName: 'Bronze Waltz', roundName: 'Semi-Final', part: 1, parts: 2, isFinal: false });
    expect(model.heats[0].couples.map((c) => c.backNumber)).toEqual([100, 101]);
    expect(model.heats[1].couples.map((c) => c.leadName)).toEqual(['B Lead 3', 'B Lead 4']);
    expect(model.heats.every((h) => h.floor === 'A')).toBe(true);
    const timeline = timelineOf(input, START);
    expect(model.slots.map((s) => [s.plannedStart, s.estimatedStart])).toEqual(timeline.slots.map((t) => [t.plannedStart, t.estimatedStart]));
  });

  it('says which heat is on the floor from the recorded starts, and which is on deck', () => {
    const input = day();
    input.slots.s1 = { ...input.slots.s1, startedAt: START, finishedAt: START + 120_000 };
    input.slots.s2 = { ...input.slots.s2, startedAt: START + 240_000 };
    const model = dayModelOf(input, START + 300_000);
    expect(model.onTheFloor?.number).toBe(2);
    expect(model.onDeck?.number).toBe(3);
    expect(model.onTheFloor?.estimatedStart).toBe(START + 240_000);
  });

  it('reports a round Running in no heat to the scrutineer by name and never puts it on the floor', () => {
    const model = dayModelOf(day({ states: { 'Gold Foxtrot-R1': RoundState.Running } }), START);
    expect(model.onTheFloor).toBeNull();
    expect(model.anomalies).toEqual([expect.objectContaining({ eventName: 'Gold Foxtrot', message: 'Gold Foxtrot Final is Running but in no heat: put it in a heat or stop it.' })]);
    expect(viewForScrutineer(model).anomalies).toHaveLength(1);
    expect(viewForLive(model).mode).toBe('waiting');
  });

  it('shows the result of a posted final until the next heat starts', () => {
    const input = day({ states: { 'Silver Tango-R1': RoundState.Posted } });
    input.slots.s1 = { ...input.slots.s1, startedAt: START, finishedAt: START + 1 };
    input.slots.s2 = { ...input.slots.s2, startedAt: START + 2, finishedAt: START + 3 };
    input.slots.s3 = { ...input.slots.s3, startedAt: START + 4 };
    const posted = dayModelOf(input, START + 600_000);
    expect(posted.onTheFloor).toBeNull();
    expect(posted.showResultOf.map((r) => r.roundKey)).toEqual(['Silver Tango-R1']);
    const live = viewForLive(posted);
    expect(live.mode === 'result' && live.headline).toBe('Results: Silver Tango Final');
    input.slots.s5 = { ...input.slots.s5, startedAt: START + 700_000 };
    const next = dayModelOf(input, START + 700_000);
    expect(next.showResultOf).toEqual([]);
    expect(viewForLive(next)).toMatchObject({ mode: 'heat', heat: { heatNumber: 7 } });
  });

  it('derives each round\'s start and the order of rounds from its heats', () => {
    const model = dayModelOf(day(), START);
    expect(roundOrderOf(model).map((r) => [r.eventName, r.roundNumber, r.heatNumbers])).toEqual([['Bronze Waltz', 1, [1, 2]], ['Silver Tango', 1, [3]], ['Bronze Waltz', 2, [7]]]);
    expect(roundStartOf(model, 'Silver Tango', 1)).toMatchObject({ heatNumbers: [3], floor: 'A', plannedStart: model.heats[2].plannedStart });
    expect(heatOfRound(model, 'Bronze Waltz', 2)?.number).toBe(7);
    expect(roundStartOf(model, 'Gold Foxtrot', 1)).toBeNull();
  });

  it('finds a couple\'s heats by back number and their next one with how many heats away', () => {
    const input = day();
    input.slots.s1 = { ...input.slots.s1, startedAt: START };
    const model = dayModelOf(input, START);
    // Back number 102 is the third Bronze couple (part 2) and the second Silver couple (Silver numbers also start at 100).
    expect(heatsOfCouple(model, 102).map((h) => [h.heatNumber, h.eventName])).toEqual([[2, 'Bronze Waltz'], [3, 'Silver Tango']]);
    expect(nextHeatOfCouple(model, 102)).toMatchObject({ heatNumber: 2, heatsAway: 1 });
    expect(nextHeatOfCouple(model, 100)).toMatchObject({ heatNumber: 1, heatsAway: 0 });
  });

  it('keeps a time line per floor: a heat on floor B runs beside floor A', () => {
    const input = day();
    input.slots.s3 = { ...input.slots.s3, floor: 'B' } as ScheduleSlot;
    const model = dayModelOf(input, START);
    expect(model.floors.map((f) => f.floor)).toEqual(['A', 'B']);
    const heat3 = model.heats.find((h) => h.number === 3)!;
    expect(heat3.floor).toBe('B');
    expect(heat3.plannedStart).toBe(START);
    expect(model.floors[1].onDeck?.number).toBe(3);
  });
});
