// Hard cases found while reviewing the engine, each worked by hand below. They pin readings of the
// rules where a plausible implementation goes another way.
import { explainFinal, placeMultiDance } from '../../src/domain/scoring';

describe('rule 10 with shared dance places', () => {
  // 3 judges (majority 2), 5 couples, 3 dances.
  // D1: "1": none has 2. "1-2": 11 {2,1} and 14 {2,1} both 2 with sum 3; equal at "1-3"
  //     (2, sum 3); at "1-4" 11 has 3 to 14's 2 → 11 1st, 14 2nd. "1-3": 15 {1,3} sum 4 beats
  //     13 {3,3} sum 6 → 15 3rd, 13 4th; 12 5th.
  // D2: "1": 15 (two 1sts). "1-2": 13 {2,1} → 2nd. "1-3": 12 {2,3} and 14 {3,2}, 2 marks,
  //     sum 5 each; still equal at "1-4" (3, sum 9) and "1-5" → both 3.5; 11 5th.
  // D3: "1": none. "1-2": 12 {2,1} and 15 {1,2}, sum 3 each, equal to the last column → 1.5
  //     each. "1-3": 14 {3,1} sum 4 beats 11 {3,2} sum 5 → 14 3rd, 11 4th; 13 5th.
  // Totals: 15 = 3+1+1.5 = 5.5, 14 = 2+3.5+3 = 8.5, 11 = 1+5+4 = 10, 12 = 5+3.5+1.5 = 10,
  // 13 = 4+2+5 = 11. 11 and 12 tie for 3rd. "3rd or better": 11 has {1}, 12 has {1.5} (its 3.5
  // is NOT 3rd or better): one each, sums 1 and 1.5 → 11 is 3rd. Counting 3.5 as "3rd" would
  // give 12 two such dances and the 3rd place.
  const marks = {
    D1: { 11: [4, 2, 1], 12: [5, 5, 2], 13: [3, 3, 4], 14: [2, 1, 5], 15: [1, 4, 3] },
    D2: { 11: [5, 3, 5], 12: [4, 2, 3], 13: [2, 5, 1], 14: [3, 4, 2], 15: [1, 1, 4] },
    D3: { 11: [3, 2, 4], 12: [2, 1, 5], 13: [5, 4, 3], 14: [4, 3, 1], 15: [1, 5, 2] },
  };

  it('counts a 3.5 dance place as 4th, not "3rd or better", and a 1.5 at its value', () => {
    const result = placeMultiDance(marks);
    expect(result.dancePlaces).toEqual({
      D1: { 11: 1, 12: 5, 13: 4, 14: 2, 15: 3 },
      D2: { 11: 5, 12: 3.5, 13: 2, 14: 3.5, 15: 1 },
      D3: { 11: 4, 12: 1.5, 13: 5, 14: 3, 15: 1.5 },
    });
    expect(result.totals).toEqual({ 11: 10, 12: 10, 13: 11, 14: 8.5, 15: 5.5 });
    expect(result.places).toEqual({ 15: 1, 14: 2, 11: 3, 12: 4, 13: 5 });
    expect(explainFinal(marks).tieBreaks).toEqual([
      {
        rule: 'R10',
        place: 3,
        column: 2,
        columns: ['1', '1-2', '1-3', '1-4', '1-5'],
        // Cumulative place columns: 12's 3.5 counts from "1-4" on, its 1.5 from "1-2" on.
        entries: [
          { couple: '11', count: 1, sum: 1, cells: [{ count: 1 }, { count: 1 }, { count: 1, sum: 1 }, { count: 2 }, { count: 3 }] },
          { couple: '12', count: 1, sum: 1.5, cells: [{ count: 0 }, { count: 1 }, { count: 1, sum: 1.5 }, { count: 2 }, { count: 3 }] },
        ],
        outcome: 'sum',
        winner: '11',
        placedByDefault: { couple: '12', place: 4, cells: [{ count: 0 }, { count: 1 }, { count: 1 }, { count: 2 }, { count: 3 }] },
      },
    ]);
  });
});

describe('rule 10 when no tied couple has the place under review in any dance', () => {
  // 3 judges (majority 2), 6 couples, 2 dances.
  // D1: "1": none. "1-2": 14 {2,1,2} has 3, 11 {2,1} has 2 → 14 1st, 11 2nd. "1-3": 15 {1,3}
  //     → 3rd. "1-4": 13 {4,4} → 4th. "1-5": 12 {5,3} and 16 {3,5}, sum 8 each; equal at "1-6"
  //     → 5.5 each.
  // D2: "1": 12 (two 1sts). "1-2": 16 {2,2} → 2nd. "1-3": 15 {3,2} → 3rd. "1-4": 11 {4,3} → 4th.
  //     "1-5": 13 {5,1} sum 6 beats 14 {4,5} sum 9 → 13 5th, 14 6th.
  // Totals: 11 = 2+4 = 6, 15 = 3+3 = 6, 12 = 6.5, 14 = 7, 16 = 7.5, 13 = 9.
  // 11 and 15 tie for 1st; neither won a dance: rule 10 gives 0 and 0 (sums 0 and 0), so rule 11
  // decides (it does not widen rule 10 to "2nd or better", which would hand 1st to 11 for its 2nd).
  // Rule 11 over 6 marks, majority 4: 11 = [6,2,1,4,3,6], 15 = [1,4,3,3,5,2]. "1": 1 and 1;
  // "1-2": 2 and 2; "1-3": 11 has 3, 15 has 4 → 15 is 1st.
  const marks = {
    D1: { 11: [6, 2, 1], 12: [5, 3, 6], 13: [4, 5, 4], 14: [2, 1, 2], 15: [1, 4, 3], 16: [3, 6, 5] },
    D2: { 11: [4, 3, 6], 12: [1, 1, 3], 13: [5, 6, 1], 14: [6, 4, 5], 15: [3, 5, 2], 16: [2, 2, 4] },
  };

  it('goes straight to rule 11', () => {
    const result = placeMultiDance(marks);
    expect(result.dancePlaces).toEqual({
      D1: { 11: 2, 12: 5.5, 13: 4, 14: 1, 15: 3, 16: 5.5 },
      D2: { 11: 4, 12: 1, 13: 5, 14: 6, 15: 3, 16: 2 },
    });
    expect(result.places).toEqual({ 15: 1, 11: 2, 12: 3, 14: 4, 16: 5, 13: 6 });
    expect(result.decidedBy).toMatchObject({ 15: 'R11', 11: 'R11' });
    const [rule10, rule11] = explainFinal(marks).tieBreaks;
    expect(rule10).toMatchObject({ rule: 'R10', place: 1, outcome: 'rule11', toRule11: ['11', '15'] });
    expect(rule11).toMatchObject({ rule: 'R11', place: 1, majority: 4, startColumn: 0, decidedAtColumn: 2, winners: ['15'], shared: false });
    if (rule11.rule !== 'R11') return;
    expect(rule11.rows.map((row) => row.cells.slice(0, 3).map((cell) => cell.count))).toEqual([
      [1, 2, 3],
      [1, 2, 4],
    ]);
  });
});
