import fc from 'fast-check';
import { MarkSheetError, placeMultiDance, placeSingleDance, RecallRequestError, ScoringError, tallyRecalls } from './index';

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the engine to refuse this input');
}

function markSheetError(run: () => unknown): MarkSheetError {
  const error = caught(run);
  expect(error).toBeInstanceOf(MarkSheetError);
  expect(error).toBeInstanceOf(ScoringError);
  return error as MarkSheetError;
}

describe('invalid final mark sheets', () => {
  it('names the judge, the place and both couples when a judge gives one place twice', () => {
    const error = markSheetError(() =>
      placeMultiDance({
        Waltz: { 11: [1, 1, 1], 12: [2, 2, 3], 15: [3, 3, 2] },
        Tango: { 11: [1, 1, 1], 12: [2, 3, 2], 15: [3, 2, 2] },
      }),
    );
    expect(error.message).toBe('Judge 3 gave place 2 to two couples (12 and 15) in Tango.');
    expect(error).toMatchObject({ problem: 'duplicate-place', dance: 'Tango', judge: '3', judgeIndex: 2, couples: ['12', '15'] });
    expect(error.name).toBe('MarkSheetError');
  });

  it('refuses a place outside 1..N', () => {
    const error = markSheetError(() => placeSingleDance({ 11: [1, 2], 12: [2, 3] }));
    expect(error.problem).toBe('place-out-of-range');
    expect(error.message).toBe('Judge 2 gave couple 12 place 3, but two couples danced: places run from 1 to 2.');
    expect(error.couples).toEqual(['12']);
  });

  it('refuses a place of 0', () => {
    expect(markSheetError(() => placeSingleDance({ 11: [0], 12: [1] })).problem).toBe('place-out-of-range');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the non-integer mark %s', (mark) => {
    const error = markSheetError(() => placeSingleDance({ 11: [1, 1], 12: [2, mark] }));
    expect(error.problem).toBe('non-integer-mark');
    expect(error).toMatchObject({ judge: '2', couples: ['12'] });
    expect(error.message).toContain('Judge 2 gave couple 12 the mark');
  });

  it('refuses a couple with marks from fewer judges than the others (a missing judge)', () => {
    const error = markSheetError(() => placeSingleDance({ 11: [1, 1, 2], 12: [2, 2] }));
    expect(error.problem).toBe('judge-count-mismatch');
    expect(error.message).toBe("Couple 12 has marks from 2 judges but couple 11 has 3: a judge's marks are missing or extra.");
  });

  it('refuses a couple with marks from more judges than the others (an extra judge)', () => {
    expect(markSheetError(() => placeSingleDance({ 11: [1, 1], 12: [2, 2, 1] })).problem).toBe('judge-count-mismatch');
  });

  it('refuses dances marked by different numbers of judges', () => {
    const error = markSheetError(() => placeMultiDance({ Waltz: { 11: [1, 1, 1], 12: [2, 2, 2] }, Tango: { 11: [1, 1], 12: [2, 2] } }));
    expect(error).toMatchObject({ problem: 'judge-count-mismatch', dance: 'Tango' });
    expect(error.message).toBe('Tango has marks from 2 judges but Waltz has 3: every dance of a final needs the same judges.');
  });

  it('refuses dances with different couples', () => {
    const missing = markSheetError(() => placeMultiDance({ Waltz: { 11: [1], 12: [2] }, Tango: { 11: [1] } }));
    expect(missing).toMatchObject({ problem: 'couple-mismatch', dance: 'Tango', couples: ['12'] });
    expect(missing.message).toBe('Couple 12 has marks in Waltz but none in Tango.');
    const extra = markSheetError(() => placeMultiDance({ Waltz: { 11: [1] }, Tango: { 11: [1], 12: [2] } }));
    expect(extra.message).toBe('Couple 12 has marks in Tango but none in Waltz.');
  });

  it('refuses a sheet without couples, judges or dances', () => {
    expect(markSheetError(() => placeSingleDance({})).problem).toBe('no-couples');
    expect(markSheetError(() => placeSingleDance({ 11: [], 12: [] })).problem).toBe('no-judges');
    expect(markSheetError(() => placeMultiDance({})).problem).toBe('no-dances');
    expect(markSheetError(() => placeMultiDance({ Waltz: {} })).message).toBe('There are no couples to place in Waltz.');
  });
});

describe('invalid recall sheets', () => {
  it.each([0, -1, 2.5, Number.NaN])('refuses to recall %s couples', (requested) => {
    const error = caught(() => tallyRecalls({ 11: [1] }, requested));
    expect(error).toBeInstanceOf(RecallRequestError);
    expect(error).toBeInstanceOf(ScoringError);
    expect((error as RecallRequestError).requested).toBe(requested);
  });

  it('refuses recall marks other than 0 and 1, naming judge and couple', () => {
    const error = markSheetError(() => tallyRecalls({ 11: [1, 0], 12: [0, 2] }, 1));
    expect(error).toMatchObject({ problem: 'invalid-recall-mark', judge: '2', couples: ['12'] });
    expect(error.message).toBe('Judge 2 gave couple 12 the recall mark 2: a recall mark is 1 (recalled) or 0 (not).');
    expect(markSheetError(() => tallyRecalls({ 11: [0.5] }, 1)).problem).toBe('non-integer-mark');
  });

  it('refuses unequal judge counts, no couples and no judges', () => {
    expect(markSheetError(() => tallyRecalls({ 11: [1, 0], 12: [1] }, 1)).problem).toBe('judge-count-mismatch');
    expect(markSheetError(() => tallyRecalls({}, 1)).problem).toBe('no-couples');
    expect(markSheetError(() => tallyRecalls({ 11: [] }, 1)).problem).toBe('no-judges');
  });
});

describe('sheets of the wrong shape', () => {
  // The engine's types forbid these, but sheets come from screens and stored records: each must be
  // refused with the engine's own error, never a TypeError, and never scored.
  const asSheet = (value: unknown) => value as Record<string, number[]>;
  const asFinal = (value: unknown) => value as Record<string, Record<string, number[]>>;

  it.each([
    ['placeSingleDance(null)', () => placeSingleDance(asSheet(null)), 'The mark sheet is nothing, not a record of couples'],
    ['placeMultiDance(null)', () => placeMultiDance(asFinal(null)), 'The final mark sheet is nothing, not a record of dances'],
    ['placeMultiDance({ W: null })', () => placeMultiDance(asFinal({ W: null })), 'The marks for W are nothing, not a record of couples'],
    ['tallyRecalls(null, 1)', () => tallyRecalls(asSheet(null), 1), 'The recall sheet is nothing, not a record of couples'],
    ['a list as a single-dance sheet', () => placeSingleDance(asSheet([[1, 2], [2, 1]])), 'The mark sheet is a list, not a record of couples'],
    ['a list as a final sheet', () => placeMultiDance(asFinal([{ 11: [1] }])), 'The final mark sheet is a list, not a record of dances'],
    ['a list as a recall sheet', () => tallyRecalls(asSheet([[1], [0]]), 1), 'The recall sheet is a list, not a record of couples'],
  ])('refuses %s as not a sheet', (_name, run, start) => {
    const error = markSheetError(run);
    expect(error.problem).toBe('not-a-sheet');
    expect(error.message.startsWith(start)).toBe(true);
  });

  it('refuses a couple whose marks are not a list', () => {
    const error = markSheetError(() => placeSingleDance(asSheet({ 11: [1], 12: 2 })));
    expect(error).toMatchObject({ problem: 'not-a-sheet', couples: ['12'] });
    expect(error.message).toBe("Couple 12 has the number 2 where the list of its judges' places belongs.");
    expect(markSheetError(() => tallyRecalls(asSheet({ 11: '1' }), 1)).message).toBe(
      'Couple 11 has the text "1" where the list of its judges\' recall marks belongs.',
    );
  });

  it('names a mark given as text as text, so the message never contradicts itself', () => {
    const recall = markSheetError(() => tallyRecalls(asSheet({ 11: [1, '1'] }), 1));
    expect(recall).toMatchObject({ problem: 'non-numeric-mark', judge: '2', couples: ['11'] });
    expect(recall.message).toBe('Judge 2 gave couple 11 the text "1" as a recall mark: a recall mark is the number 1 (recalled) or 0 (not).');
    const place = markSheetError(() => placeMultiDance(asFinal({ Waltz: { 11: ['1'], 12: [2] } })));
    expect(place).toMatchObject({ problem: 'non-numeric-mark', dance: 'Waltz', judge: '1', couples: ['11'] });
    expect(place.message).toBe('Judge 1 gave couple 11 the text "1" in Waltz where a place belongs: a place is a whole number from 1 to 2.');
    expect(markSheetError(() => placeSingleDance(asSheet({ 11: [1, 2], 12: [2] }))).problem).toBe('judge-count-mismatch');
    // eslint-disable-next-line no-sparse-arrays
    expect(markSheetError(() => placeSingleDance(asSheet({ 11: [1, 2], 12: [2, , ] }))).message).toContain('Judge 2 gave couple 12 nothing');
  });

  it('refuses a requested number given as text without calling it a number', () => {
    const error = caught(() => tallyRecalls({ 11: [1] }, '2' as unknown as number));
    expect(error).toBeInstanceOf(RecallRequestError);
    expect((error as RecallRequestError).message).toBe('The number of couples to recall is the text "2": it must be a whole number of at least 1.');
  });
});

describe('any input at all', () => {
  // Whatever is passed in, the engine either scores it or refuses it with a ScoringError.
  const engineRefusesOrScores = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as Error).message).not.toMatch(/undefined|\[object Object\]/);
    }
  };
  const markLike = fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constantFrom('1', '0', null, undefined, 1.5, Number.NaN, true, [1], {}));
  const rowLike = fc.oneof(fc.array(markLike, { maxLength: 4 }), markLike);
  const sheetLike = fc.oneof(fc.dictionary(fc.constantFrom('11', '12', '13', 'x'), rowLike, { maxKeys: 4 }), fc.array(rowLike, { maxLength: 3 }), markLike, fc.anything());

  it('placeSingleDance and tallyRecalls raise only the engine error', () => {
    fc.assert(
      fc.property(sheetLike, fc.oneof(fc.integer({ min: -1, max: 5 }), markLike), (sheet, requested) => {
        engineRefusesOrScores(() => placeSingleDance(sheet as Record<string, number[]>));
        engineRefusesOrScores(() => tallyRecalls(sheet as Record<string, number[]>, requested as number));
      }),
      { numRuns: 500 },
    );
  });

  it('placeMultiDance raises only the engine error', () => {
    const finalLike = fc.oneof(fc.dictionary(fc.constantFrom('Waltz', 'Tango'), sheetLike, { maxKeys: 2 }), sheetLike);
    fc.assert(
      fc.property(finalLike, (sheet) => engineRefusesOrScores(() => placeMultiDance(sheet as Record<string, Record<string, number[]>>))),
      { numRuns: 500 },
    );
  });
});
