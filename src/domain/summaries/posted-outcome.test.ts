import { describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent } from '../../testing/domain/competition-fixtures';
import { postedOutcome } from './posted-outcome';

const couples = Array.from({ length: 8 }, (_, i) => couple(i));
const event = (states: RoundState[]) => makeEvent('Gold', 'Standard', ['Waltz'], couples, states.map((state, i) => ({ state, scheduleIndex: i + 1, couples })));

describe('a posted round’s outcome for one couple, from the summaries', () => {
  it('is nothing until the round is posted', () => {
    expect(postedOutcome(event([RoundState.Running, RoundState.Empty]), 1, { 1: 0 })).toBeUndefined();
    expect(postedOutcome(undefined, 1, { 1: 0 })).toBeUndefined();
  });

  it('says recalled when the couple is on the next danced round’s floor, not recalled otherwise', () => {
    const semiPosted = event([RoundState.Posted, RoundState.Initialized]);
    expect(postedOutcome(semiPosted, 1, { 1: 3, 2: 0 })).toEqual({ kind: 'recalled' });
    expect(postedOutcome(semiPosted, 1, { 1: 3 })).toEqual({ kind: 'not-recalled' });
  });

  it('looks past a skipped round, and calls the last danced round the final', () => {
    const skipped = event([RoundState.Posted, RoundState.Skipped, RoundState.Initialized]);
    expect(postedOutcome(skipped, 1, { 1: 0, 3: 1 })).toEqual({ kind: 'recalled' });
    expect(postedOutcome(event([RoundState.Posted, RoundState.Posted]), 2, { 1: 0, 2: 1 })).toEqual({ kind: 'final' });
  });
});
