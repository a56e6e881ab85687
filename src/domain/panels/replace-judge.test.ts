import { describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../testing/domain/competition-fixtures';
import type { Official } from '../model';
import { PanelError, replaceJudgePlan } from './index';

const couples = [couple(0), couple(1), couple(2)];
const officials: Record<string, Official> = { ...metadata.officials, j4: { name: 'Dora Judge', role: 'Judge' } };
const event = makeEvent('Silver', 'Latin', ['ChaCha'], couples, [
  { state: RoundState.Posted, scheduleIndex: 1, couples, recallSize: 2 },
  { state: RoundState.Running, scheduleIndex: 2, couples, recallSize: 2 },
  { state: RoundState.Initialized, scheduleIndex: 3, couples, recallSize: 2 },
  { state: RoundState.Empty, scheduleIndex: 4, recallSize: 2 },
]);
const events = { [event.eventName]: event };
const panels = { events: { [event.eventName]: { judges: { j1: true as const, j2: true as const, j3: true as const } } }, letters: { j1: 'A', j2: 'B', j3: 'C' } };

describe('replacing a judge for the remaining rounds', () => {
  it('gives only the rounds not yet started a panel with the replacement, and stores the new letter', () => {
    const plan = replaceJudgePlan(events, { officials, panels }, 'j2', 'j4');
    expect(plan.rounds.map((r) => r.roundNumber)).toEqual([3, 4]);
    expect(plan.patch).toEqual({
      'panels/letters/j4': 'D',
      'panels/rounds/Silver Latin/3': { judges: { j1: true, j3: true, j4: true } },
      'panels/rounds/Silver Latin/4': { judges: { j1: true, j3: true, j4: true } },
    });
    expect(plan.warnings).toEqual([]);
  });

  it('where the replacement already sits, the judge only leaves, with a warning; a judge with no round left is refused', () => {
    const plan = replaceJudgePlan(events, { officials, panels }, 'j2', 'j3');
    expect(plan.patch['panels/rounds/Silver Latin/3']).toEqual({ judges: { j1: true, j3: true } });
    expect(plan.warnings[0]).toMatch(/^Silver Latin .+: Cleo Judge already sits there, so Ben Judge only leaves \(2 judges\)\.$/);
    expect(plan.warnings.some((w) => w.includes('cannot post results'))).toBe(true);
    expect(() => replaceJudgePlan(events, { officials, panels }, 'j4', 'j1')).toThrow(PanelError);
    expect(() => replaceJudgePlan(events, { officials, panels }, 'j2', 'j4', 'Gold Standard')).toThrow('sits on no round that has yet to start in Gold Standard');
  });
});
