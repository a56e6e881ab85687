import { describe, expect, it } from 'vitest';
import { type Round, RoundState } from '../../../domain/model';
import { floorStatus } from './floor-status';

const round = (eventName: string, roundNumber: number, scheduleIndex: number, roundState: RoundState): Round => ({
  roundId: `${eventName}-R${roundNumber}`, roundName: `R${roundNumber}`, roundNumber, eventName, scheduleIndex, recallSize: 6, roundState,
});

describe('floorStatus', () => {
  it('puts running rounds on the floor, the next waiting round on deck and the following ones next', () => {
    const schedule = [
      round('A', 1, 1, RoundState.Posted),
      round('B', 1, 2, RoundState.Running),
      round('C', 1, 3, RoundState.Skipped),
      round('D', 1, 4, RoundState.Initialized),
      round('E', 1, 5, RoundState.Empty),
      round('A', 2, 6, RoundState.Initialized),
      round('F', 1, 7, RoundState.Initialized),
      round('G', 1, 8, RoundState.Initialized),
    ];
    const status = floorStatus(schedule);
    expect(status.onFloor.map((r) => r.roundId)).toEqual(['B-R1']);
    expect(status.onDeck?.roundId).toBe('D-R1');
    expect(status.next.map((r) => r.roundId)).toEqual(['E-R1', 'A-R2', 'F-R1']);
    expect(status.schedule.map((r) => r.roundId)).not.toContain('C-R1');
  });

  it('calls the first round on deck before the day starts, and nothing once everything is danced', () => {
    const before = floorStatus([round('A', 1, 1, RoundState.Initialized), round('B', 1, 2, RoundState.Initialized)]);
    expect(before.onFloor).toEqual([]);
    expect(before.onDeck?.roundId).toBe('A-R1');
    const after = floorStatus([round('A', 1, 1, RoundState.Posted), round('B', 1, 2, RoundState.Marked)]);
    expect(after.onDeck).toBeNull();
    expect(after.next).toEqual([]);
  });

  it('does not call again a round left waiting before the last started one', () => {
    const status = floorStatus([round('A', 1, 1, RoundState.Initialized), round('B', 1, 2, RoundState.Posted), round('C', 1, 3, RoundState.Initialized)]);
    expect(status.onDeck?.roundId).toBe('C-R1');
  });
});
