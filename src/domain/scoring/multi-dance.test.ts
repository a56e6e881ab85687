import { explainFinal, placeMultiDance, placeSingleDance, type Rule11Explanation, type TieBreakExplanation } from './index';

const onePanel = (places: Record<string, number[]>) => {
  // A one-judge panel: each dance's marks are its places.
  const dances = places[Object.keys(places)[0]].length;
  return Object.fromEntries(
    Array.from({ length: dances }, (_, d) => [`D${d + 1}`, Object.fromEntries(Object.entries(places).map(([c, p]) => [c, [p[d]]]))]),
  );
};

const rule11Steps = (steps: TieBreakExplanation[]) => steps.filter((s): s is Rule11Explanation => s.rule === 'R11');

describe('placeMultiDance (rules 9-11)', () => {
  it('re-examines every couple still tied after rule 10 awards a place', () => {
    // A, B and C all total 7. For 1st, A has two 1sts. For 2nd, C has two places "2nd or better"
    // and B only one, although B beat C on 1sts: re-examined, C takes 2nd.
    const result = placeMultiDance(onePanel({ A: [1, 1, 5], B: [3, 3, 1], C: [2, 2, 3], D: [4, 4, 2], E: [5, 5, 4] }));
    expect(result.totals).toEqual({ A: 7, B: 7, C: 7, D: 10, E: 14 });
    expect(result.places).toEqual({ A: 1, C: 2, B: 3, D: 4, E: 5 });
    expect(result.decidedBy).toEqual({ A: 'R10', C: 'R10', B: 'R10', D: 'R9', E: 'R9' });
  });

  it('places both rule 11 couples before a third couple on the same total', () => {
    // Totals 12, 13, 14 = 6. For 2nd: 12 and 13 each have one place "2nd or better" (sum 2), 14 none.
    // Rule 11 over 10 marks (majority 6) at "1-2": 13 has 6, 12 has 4, so 13 is 2nd and 12 3rd,
    // although 14 would beat 12 for 3rd under rule 10 (two 3rds against one place "3rd or better").
    const marks = {
      D1: { 11: [4, 1, 4, 1, 1], 12: [3, 4, 3, 3, 2], 13: [2, 2, 1, 2, 4], 14: [1, 3, 2, 4, 3] },
      D2: { 11: [4, 1, 3, 2, 1], 12: [2, 2, 1, 3, 3], 13: [3, 4, 2, 4, 2], 14: [1, 3, 4, 1, 4] },
    };
    const result = placeMultiDance(marks);
    expect(result.dancePlaces).toEqual({ D1: { 11: 1, 12: 4, 13: 2, 14: 3 }, D2: { 11: 1, 12: 2, 13: 4, 14: 3 } });
    expect(result.places).toEqual({ 11: 1, 13: 2, 12: 3, 14: 4 });
    expect(result.decidedBy).toEqual({ 11: 'R9', 13: 'R11', 12: 'R11', 14: 'R10' });
    const steps = explainFinal(marks).tieBreaks;
    expect(steps[0]).toMatchObject({ rule: 'R10', place: 2, outcome: 'rule11', toRule11: ['12', '13'] });
    expect(steps[1]).toMatchObject({ rule: 'R11', place: 2, majority: 6, markCount: 10, decidedAtColumn: 1, winners: ['13'], shared: false });
    expect(steps).toHaveLength(2);
  });

  it('takes the rule 11 majority over judges × dances marks', () => {
    // 3 judges, 2 dances: rule 11 majority is 4 of 6 marks. 11 and 12 tie for 2nd. At "1-2" both
    // have 2 marks (a single-dance majority of 2 would give 2nd to 12 on the lower sum); at "1-3"
    // 11 reaches 4 and 12 only 3.
    const marks = {
      D1: { 11: [6, 2, 3], 12: [3, 5, 1], 13: [1, 6, 2], 14: [2, 3, 5], 15: [5, 1, 6], 16: [4, 4, 4] },
      D2: { 11: [3, 5, 2], 12: [2, 4, 4], 13: [1, 1, 6], 14: [6, 2, 5], 15: [4, 3, 3], 16: [5, 6, 1] },
    };
    expect(placeMultiDance(marks).places).toEqual({ 13: 1, 11: 2, 12: 3, 15: 4, 14: 5, 16: 6 });
    const [first] = rule11Steps(explainFinal(marks).tieBreaks);
    expect(first).toMatchObject({ place: 2, majority: 4, decidedAtColumn: 2, winners: ['11'] });
    expect(first.rows.map((row) => row.cells[2].count)).toEqual([4, 3]);
  });

  it('starts rule 11 at the column of the place in question', () => {
    // 12 and 13 tie for 5th (13 each; rule 10: two places "5th or better", sum 7 each). Rule 11,
    // 15 marks, majority 8: at "1-5" 12 has 14 and 13 has 11, so 12 is 5th. Starting at "1"
    // would hand 5th to 13, the first to reach 8 (at "1-3").
    const marks = {
      D1: { 11: [1, 1, 3, 4, 1], 12: [5, 5, 5, 5, 6], 13: [6, 4, 6, 1, 3], 14: [4, 3, 4, 3, 4], 15: [3, 2, 2, 6, 2], 16: [2, 6, 1, 2, 5] },
      D2: { 11: [4, 4, 1, 2, 4], 12: [5, 3, 2, 5, 3], 13: [3, 5, 6, 4, 6], 14: [1, 6, 3, 3, 5], 15: [2, 1, 4, 1, 1], 16: [6, 2, 5, 6, 2] },
      D3: { 11: [1, 5, 6, 4, 5], 12: [2, 4, 5, 2, 4], 13: [3, 1, 2, 3, 3], 14: [4, 2, 1, 1, 6], 15: [6, 6, 4, 6, 2], 16: [5, 3, 3, 5, 1] },
    };
    const result = placeMultiDance(marks);
    expect(result.totals).toEqual({ 11: 10, 12: 13, 13: 13, 14: 7, 15: 10, 16: 10 });
    expect(result.places).toEqual({ 14: 1, 15: 2, 11: 3, 16: 4, 12: 5, 13: 6 });
    const fifth = rule11Steps(explainFinal(marks).tieBreaks).find((step) => step.place === 5);
    expect(fifth).toMatchObject({ majority: 8, startColumn: 4, decidedAtColumn: 4, winners: ['12'] });
    expect(fifth?.rows.map((row) => row.cells[4].count)).toEqual([14, 11]);
  });

  it('shares the place when rule 11 cannot separate the couples', () => {
    const marks = {
      D1: { 11: [3, 3, 3, 3, 1], 12: [2, 1, 1, 4, 3], 13: [1, 4, 2, 1, 2], 14: [4, 2, 4, 2, 4] },
      D2: { 11: [3, 3, 3, 2, 4], 12: [2, 1, 2, 4, 1], 13: [4, 2, 1, 1, 3], 14: [1, 4, 4, 3, 2] },
    };
    const result = placeMultiDance(marks);
    expect(result.places).toEqual({ 12: 1.5, 13: 1.5, 11: 3, 14: 4 });
    expect(result.decidedBy).toMatchObject({ 12: 'tie', 13: 'tie' });
  });

  it('adds shared dance places into the rule 9 totals as they are', () => {
    // Dance 1 is the published 3.5 example; in dance 2 every judge agrees.
    const marks = {
      D1: { 81: [1, 4, 1, 1, 1], 82: [4, 2, 2, 4, 2], 83: [3, 1, 4, 3, 3], 84: [2, 3, 3, 2, 4], 85: [5, 5, 5, 5, 5] },
      D2: { 81: [2, 2, 2, 2, 2], 82: [1, 1, 1, 1, 1], 83: [3, 3, 3, 3, 3], 84: [4, 4, 4, 4, 4], 85: [5, 5, 5, 5, 5] },
    };
    const result = placeMultiDance(marks);
    expect(result.dancePlaces.D1).toEqual({ 81: 1, 82: 2, 83: 3.5, 84: 3.5, 85: 5 });
    expect(result.totals).toEqual({ 81: 3, 82: 3, 83: 6.5, 84: 7.5, 85: 10 });
    // 81 and 82 tie on 3; rule 11 (majority 6 of 10) at "1-2": 81 has 9 marks, 82 has 8.
    expect(result.places).toEqual({ 81: 1, 82: 2, 83: 3, 84: 4, 85: 5 });
    expect(result.decidedBy).toEqual({ 81: 'R11', 82: 'R11', 83: 'R9', 84: 'R9', 85: 'R9' });
  });

  it('gives a one-dance event the single-dance result, shared places included', () => {
    const marks = { 81: [1, 4, 1, 1, 1], 82: [4, 2, 2, 4, 2], 83: [3, 1, 4, 3, 3], 84: [2, 3, 3, 2, 4], 85: [5, 5, 5, 5, 5] };
    const result = placeMultiDance({ Waltz: marks });
    expect(result.places).toEqual(placeSingleDance(marks).places);
    expect(result.decidedBy).toMatchObject({ 83: 'tie', 84: 'tie' });
  });
});
