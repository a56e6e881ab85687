import { placeSingleDance } from './index';
import { RULE7_EXAMPLE } from '../../testing/domain/scoring-fixtures';

describe('placeSingleDance (rules 5-8)', () => {
  it('seeks the next place at the next column, not at the column numbered like the place', () => {
    // 5 judges, majority 3. A has three 1sts. At "1-2" B and C both hold 3 marks with sum 5, and
    // at "1-3" C has 4 to B's 3, so C is 2nd and B 3rd. 4th place is then sought at "1-3", where D
    // has a majority (3, 3, 2) and E none. Looking at "1-4" instead would give 4th to E (4 marks).
    const places = placeSingleDance({
      A: [1, 1, 3, 1, 3],
      B: [2, 5, 1, 2, 4],
      C: [5, 2, 2, 3, 1],
      D: [3, 3, 5, 5, 2],
      E: [4, 4, 4, 4, 5],
      F: [6, 6, 6, 6, 6],
    }).places;
    expect(places).toEqual({ A: 1, C: 2, B: 3, D: 4, E: 5, F: 6 });
  });

  it('reports cumulative counts in every column and sums only where rule 7 compared them', () => {
    // The WDSF rule 7 example: 72/73 tie on 4 marks at "1-2" (sums 6 and 7); 74/75 tie on 4 marks
    // and sum 14 at "1-4", and are split at "1-5" by the larger majority, so no sum is used there.
    const { table } = placeSingleDance(RULE7_EXAMPLE);
    expect(table['71']).toEqual({ counts: [4, 5, 6, 6, 6, 7], sums: [null, null, null, null, null, null] });
    expect(table['72'].sums).toEqual([null, 6, null, null, null, null]);
    expect(table['73'].sums).toEqual([null, 7, null, null, null, null]);
    expect(table['74']).toEqual({ counts: [0, 1, 1, 4, 6, 7], sums: [null, null, null, 14, null, null] });
    expect(table['75']).toEqual({ counts: [0, 0, 2, 4, 5, 7], sums: [null, null, null, 14, null, null] });
    expect(table['76'].sums.every((sum) => sum === null)).toBe(true);
  });

  it('lets three couples equal to the last column share the mean of places 2 to 4', () => {
    const places = placeSingleDance({ A: [1, 1, 1], B: [2, 3, 4], C: [3, 4, 2], D: [4, 2, 3] }).places;
    expect(places).toEqual({ A: 1, B: 3, C: 3, D: 3 });
  });

  it('places a lone couple first with one judge', () => {
    expect(placeSingleDance({ 7: [1] })).toEqual({ places: { 7: 1 }, table: { 7: { counts: [1], sums: [null] } } });
  });

  it('uses majority floor(J/2)+1 with an even panel', () => {
    // 4 judges: majority 3. A has two 1sts only, so nobody wins at "1"; at "1-2" A has 3, B has 3
    // with sums 4 (A: 1+1+2) and 5 (B: 2+2+1), so A wins on the lower sum.
    const places = placeSingleDance({ A: [1, 1, 2, 3], B: [2, 2, 1, 4], C: [3, 4, 4, 1], D: [4, 3, 3, 2] }).places;
    expect(places).toEqual({ A: 1, B: 2, D: 3, C: 4 });
  });
});
