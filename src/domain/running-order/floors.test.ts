import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { findClashes } from './clashes';
import { dayModelOf } from './build-day-model';
import { DEFAULT_SCHEDULE_SETTINGS, floorIdsOf, floorNameOf } from './settings';
import { storedScheduleSettings, validateScheduleSettings } from './settings-checks';
import { inputOf, makeEvent } from '../../testing/domain/running-order-fixtures';

const START = Date.UTC(2026, 10, 28, 14, 0);
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: START, floors: { A: { name: 'Main floor' }, B: { name: 'Side floor' } }, floorChangeMinutes: 3 };
const events: Record<string, CompetitionEvent> = {
  E0: makeEvent('E0', { rounds: [{ couples: [['Ann Lee', 'Bo Park']], scheduleIndex: 1 }] }),
  E1: makeEvent('E1', { rounds: [{ couples: [['Ann Lee', 'Ed Moss']], scheduleIndex: 2 }] }),
  E2: makeEvent('E2', { rounds: [{ couples: [['Fay Wu', 'Gus Ho']], scheduleIndex: 3 }] }),
};
const heat = (n: number, eventName: string, floor: string, extra: Partial<ScheduleSlot> = {}): ScheduleSlot =>
  ({ kind: 'heat', number: n, position: n, floor, rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } }, ...extra }) as ScheduleSlot;

describe('floors', () => {
  it('names 1 to 4 floors in the settings, A first, and refuses a fifth, a missing A or an empty name', () => {
    expect(floorIdsOf(DEFAULT_SCHEDULE_SETTINGS)).toEqual(['A']);
    expect(floorIdsOf(settings)).toEqual(['A', 'B']);
    expect(floorNameOf(settings, 'B')).toBe('Side floor');
    expect(floorNameOf(settings, 'C')).toBe('Floor C');
    expect(storedScheduleSettings(settings).floors).toEqual(settings.floors);
    expect(() => validateScheduleSettings({ ...settings, floors: { B: { name: 'Side' } } })).toThrow('Floor A must be one of the floors.');
    expect(() => validateScheduleSettings({ ...settings, floors: { A: { name: ' ' } } })).toThrow('Floor A needs a name');
    expect(() => validateScheduleSettings({ ...settings, floors: { ...settings.floors, E: { name: 'Fifth' } } as never })).toThrow('at most four');
    expect(() => validateScheduleSettings({ ...settings, floorChangeMinutes: -1 })).toThrow('change time between floors');
  });

  it('a dancer on two floors at once is a clash, and so is less than the change time between floors', () => {
    // Heat 1 on A and heat 2 on B start together: Ann Lee dances both.
    const together = findClashes(inputOf(events, { s1: heat(1, 'E0', 'A'), s2: heat(2, 'E1', 'B') }, { settings }));
    expect(together.map((c) => [c.reason, c.message])).toEqual([['same-time', 'Ann Lee is on Main floor (heat 1, E0) and Side floor (heat 2, E1) at the same time.']]);
    // Heat 2 on B follows heat 3 (another couple) on B: it starts 1 min 30 s + 1 min after heat 1 on A ends.
    const close = findClashes(inputOf(events, { s1: heat(1, 'E0', 'A'), s3: heat(3, 'E2', 'B'), s2: heat(2, 'E1', 'B', { position: 4 }) }, { settings }));
    expect(close.map((c) => [c.reason, c.minutesBetween])).toEqual([['floor-change', 1]]);
    expect(close[0].message).toBe('Ann Lee has 1 min to change from Main floor (heat 1, E0) to Side floor (heat 2, E1); at least 3 needed.');
    const relaxed = { ...settings, floorChangeMinutes: 1 };
    expect(findClashes(inputOf(events, { s1: heat(1, 'E0', 'A'), s3: heat(3, 'E2', 'B'), s2: heat(2, 'E1', 'B', { position: 4 }) }, { settings: relaxed }))).toEqual([]);
  });

  it('counts heats apart per floor: a heat on another floor in between does not give rest on this one', () => {
    const slots = { s1: heat(1, 'E0', 'A'), s2: heat(2, 'E2', 'B'), s3: heat(3, 'E1', 'A') };
    const clashes = findClashes(inputOf(events, slots, { settings: { ...settings, floorChangeMinutes: 0 } }));
    expect(clashes.map((c) => [c.reason, c.first.heatNumber, c.second.heatNumber, c.heatsBetween])).toEqual([['too-close', 1, 3, 0]]);
  });

  it('a heat at a fixed time makes its floor wait, and each floor has its own lateness', () => {
    const at = START + 20 * 60_000;
    const slots = { s1: heat(1, 'E0', 'A', { startedAt: START + 10 * 60_000 }), s2: heat(2, 'E2', 'B', { at }) };
    const day = dayModelOf(inputOf(events, slots, { settings }), START + 11 * 60_000);
    expect(day.heats.find((h) => h.number === 2)?.plannedStart).toBe(at);
    expect(day.floors.map((f) => [f.floor, f.latenessMinutes])).toEqual([['A', 10], ['B', 0]]);
  });
});
