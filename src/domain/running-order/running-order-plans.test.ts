import { describe, expect, it } from 'vitest';
import { RoundState } from '../model';
import { scheduleOf } from './rounds-in-running-order';
import { applyTreeUpdate } from '../tree-update';
import { couple, makeEvent } from '../../testing/domain/competition-fixtures';
import { clearRoundsPlan } from '../rounds';
import { generateRoundsPlan } from '../rounds';
import { mergePatches, moveInSchedulePatch, withCompactedSchedule } from './running-order-patch';

const ten = Array.from({ length: 10 }, (_, i) => couple(i));
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], ten.slice(0, 3), [{ state: RoundState.Initialized, scheduleIndex: 1, couples: ten.slice(0, 3) }]);
const silver = makeEvent('Silver', 'Latin', ['ChaCha', 'Rumba'], ten, [
  { state: RoundState.Posted, scheduleIndex: 2, couples: ten, recallSize: 6 },
  { state: RoundState.Initialized, scheduleIndex: 3, couples: ten.slice(0, 6) },
]);
const events = { [bronze.eventName]: bronze, [silver.eventName]: silver };

describe('schedule patches', () => {
  it('moves a round and renumbers only the positions that changed', () => {
    const schedule = scheduleOf(events);
    expect(moveInSchedulePatch(schedule, 2, 0)).toEqual({
      'events/Silver Latin/rounds/2/scheduleIndex': 1,
      'events/Bronze Standard/rounds/1/scheduleIndex': 2,
      'events/Silver Latin/rounds/1/scheduleIndex': 3,
    });
    expect(moveInSchedulePatch(schedule, 1, 1)).toEqual({});
    expect(moveInSchedulePatch(schedule, 0, 7)).toEqual({});
  });

  it('folds a scheduleIndex into a round the patch writes whole instead of overlapping it', () => {
    const merged = mergePatches(
      { 'events/E/rounds/2': { roundNumber: 2, scheduleIndex: 3.5 }, 'marks/E/2': null },
      { 'events/E/rounds/2/scheduleIndex': 4, 'events/F/rounds/1/scheduleIndex': 5 },
    );
    expect(merged).toEqual({
      'events/E/rounds/2': { roundNumber: 2, scheduleIndex: 4 },
      'marks/E/2': null,
      'events/F/rounds/1/scheduleIndex': 5,
    });
    expect(() => applyTreeUpdate({}, merged)).not.toThrow();
  });

  it('compacts the whole schedule after a change, as it will be after the change', () => {
    const patch = { 'events/Bronze Standard/rounds/1/scheduleIndex': 2.5 };
    expect(withCompactedSchedule(events, patch)).toEqual({
      'events/Bronze Standard/rounds/1/scheduleIndex': 2,
      'events/Silver Latin/rounds/1/scheduleIndex': 1,
    });
  });
});

describe('generating and clearing rounds', () => {
  const fresh = makeEvent('Gold', 'Smooth', ['Waltz', 'Tango'], ten, []);

  it('seeds events whose rounds have not started, after the rounds that are kept, and reports the others', () => {
    const plan = generateRoundsPlan(
      [{ event: silver }, { event: fresh }, { event: bronze }],
      { startTime: 1_000_000, minutesPerRound: 5 },
    );
    expect(plan.generated).toEqual(['Gold Smooth', 'Bronze Standard']);
    expect(Object.keys(plan.skipped)).toEqual(['Silver Latin']);
    expect(plan.skipped['Silver Latin']).toMatch(/started/);
    const gold = plan.patch['events/Gold Smooth/rounds'] as Record<string, { scheduleIndex: number; recallSize: number; roundState: number; roundStartTime: number }>;
    // 10 couples: a semi-final recalling 7 (spec §9), then the final.
    expect(Object.keys(gold)).toEqual(['1', '2']);
    expect(gold['1']).toMatchObject({ scheduleIndex: 4, recallSize: 7, roundState: RoundState.Initialized, roundStartTime: 1_000_000 });
    expect(gold['2']).toMatchObject({ scheduleIndex: 5, roundState: RoundState.Empty, roundStartTime: 1_300_000 });
    const bronzeRounds = plan.patch['events/Bronze Standard/rounds'] as Record<string, { scheduleIndex: number; roundName: string }>;
    expect(bronzeRounds['1']).toMatchObject({ scheduleIndex: 6, roundName: 'Final' });
  });

  it('clears rounds, marks and results of events that have not started, and keeps the rest', () => {
    const plan = clearRoundsPlan({ ...events, 'Gold Smooth': fresh });
    expect(plan.cleared).toEqual(['Bronze Standard']);
    expect(plan.patch).toEqual({
      'events/Bronze Standard/rounds': null,
      'marks/Bronze Standard': null,
      'resultsSaved/Bronze Standard': null,
    });
    expect(plan.skipped['Silver Latin']).toMatch(/Round.*started|started/);
  });
});
