import { describe, expect, it } from 'vitest';
import { RoundState } from '../model';
import { SERVER_TIME } from '../server-time';
import type { JudgeRound } from './judge-rounds';
import { MarkSheetError, finalClear, finalOrder, finalTap, recallToggle, submittedSheet } from './mark-sheet';

function round(kind: 'recall' | 'final'): JudgeRound {
  return {
    eventName: 'Bronze Standard', roundNumber: 2, roundName: kind === 'final' ? 'Final' : 'Semi-Final', kind,
    dances: ['Waltz', 'Tango'], couples: [{ entryId: 'e1', number: 101 }, { entryId: 'e2', number: 102 }, { entryId: 'e3', number: 103 }],
    recallSize: 2, roundState: RoundState.Running, scheduleIndex: 1,
  };
}
const mark = (dance: string, entryId: string) => `marks/Bronze Standard/2/j1/dances/${dance}/${entryId}`;

describe('the judge\'s mark rules', () => {
  it('toggles a recall mark between 1 and 0, one path per tap', () => {
    expect(recallToggle(round('recall'), 'j1', {}, 'Waltz', 'e2')).toEqual({ [mark('Waltz', 'e2')]: 1 });
    expect(recallToggle(round('recall'), 'j1', { Waltz: { e2: 1 } }, 'Waltz', 'e2')).toEqual({ [mark('Waltz', 'e2')]: 0 });
  });

  it('gives a tapped final couple the lowest free place, frees a placed one, and writes only what changed', () => {
    expect(finalTap(round('final'), 'j1', { Waltz: { e1: 1 } }, 'Waltz', 'e3')).toEqual({ [mark('Waltz', 'e3')]: 2 });
    // Tapping a placed couple frees its place; the other couple and the other dance are not written.
    expect(finalTap(round('final'), 'j1', { Waltz: { e1: 1, e3: 2 }, Tango: { e2: 1 } }, 'Waltz', 'e1')).toEqual({ [mark('Waltz', 'e1')]: null });
    expect(finalTap(round('final'), 'j1', { Waltz: { e3: 2 } }, 'Waltz', 'e1')).toEqual({ [mark('Waltz', 'e1')]: 1 });
  });

  it('places a dragged order and refuses one that is not every couple once', () => {
    expect(finalOrder(round('final'), 'j1', { Waltz: { e1: 1, e2: 2, e3: 3 } }, 'Waltz', ['e1', 'e3', 'e2'])).toEqual({
      [mark('Waltz', 'e3')]: 2,
      [mark('Waltz', 'e2')]: 3,
    });
    expect(() => finalOrder(round('final'), 'j1', {}, 'Waltz', ['e1', 'e1', 'e2'])).toThrow(MarkSheetError);
  });

  it('clears a final dance', () => {
    expect(finalClear(round('final'), 'j1', { Waltz: { e1: 1, e2: 2 } }, 'Waltz')).toEqual({ [mark('Waltz', 'e1')]: null, [mark('Waltz', 'e2')]: null });
  });

  it('submits a complete recall sheet (unmarked couples as 0) and a final with the places given, stamped by the server', () => {
    expect(submittedSheet(round('recall'), 'j1', { Waltz: { e1: 1, e2: 0 } })).toEqual({
      'marks/Bronze Standard/2/j1': { dances: { Waltz: { e1: 1, e2: 0, e3: 0 }, Tango: { e1: 0, e2: 0, e3: 0 } }, submittedAt: SERVER_TIME },
    });
    expect(submittedSheet(round('final'), 'j1', { Waltz: { e1: 2, e2: 1 } })).toEqual({
      'marks/Bronze Standard/2/j1': { dances: { Waltz: { e1: 2, e2: 1 }, Tango: {} }, submittedAt: SERVER_TIME },
    });
  });
});
