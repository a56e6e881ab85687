import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '../model';
import { applyTreeUpdate } from '../tree-update';
import { dayModelOf } from './build-day-model';
import { moveHeatsPlan } from './move-heats';
import { roundFieldsInStepPatch, withRoundFieldsInStep } from './round-fields-in-step';
import { roundOrderOf } from './day-rounds';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { inputOf, makeEvent, namedCouples, slotsAfter } from '../../testing/domain/running-order-fixtures';

describe('keeping the rounds\' schedule fields in step with the running order', () => {
  it('writes scheduleIndex from the heats\' order and roundStartTime from the first heat\'s planned start', () => {
    const events = {
      A: makeEvent('A', { rounds: [{ couples: namedCouples(2, 'A'), scheduleIndex: 1 }] }),
      B: makeEvent('B', { rounds: [{ couples: namedCouples(2, 'B'), scheduleIndex: 2 }] }),
      C: makeEvent('C', { rounds: [{ couples: namedCouples(2, 'C'), scheduleIndex: 3 }] }),
    };
    // The order says B before A; C is in no heat.
    const slots: Record<string, ScheduleSlot> = {
      s1: { kind: 'heat', number: 1, position: 1, rounds: { 'B-R1': { eventName: 'B', roundNumber: 1 } } },
      s2: { kind: 'heat', number: 2, position: 2, rounds: { 'A-R1': { eventName: 'A', roundNumber: 1 } } },
    };
    const input = inputOf(events, slots, { settings: { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: 1_000_000 } });
    const day = dayModelOf(input, 0);
    expect(roundFieldsInStepPatch(day, events)).toEqual({
      'events/B/rounds/1/scheduleIndex': 1, 'events/B/rounds/1/roundStartTime': 1_000_000,
      'events/A/rounds/1/scheduleIndex': 2, 'events/A/rounds/1/roundStartTime': day.heats[1].plannedStart,
    });
  });

  it('puts the rounds\' fields into the same update as a move of heats, and as its undo', () => {
    const events = {
      A: makeEvent('A', { rounds: [{ couples: namedCouples(2, 'A'), scheduleIndex: 1 }] }),
      B: makeEvent('B', { rounds: [{ couples: namedCouples(2, 'B'), scheduleIndex: 2 }] }),
      C: makeEvent('C', { rounds: [{ couples: namedCouples(2, 'C'), scheduleIndex: 3 }] }),
    };
    const heat = (n: number, event: string): ScheduleSlot => ({ kind: 'heat', number: n, position: n, rounds: { [`${event}-R1`]: { eventName: event, roundNumber: 1 } } });
    const slots = { s1: heat(1, 'A'), s2: heat(2, 'B'), s3: heat(3, 'C') };
    const input = inputOf(events, slots, { settings: { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: 1_000_000 } });
    // Stored fields agree with the order before the move.
    const before = dayModelOf(input, 0);
    for (const r of roundOrderOf(before)) events[r.eventName as 'A'].rounds![String(r.roundNumber)]!.roundStartTime = r.plannedStart;
    expect(roundFieldsInStepPatch(before, events)).toEqual({});

    // Heat 3 (C) moves to the front: C, A, B.
    const plan = moveHeatsPlan(input, ['s3'], 1);
    const patch = withRoundFieldsInStep(input, plan.patch, 0);
    const after = dayModelOf({ ...input, slots: slotsAfter(input.slots, plan.patch) }, 0);
    const derived = roundOrderOf(after);
    expect(derived.map((r) => r.eventName)).toEqual(['C', 'A', 'B']);
    derived.forEach((r, i) => {
      expect(patch[`events/${r.eventName}/rounds/1/scheduleIndex`]).toBe(i + 1);
      expect(patch[`events/${r.eventName}/rounds/1/roundStartTime`]).toBe(r.plannedStart);
    });
    expect(patch['events/C/rounds/1/roundStartTime']).toBe(1_000_000);
    // The slots' edit is all there too, in the same patch.
    expect(patch).toMatchObject(plan.patch);

    // Undo, read from the day as stored after the move, puts the rounds' fields back with the slots.
    const stored = (applyTreeUpdate({ events }, patch) as { events: typeof events }).events;
    expect(roundFieldsInStepPatch(after, stored)).toEqual({});
    const undo = withRoundFieldsInStep({ ...input, events: stored, slots: slotsAfter(input.slots, plan.patch) }, plan.undo.inverse, 0);
    expect(undo).toMatchObject(plan.undo.inverse);
    roundOrderOf(before).forEach((r, i) => {
      expect(undo[`events/${r.eventName}/rounds/1/scheduleIndex`]).toBe(i + 1);
      expect(undo[`events/${r.eventName}/rounds/1/roundStartTime`]).toBe(r.plannedStart);
    });
  });

  it('folds the fields into a round the same update writes whole (new rounds put in heats), so no path lies inside another', () => {
    const events = {
      A: makeEvent('A', { rounds: [{ couples: namedCouples(2, 'A'), scheduleIndex: 1 }] }),
      B: makeEvent('B', { rounds: [{ couples: namedCouples(2, 'B'), scheduleIndex: 2 }] }),
    };
    const slots: Record<string, ScheduleSlot> = { s1: { kind: 'heat', number: 1, position: 1, rounds: { 'A-R1': { eventName: 'A', roundNumber: 1 } } } };
    const input = inputOf(events, slots, { settings: { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: 1_000_000 } });
    // A new event C: its round written whole (with a provisional index) and a heat of it placed before A's.
    const newRound = { ...makeEvent('C', { rounds: [{ couples: namedCouples(2, 'C'), scheduleIndex: 99 }] }).rounds!['1']! };
    const patch = withRoundFieldsInStep(input, {
      'events/C/rounds': { 1: newRound },
      'schedule/slots/s0': { kind: 'heat', number: 2, position: 0, rounds: { 'C-R1': { eventName: 'C', roundNumber: 1 } } },
    }, 0);
    expect(Object.keys(patch).some((path) => path.startsWith('events/C/rounds/'))).toBe(false);
    expect(patch['events/C/rounds']).toMatchObject({ 1: { scheduleIndex: 1, roundStartTime: 1_000_000 } });
    expect(patch['events/A/rounds/1/scheduleIndex']).toBe(2);
    // B is in no heat: it follows the ordered rounds, without a start time.
    expect(patch['events/B/rounds/1/scheduleIndex']).toBe(3);
    const stored = applyTreeUpdate({ events, schedule: { slots } }, patch) as { events: Record<string, ReturnType<typeof makeEvent>>; schedule: { slots: Record<string, ScheduleSlot> } };
    expect(roundFieldsInStepPatch(dayModelOf({ ...input, events: stored.events, slots: stored.schedule.slots }, 0), stored.events)).toEqual({});
  });
});
