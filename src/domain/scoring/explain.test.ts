import { explainFinal, explainSingleDance } from './index';
import { RULE7_EXAMPLE } from '../../testing/domain/scoring-fixtures';


describe('explainSingleDance', () => {
  it('lays out the dance table as published, best place first, sums in the rule 7 cells', () => {
    const table = explainSingleDance(RULE7_EXAMPLE);
    expect(table).toMatchObject({ judgeCount: 7, majority: 4, columns: ['1', '1-2', '1-3', '1-4', '1-5', '1-6'] });
    expect(table.rows.map((row) => [row.couple, row.place, row.placedAtColumn])).toEqual([
      ['71', 1, 0],
      ['72', 2, 1],
      ['73', 3, 1],
      ['74', 4, 4],
      ['75', 5, 4],
      ['76', 6, 4],
    ]);
    expect(table.rows[3].marks).toEqual([5, 4, 2, 4, 6, 5, 4]);
    expect(table.rows[3].cells.slice(2, 5)).toEqual([{ count: 1 }, { count: 4, sum: 14 }, { count: 6 }]);
    expect(table.rows[1].cells[1]).toEqual({ count: 4, sum: 6 });
  });

  it('is plain JSON with no undefined values', () => {
    const table = explainSingleDance(RULE7_EXAMPLE);
    expect(JSON.parse(JSON.stringify(table))).toStrictEqual(table);
  });
});

describe('explainFinal', () => {
  const marks = {
    Waltz: { 11: [4, 1, 4, 1, 1], 12: [3, 4, 3, 3, 2], 13: [2, 2, 1, 2, 4], 14: [1, 3, 2, 4, 3] },
    Tango: { 11: [4, 1, 3, 2, 1], 12: [2, 2, 1, 3, 3], 13: [3, 4, 2, 4, 2], 14: [1, 3, 4, 1, 4] },
  };

  it('gives each dance table, the summary and the rule 10 and 11 working', () => {
    const final = explainFinal(marks);
    expect(final.dances).toEqual(['Waltz', 'Tango']);
    expect(final.danceTables.map((table) => table.dance)).toEqual(['Waltz', 'Tango']);
    expect(final.summary).toEqual([
      { couple: '11', dancePlaces: [1, 1], total: 2, place: 1, decidedBy: 'R9' },
      { couple: '13', dancePlaces: [2, 4], total: 6, place: 2, decidedBy: 'R11' },
      { couple: '12', dancePlaces: [4, 2], total: 6, place: 3, decidedBy: 'R11' },
      { couple: '14', dancePlaces: [3, 3], total: 6, place: 4, decidedBy: 'R10' },
    ]);
    // Rule 10 for 2nd: the standard cumulative columns over the dance places, sums in brackets
    // only where compared (12 and 13 level on the count at "1-2"). 14, left alone, is 4th by default.
    expect(final.tieBreaks[0]).toEqual({
      rule: 'R10',
      place: 2,
      column: 1,
      columns: ['1', '1-2', '1-3', '1-4'],
      entries: [
        { couple: '12', count: 1, sum: 2, cells: [{ count: 0 }, { count: 1, sum: 2 }, { count: 1 }, { count: 2 }] },
        { couple: '13', count: 1, sum: 2, cells: [{ count: 0 }, { count: 1, sum: 2 }, { count: 1 }, { count: 2 }] },
        { couple: '14', count: 0, sum: 0, cells: [{ count: 0 }, { count: 0 }, { count: 2 }, { count: 2 }] },
      ],
      outcome: 'rule11',
      toRule11: ['12', '13'],
      placedByDefault: { couple: '14', place: 4, cells: [{ count: 0 }, { count: 0 }, { count: 2 }, { count: 2 }] },
    });
    const rule11 = final.tieBreaks[1];
    expect(rule11.rule).toBe('R11');
    if (rule11.rule !== 'R11') return;
    expect(rule11.columns).toEqual(['1', '1-2', '1-3', '1-4']);
    // The pooled marks of every dance, then the cumulative columns over all ten of them.
    expect(rule11.rows).toEqual([
      { couple: '12', marks: [[3, 4, 3, 3, 2], [2, 2, 1, 3, 3]], cells: [{ count: 1 }, { count: 4 }, { count: 9 }, { count: 10 }] },
      { couple: '13', marks: [[2, 2, 1, 2, 4], [3, 4, 2, 4, 2]], cells: [{ count: 1 }, { count: 6 }, { count: 7 }, { count: 10 }] },
    ]);
    // 13 takes 2nd by rule 11; 12, the last of the rule 11 group, is 3rd by default.
    expect(rule11.winners).toEqual(['13']);
    expect(rule11.placedByDefault).toEqual({ couple: '12', place: 3, cells: [{ count: 0 }, { count: 1 }, { count: 1 }, { count: 2 }] });
    expect(final.tieBreaks).toHaveLength(2);
  });

  it('is plain JSON with no undefined values', () => {
    const final = explainFinal(marks);
    expect(JSON.parse(JSON.stringify(final))).toStrictEqual(final);
  });
});
