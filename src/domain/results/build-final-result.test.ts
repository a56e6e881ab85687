import { finalResultsSchema, savedRoundResultSchema } from '../records';
import { MarkSheetError } from '../scoring';
import { buildFinalResult } from './build-final-result';
import { buildFinalResults } from './build-final-results';
import { allKeys, entriesNumbered, panel, storedMarks, unsavableValues } from '../../testing/domain/results-fixtures';

const judges = panel(['A', 'B', 'C', 'D', 'E']);
// Totals 12, 13, 14 = 6: rule 10 sends 12 and 13 to rule 11 for 2nd, which 13 wins; 14 is 4th.
const tiedTable = {
  Waltz: { 11: [4, 1, 4, 1, 1], 12: [3, 4, 3, 3, 2], 13: [2, 2, 1, 2, 4], 14: [1, 3, 2, 4, 3] },
  Tango: { 11: [4, 1, 3, 2, 1], 12: [2, 2, 1, 3, 3], 13: [3, 4, 2, 4, 2], 14: [1, 3, 4, 1, 4] },
};
const final = {
  entries: entriesNumbered([11, 12, 13, 14]),
  dances: { Tango: 1, Waltz: 0 },
  judges,
  marks: storedMarks(judges, tiedTable),
};

function refusal(run: () => unknown): MarkSheetError {
  try {
    run();
  } catch (error) {
    if (error instanceof MarkSheetError) return error;
    throw error;
  }
  throw new Error('expected a MarkSheetError');
}

describe('buildFinalResult', () => {
  it('places the couples with names and back numbers, best first', () => {
    const { placements } = buildFinalResult(final);
    expect(placements.map((p) => [p.leadNumber, p.place, p.decidedBy])).toEqual([
      [11, 1, 'R9'],
      [13, 2, 'R11'],
      [12, 3, 'R11'],
      [14, 4, 'R10'],
    ]);
    expect(placements[1]).toEqual({ entryId: 'e13', leadNumber: 13, leadName: 'Lead 13', followName: 'Follow 13', affiliation: 'Odd U', place: 2, decidedBy: 'R11' });
  });

  it('keeps judges and dances in order, with each dance table in place order', () => {
    const { finalTable } = buildFinalResult(final);
    expect(finalTable.judges).toEqual(judges);
    expect(finalTable.dances).toEqual(['Waltz', 'Tango']);
    const waltz = finalTable.danceTables[0];
    expect(waltz).toMatchObject({ dance: 'Waltz', majority: 3, columns: ['1', '1-2', '1-3', '1-4'] });
    expect(waltz.rows.map((row) => [row.leadNumber, row.place])).toEqual([
      [11, 1],
      [13, 2],
      [14, 3],
      [12, 4],
    ]);
    // 14 and 12 both hold 4 marks at "1-3"; 14's sum 9 beats 12's 11.
    expect(waltz.rows[2]).toEqual({
      entryId: 'e14',
      leadNumber: 14,
      marks: [1, 3, 2, 4, 3],
      cells: [{ count: 1 }, { count: 2 }, { count: 4, sum: 9 }, { count: 5 }],
      place: 3,
      placedAtColumn: 2,
    });
    expect(waltz.rows[3].cells[2]).toEqual({ count: 4, sum: 11 });
  });

  it('records the summary and the rule 10 and rule 11 working by entry', () => {
    const { finalTable } = buildFinalResult(final);
    expect(finalTable.summary.map((row) => [row.entryId, row.dancePlaces, row.total, row.place])).toEqual([
      ['e11', [1, 1], 2, 1],
      ['e13', [2, 4], 6, 2],
      ['e12', [4, 2], 6, 3],
      ['e14', [3, 3], 6, 4],
    ]);
    const notCompared = (counts: number[]) => counts.map((count) => ({ count }));
    expect(finalTable.tieBreaks).toEqual([
      {
        rule: 'R10',
        place: 2,
        column: 1,
        columns: ['1', '1-2', '1-3', '1-4'],
        entries: [
          { entryId: 'e12', leadNumber: 12, count: 1, sum: 2, cells: [{ count: 0 }, { count: 1, sum: 2 }, { count: 1 }, { count: 2 }] },
          { entryId: 'e13', leadNumber: 13, count: 1, sum: 2, cells: [{ count: 0 }, { count: 1, sum: 2 }, { count: 1 }, { count: 2 }] },
          { entryId: 'e14', leadNumber: 14, count: 0, sum: 0, cells: notCompared([0, 0, 2, 2]) },
        ],
        outcome: 'rule11',
        toRule11: ['e12', 'e13'],
        placedByDefault: { entryId: 'e14', leadNumber: 14, place: 4, cells: notCompared([0, 0, 2, 2]) },
      },
      {
        rule: 'R11',
        place: 2,
        majority: 6,
        markCount: 10,
        startColumn: 1,
        decidedAtColumn: 1,
        columns: ['1', '1-2', '1-3', '1-4'],
        rows: [
          { entryId: 'e12', leadNumber: 12, marks: [[3, 4, 3, 3, 2], [2, 2, 1, 3, 3]], cells: notCompared([1, 4, 9, 10]) },
          { entryId: 'e13', leadNumber: 13, marks: [[2, 2, 1, 2, 4], [3, 4, 2, 4, 2]], cells: notCompared([1, 6, 7, 10]) },
        ],
        winners: ['e13'],
        shared: false,
        placedByDefault: { entryId: 'e12', leadNumber: 12, place: 3, cells: notCompared([0, 1, 1, 2]) },
      },
    ]);
  });

  it('leaves tieBreaks out when rule 9 decided every place', () => {
    const twoJudges = panel(['A', 'B', 'C']);
    const { finalTable } = buildFinalResult({
      entries: entriesNumbered([1, 2]),
      dances: { Waltz: 0 },
      judges: twoJudges,
      marks: storedMarks(twoJudges, { Waltz: { 1: [1, 1, 2], 2: [2, 2, 1] } }),
    });
    expect(finalTable).not.toHaveProperty('tieBreaks');
    expect(finalTable.summary.map((row) => [row.leadNumber, row.place, row.decidedBy])).toEqual([
      [1, 1, 'R9'],
      [2, 2, 'R9'],
    ]);
  });

  it('produces a record the database stores as is', () => {
    const result = buildFinalResult(final);
    expect(unsavableValues(result)).toEqual([]);
    expect(allKeys(result).filter((key) => /[.$#[\]/]/.test(key))).toEqual([]);
    expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
  });

  it('names couples without back numbers, leaving leadNumber out', () => {
    const entries = { ...entriesNumbered([1]), x: { leadName: 'No', followName: 'Number', affiliation: 'TBA' }, y: { leadName: 'Also', followName: 'None', affiliation: 'TBA' } };
    const three = panel(['A', 'B', 'C']);
    const marks = {
      'judge-A': { dances: { Waltz: { e1: 1, x: 2, y: 3 } } },
      'judge-B': { dances: { Waltz: { e1: 1, x: 3, y: 2 } } },
      'judge-C': { dances: { Waltz: { e1: 1, x: 2, y: 3 } } },
    };
    const { placements } = buildFinalResult({ entries, dances: { Waltz: 0 }, judges: three, marks });
    expect(placements.map((p) => [p.entryId, p.place])).toEqual([
      ['e1', 1],
      ['x', 2],
      ['y', 3],
    ]);
    expect(placements[1]).not.toHaveProperty('leadNumber');
  });
});

describe('buildFinalResults', () => {
  it('keeps place, names and back number of every finalist, best first', () => {
    expect(buildFinalResults(buildFinalResult(final)).places).toEqual([
      { entryId: 'e11', leadNumber: 11, leadName: 'Lead 11', followName: 'Follow 11', affiliation: 'Odd U', place: 1 },
      { entryId: 'e13', leadNumber: 13, leadName: 'Lead 13', followName: 'Follow 13', affiliation: 'Odd U', place: 2 },
      { entryId: 'e12', leadNumber: 12, leadName: 'Lead 12', followName: 'Follow 12', affiliation: 'Even U', place: 3 },
      { entryId: 'e14', leadNumber: 14, leadName: 'Lead 14', followName: 'Follow 14', affiliation: 'Even U', place: 4 },
    ]);
  });
});

describe('final mark sheets the builder refuses', () => {
  it('names judge, back numbers and dance for a place given twice', () => {
    const marks = storedMarks(judges, tiedTable);
    (marks['judge-C'].dances as Record<string, Record<string, number>>).Tango.e12 = 4;
    const error = refusal(() => buildFinalResult({ ...final, marks }));
    expect(error.message).toBe('Judge C gave place 4 to two couples (12 and 14) in Tango.');
    expect(error).toMatchObject({ problem: 'duplicate-place', dance: 'Tango', judge: 'C', couples: ['e12', 'e14'] });
  });

  it('refuses a panel judge without marks, and marks from a judge not on the panel', () => {
    const { 'judge-B': _missing, ...withoutB } = storedMarks(judges, tiedTable);
    expect(refusal(() => buildFinalResult({ ...final, marks: withoutB }))).toMatchObject({ problem: 'missing-judge', message: 'Judge B has no marks for this round.' });
    const extra = { ...storedMarks(judges, tiedTable), 'judge-Z': { dances: {} } };
    expect(refusal(() => buildFinalResult({ ...final, marks: extra }))).toMatchObject({ problem: 'extra-judge', judge: 'judge-Z' });
  });

  it('refuses a missing place, a missing dance, an unknown couple and an unknown dance', () => {
    const missingPlace = storedMarks(judges, tiedTable);
    delete (missingPlace['judge-D'].dances as Record<string, Record<string, number>>).Waltz.e13;
    expect(refusal(() => buildFinalResult({ ...final, marks: missingPlace }))).toMatchObject({
      problem: 'missing-mark',
      message: 'Judge D has no place for couple 13 in Waltz.',
    });
    const missingDance = storedMarks(judges, tiedTable);
    delete (missingDance['judge-E'].dances as Record<string, Record<string, number>>).Tango;
    expect(refusal(() => buildFinalResult({ ...final, marks: missingDance }))).toMatchObject({ problem: 'missing-mark', message: 'Judge E has no marks for Tango.' });
    const stranger = storedMarks(judges, tiedTable);
    (stranger['judge-A'].dances as Record<string, Record<string, number>>).Waltz.e99 = 5;
    expect(refusal(() => buildFinalResult({ ...final, marks: stranger }))).toMatchObject({ problem: 'unknown-couple', couples: ['e99'] });
    const rumba = storedMarks(judges, tiedTable);
    (rumba['judge-A'].dances as Record<string, Record<string, number>>).Rumba = { e11: 1 };
    expect(refusal(() => buildFinalResult({ ...final, marks: rumba }))).toMatchObject({ problem: 'unknown-dance', dance: 'Rumba' });
  });

  it('refuses a round without couples, dances or judges', () => {
    expect(refusal(() => buildFinalResult({ ...final, entries: {} })).problem).toBe('no-couples');
    expect(refusal(() => buildFinalResult({ ...final, dances: {} })).problem).toBe('no-dances');
    expect(refusal(() => buildFinalResult({ ...final, judges: [], marks: {} })).problem).toBe('no-judges');
  });
});

describe('the posted final and its one schema (src/domain/records)', () => {
  it('reads back exactly what the builder writes, tie-break working included', () => {
    const written = buildFinalResult(final);
    expect(written.finalTable.tieBreaks?.length).toBeGreaterThan(0);
    expect(savedRoundResultSchema.parse(JSON.parse(JSON.stringify(written)))).toEqual(written);
    const places = buildFinalResults(written);
    expect(finalResultsSchema.parse(JSON.parse(JSON.stringify(places)))).toEqual(places);
  });

  it('refuses a placement decided by a rule the Skating System does not have', () => {
    const written = buildFinalResult(final);
    const forged = { ...written, placements: [{ ...written.placements[0], decidedBy: 'R12' }, ...written.placements.slice(1)] };
    expect(savedRoundResultSchema.safeParse(forged).success).toBe(false);
  });
});
