// Further worked examples beyond the fixture: the DTV appendix's (Dawson translation) single-dance
// and rule 10 cases as transcribed in a public implementation's test suite, and its rule 11 case,
// whose deciding counts are worked out by hand in the comments.
import { explainFinal, placeMultiDance, placeSingleDance } from '../../src/domain/scoring';

/** Sheets are written judge by judge, as on the judges' cards: cards[j][i] = place for couples[i]. */
function fromCards(couples: number[], cards: number[][]): Record<string, number[]> {
  return Object.fromEntries(couples.map((couple, i) => [String(couple), cards.map((card) => card[i])]));
}

/** One row of dance places per dance, for the rule 9/10 examples that give only those. */
function fromDancePlaces(couples: number[], dances: number[][]): Record<string, Record<string, number[]>> {
  return Object.fromEntries(dances.map((places, d) => [`Dance ${d + 1}`, Object.fromEntries(couples.map((couple, i) => [String(couple), [places[i]]]))]));
}

const placesOf = (couples: number[], places: number[]) => Object.fromEntries(couples.map((couple, i) => [String(couple), places[i]]));

describe('single dances', () => {
  const couples5 = [11, 12, 13, 14, 15];
  const couples3 = [11, 12, 13];
  it.each([
    ['several majorities', couples5, [[1, 2, 3, 4, 5], [1, 3, 2, 4, 5], [1, 3, 2, 5, 4], [5, 1, 2, 3, 4], [2, 1, 5, 3, 4]], [1, 2, 3, 4, 5]],
    ['clear majorities', couples3, [[1, 2, 3], [1, 2, 3], [2, 1, 3], [2, 1, 3], [3, 2, 1]], [2, 1, 3]],
    ['no majority at "1"', couples3, [[1, 2, 3], [1, 2, 3], [2, 1, 3], [1, 3, 2], [2, 1, 3]], [1, 2, 3]],
    ['a shared 2.5', [11, 12, 13, 14], [[1, 2, 3, 4], [1, 2, 3, 4], [3, 2, 4, 1], [3, 2, 1, 4], [4, 2, 1, 3]], [2.5, 1, 2.5, 4]],
    ['only the tied couples go on', couples5, [[1, 2, 5, 3, 4], [1, 4, 2, 3, 5], [1, 5, 2, 3, 4], [2, 1, 5, 3, 4], [5, 2, 1, 3, 4]], [1, 2, 3, 4, 5]],
  ])('%s', (_name, couples, cards, places) => {
    expect(placeSingleDance(fromCards(couples, cards)).places).toEqual(placesOf(couples, places));
  });
});

describe('rule 10', () => {
  it('re-examines the remaining tied couples for each next place', () => {
    // 30, 40, 50, 60 all total 17. "2nd or better": 30 has 3 → 2nd. "3rd or better": 40 and 60 have
    // 3, sums 5 and 8 → 40 3rd. "4th or better": 50 has 5, 60 has 4 → 50 4th, 60 5th.
    const couples = [20, 30, 40, 50, 60, 70];
    const result = placeMultiDance(fromDancePlaces(couples, [[2, 1, 6, 4, 5, 3], [1, 2, 6, 4, 3, 5], [5, 2, 1, 4, 3, 6], [3, 6, 1, 4, 2, 5], [2, 6, 3, 1, 4, 5]]));
    expect(result.places).toEqual(placesOf(couples, [1, 2, 3, 4, 5, 6]));
    expect(result.decidedBy).toEqual({ 20: 'R9', 30: 'R10', 40: 'R10', 50: 'R10', 60: 'R10', 70: 'R9' });
  });

  it('takes the lower sum of those places when the counts are equal', () => {
    // 29 and 39 total 11, each with three places "2nd or better": sums 4 and 5 → 29 2nd.
    // 49 and 59 total 23, each with two places "4th or better": sums 7 and 8 → 49 4th.
    const couples = [19, 29, 39, 49, 59, 69];
    const result = placeMultiDance(fromDancePlaces(couples, [[1, 3, 2, 6, 5, 4], [1, 4, 2, 3, 5, 6], [2, 1, 3, 4, 5, 6], [3, 2, 1, 5, 4, 6], [2, 1, 3, 5, 4, 6]]));
    expect(result.places).toEqual(placesOf(couples, [1, 2, 3, 4, 5, 6]));
  });

  it('decides on the count of places before their sum', () => {
    const couples = [18, 28, 38, 48, 58, 68];
    const result = placeMultiDance(fromDancePlaces(couples, [[3, 2, 1, 4, 5, 6], [1, 2, 4, 5, 3, 6], [1, 3, 2, 6, 5, 4], [1, 2, 5, 4, 3, 6], [1, 6, 3, 2, 5, 4]]));
    expect(result.places).toEqual(placesOf(couples, [1, 2, 3, 4, 5, 6]));
  });
});

describe('rule 11 over five dances and five judges', () => {
  const couples = [25, 35, 45, 55, 65, 75];
  const marks = {
    Waltz: fromCards(couples, [[1, 2, 4, 3, 6, 5], [1, 2, 5, 3, 6, 4], [2, 5, 3, 6, 1, 4], [5, 2, 1, 3, 4, 6], [3, 5, 1, 6, 4, 2]]),
    Tango: fromCards(couples, [[1, 5, 3, 4, 2, 6], [2, 3, 1, 4, 5, 6], [2, 1, 3, 4, 5, 6], [3, 2, 1, 4, 5, 6], [4, 2, 3, 1, 5, 6]]),
    'Viennese Waltz': fromCards(couples, [[1, 3, 5, 2, 4, 6], [1, 2, 3, 6, 4, 5], [2, 1, 3, 6, 5, 4], [2, 1, 6, 3, 5, 4], [3, 2, 1, 4, 6, 5]]),
    Slowfox: fromCards(couples, [[2, 1, 5, 3, 6, 4], [2, 1, 6, 3, 4, 5], [5, 2, 3, 1, 6, 4], [1, 5, 2, 3, 6, 4], [5, 2, 3, 6, 4, 1]]),
    Quickstep: fromCards(couples, [[2, 1, 3, 5, 4, 6], [6, 5, 2, 1, 4, 3], [2, 1, 4, 5, 6, 3], [6, 5, 2, 1, 3, 4], [1, 2, 4, 3, 6, 5]]),
  };

  it('carries the shared Viennese Waltz places into the totals and breaks both ties by rule 11', () => {
    const result = placeMultiDance(marks);
    expect(result.dancePlaces['Viennese Waltz']).toEqual(placesOf(couples, [1.5, 1.5, 3, 4, 5.5, 5.5]));
    expect(result.totals).toEqual(placesOf(couples, [7.5, 7.5, 17, 18, 27.5, 27.5]));
    // 1st: 25 and 35 have two 1sts each (sum 2). Over 25 marks (majority 13), at "1" both have 7;
    // at "1-2" 35 has 17 and 25 has 16. 5th: 65 and 75 have two places "5th or better" (sum 10);
    // at "1-5" both have 17, with sums 68 and 66, so 75 is 5th.
    expect(result.places).toEqual(placesOf(couples, [2, 1, 3, 4, 6, 5]));
    const steps = explainFinal(marks).tieBreaks.filter((step) => step.rule === 'R11');
    expect(steps.map((step) => [step.place, step.majority, step.decidedAtColumn, step.winners])).toEqual([
      [1, 13, 1, ['35']],
      [5, 13, 4, ['75']],
    ]);
  });
});
