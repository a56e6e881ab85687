import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '../model';
import { dayModelOf } from './build-day-model';
import { roundFieldsInStepPatch } from './round-fields-in-step';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { inputOf, makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';

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
});
