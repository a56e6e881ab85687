import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { RoundState } from '../model';
import { advanceHeatPatch } from './advance-heat';
import { dayModelOf } from './build-day-model';
import { dayTimelineOf } from './floor-timeline';
import type { RunningOrderInput } from './running-order-input';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { slotsAfterPatch } from './guard-clashes';

const START = Date.UTC(2026, 10, 25, 14, 0);
const event = (eventName: string): CompetitionEvent => ({
  eventName, style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 },
  rounds: { 1: { roundId: `${eventName}-R1`, roundName: 'Final', roundNumber: 1, eventName, scheduleIndex: 1, recallSize: 6, roundState: RoundState.Initialized } },
} as CompetitionEvent);
const heat = (number: number, eventName: string, floor: 'A' | 'B', times: { startedAt?: number } = {}): ScheduleSlot => ({
  kind: 'heat', number, position: number, floor, ...times, rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } },
});

function input(slots: Record<string, ScheduleSlot>): RunningOrderInput {
  return {
    events: { One: event('One'), Two: event('Two'), Three: event('Three'), Four: event('Four') },
    slots,
    settings: { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: START, floors: { A: { name: 'Main' }, B: { name: 'Side' } } },
  };
}

const day = () => input({ s1: heat(1, 'One', 'A', { startedAt: START }), s2: heat(2, 'Two', 'B', { startedAt: START }), s3: heat(3, 'Three', 'A'), s4: heat(4, 'Four', 'B') });

describe('advanceHeatPatch: the heat counter of one floor', () => {
  it('starts floor B\'s heat on deck and finishes floor B\'s heat on the floor, leaving floor A alone', () => {
    const now = START + 5 * 60_000;
    const before = day();
    const patch = advanceHeatPatch(before, 'B', 's4', now);
    expect(patch).toEqual({ 'schedule/slots/s4/startedAt': now, 'schedule/slots/s2/finishedAt': now });
    const after = dayModelOf({ ...before, slots: slotsAfterPatch(before.slots, patch) }, now);
    expect(after.floors.map((f) => [f.floor, f.onTheFloor?.number ?? null])).toEqual([['A', 1], ['B', 4]]);
  });

  it('refuses a heat that is no longer on deck (a second tap must not skip a heat), naming the one that is', () => {
    const now = START + 5 * 60_000;
    const started = day();
    const once = { ...started, slots: slotsAfterPatch(started.slots, advanceHeatPatch(started, 'B', 's4', now)) };
    expect(() => advanceHeatPatch(once, 'B', 's4', now + 1)).toThrow('Heat 4 is no longer the next heat (no heat is on deck now)');
    expect(() => advanceHeatPatch(started, 'A', 's4', now)).toThrow('Heat 4 is no longer the next heat (heat 3 is on deck now)');
  });
});

describe('dayTimelineOf: one list of the day, each heat timed on its floor', () => {
  it('a heat started on floor B leaves floor A\'s heats as they were', () => {
    const now = START + 60_000;
    const statuses = dayTimelineOf(day(), now).slots.map((t) => [t.slotKey, t.status]);
    expect(statuses).toEqual([['s1', 'on-floor'], ['s2', 'on-floor'], ['s3', 'on-deck'], ['s4', 'on-deck']]);
  });

  it('gives each floor its own lateness: floor B started 10 minutes late, floor A on time', () => {
    const slots = { s1: heat(1, 'One', 'A', { startedAt: START }), s2: heat(2, 'Two', 'B', { startedAt: START + 10 * 60_000 }), s3: heat(3, 'Three', 'A'), s4: heat(4, 'Four', 'B') };
    const timeline = dayTimelineOf(input(slots), START + 11 * 60_000);
    expect(timeline.floors).toEqual([
      { floor: 'A', name: 'Main', latenessMinutes: expect.any(Number) },
      { floor: 'B', name: 'Side', latenessMinutes: 10 },
    ]);
    expect(timeline.floors?.[0].latenessMinutes).toBe(timeline.latenessMinutes);
    expect(timeline.floors?.[0].latenessMinutes).not.toBe(10);
  });
});
