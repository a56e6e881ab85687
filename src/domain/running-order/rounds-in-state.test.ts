import { describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent } from '../../testing/domain/competition-fixtures';
import { nextDancedRoundOf } from '../rounds';
import { couplesByNumber } from '../rounds';
import { roundsInState } from './rounds-in-state';

const six = Array.from({ length: 6 }, (_, i) => couple(i));
const latin = makeEvent('Silver', 'Latin', ['Rumba'], six, [
  { state: RoundState.Posted, scheduleIndex: 4, couples: six },
  { state: RoundState.Skipped, scheduleIndex: 5 },
  { state: RoundState.Initialized, scheduleIndex: 6, couples: six.slice(0, 3) },
]);
const waltz = makeEvent('Bronze', 'Standard', ['Waltz'], six, [{ state: RoundState.Initialized, scheduleIndex: 2, couples: [six[4], six[1]] }]);
const events = { [latin.eventName]: latin, [waltz.eventName]: waltz };

describe('rounds of the day', () => {
  it('in given states, in running order', () => {
    expect(roundsInState(events, RoundState.Initialized).map((r) => [r.eventName, r.roundNumber])).toEqual([['Bronze Standard', 1], ['Silver Latin', 3]]);
    expect(roundsInState(events, RoundState.Posted, RoundState.Skipped).map((r) => r.roundNumber)).toEqual([1, 2]);
    expect(roundsInState(events, RoundState.Running)).toEqual([]);
  });

  it('send recalled couples on to the next round that will be danced, past skipped ones', () => {
    expect(nextDancedRoundOf(events, { eventName: 'Silver Latin', roundNumber: 1 })?.roundName).toBe('Final');
    expect(nextDancedRoundOf(events, { eventName: 'Silver Latin', roundNumber: 3 })).toBeUndefined();
    expect(nextDancedRoundOf(events, { eventName: 'No Such Event', roundNumber: 1 })).toBeUndefined();
  });

  it('call a round\'s couples by back number', () => {
    const unnumbered = { ...waltz.rounds!['1'], entries: { ...waltz.rounds!['1'].entries, x: { leadName: 'Abe', followName: 'Bo', affiliation: 'TBA' } } };
    expect(couplesByNumber(unnumbered).map((c) => c.leadNumber ?? c.leadName)).toEqual([102, 105, 'Abe']);
  });
});
