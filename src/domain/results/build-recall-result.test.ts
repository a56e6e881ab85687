import fc from 'fast-check';
import { MarkSheetError, RecallRequestError } from '../scoring';
import { buildRecallResult } from './build-recall-result';
import { RecallNeedsChairmanError } from './errors';
import { allKeys, entriesNumbered, panel, storedMarks, unsavableValues } from '../../testing/domain/results-fixtures';

// The published rule 1 table: couples 10-19, judges A-G, 6 requested; only 4 or 7 are separable.
const judges = panel(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
const rule1Table = {
  Waltz: {
    10: [0, 1, 1, 1, 0, 1, 0],
    11: [1, 0, 1, 1, 1, 1, 1],
    12: [1, 1, 0, 1, 0, 0, 1],
    13: [0, 0, 1, 0, 0, 1, 1],
    14: [1, 1, 0, 0, 1, 1, 0],
    15: [0, 1, 1, 1, 1, 1, 1],
    16: [0, 0, 0, 0, 0, 0, 0],
    17: [1, 1, 1, 1, 1, 0, 1],
    18: [1, 1, 1, 1, 1, 1, 1],
    19: [1, 0, 0, 0, 1, 0, 0],
  },
};
const rule1Round = {
  entries: entriesNumbered([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]),
  dances: { Waltz: 0 },
  judges,
  marks: storedMarks(judges, rule1Table),
  requested: 6,
};

describe('buildRecallResult', () => {
  it('asks the chairman when a tie at the cut makes the requested number impossible', () => {
    const error = (() => {
      try {
        buildRecallResult(rule1Round);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(RecallNeedsChairmanError);
    const { options, message } = error as RecallNeedsChairmanError;
    expect(options.map((option) => [option.minMarks, option.recalled.length])).toEqual([
      [6, 4],
      [4, 7],
    ]);
    expect(message).toBe(
      '6 couples were asked for, but a tie at the cut allows only 4 (6 or more marks: 11, 15, 17, 18) or 7 (4 or more marks: 10, 11, 12, 14, 15, 17, 18): the Chairman of Judges must choose.',
    );
  });

  it("records the chairman's choice and the full recall table", () => {
    const result = buildRecallResult({ ...rule1Round, chairmanMinMarks: 4 });
    expect(result.sumRecalls).toMatchObject({ requested: 6, minMarks: 4, recalledCount: 7, chairmanDecided: true, dances: ['Waltz'], judges });
    expect(result.sumRecalls.rows.map((row) => [row.leadNumber, row.total, row.recalled])).toEqual([
      [18, 7, true],
      [11, 6, true],
      [15, 6, true],
      [17, 6, true],
      [10, 4, true],
      [12, 4, true],
      [14, 4, true],
      [13, 3, false],
      [19, 2, false],
      [16, 0, false],
    ]);
    expect(result.sumRecalls.rows[4]).toEqual({ entryId: 'e10', leadNumber: 10, marks: [[0, 1, 1, 1, 0, 1, 0]], danceTotals: [4], total: 4, recalled: true });
    // Every judge marked the six couples asked for.
    expect(result.sumRecalls.judgeCounts).toEqual([[6, 6, 6, 6, 6, 6, 6]]);
    expect(result.placements[0]).toEqual({ entryId: 'e18', leadNumber: 18, leadName: 'Lead 18', followName: 'Follow 18', affiliation: 'Even U', marks: 7, recalled: true });
  });

  it('recalls exactly the requested number when a threshold gives it, marks of all dances together', () => {
    const twoJudges = panel(['A', 'B']);
    const result = buildRecallResult({
      entries: entriesNumbered([5, 6, 7]),
      dances: { Tango: 1, Waltz: 0 },
      judges: twoJudges,
      // A couple a judge did not mark is simply absent from the stored marks.
      marks: storedMarks(twoJudges, { Waltz: { 5: [1, 1], 6: [1, 1], 7: [0, 1] }, Tango: { 5: [1, 0], 6: [undefined, 0], 7: [1, 1] } }),
      requested: 2,
    });
    expect(result.sumRecalls.dances).toEqual(['Waltz', 'Tango']);
    expect(result.sumRecalls.rows).toEqual([
      { entryId: 'e5', leadNumber: 5, marks: [[1, 1], [1, 0]], danceTotals: [2, 1], total: 3, recalled: true },
      { entryId: 'e7', leadNumber: 7, marks: [[0, 1], [1, 1]], danceTotals: [1, 2], total: 3, recalled: true },
      { entryId: 'e6', leadNumber: 6, marks: [[1, 1], [0, 0]], danceTotals: [2, 0], total: 2, recalled: false },
    ]);
    // Judge B marked three couples in Waltz and one in Tango.
    expect(result.sumRecalls.judgeCounts).toEqual([
      [2, 3],
      [2, 1],
    ]);
    expect(result.sumRecalls).toMatchObject({ minMarks: 3, recalledCount: 2, chairmanDecided: false });
  });

  it('produces a record the database stores as is', () => {
    const result = buildRecallResult({ ...rule1Round, chairmanMinMarks: 6 });
    expect(unsavableValues(result)).toEqual([]);
    expect(allKeys(result).filter((key) => /[.$#[\]/]/.test(key))).toEqual([]);
    expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
  });

  it('refuses a recall mark other than 0 or 1, naming judge, back number and dance', () => {
    const marks = storedMarks(judges, rule1Table);
    (marks['judge-C'].dances as Record<string, Record<string, number>>).Waltz.e13 = 2;
    expect(() => buildRecallResult({ ...rule1Round, marks })).toThrow(MarkSheetError);
    expect(() => buildRecallResult({ ...rule1Round, marks })).toThrow(
      expect.objectContaining({
        problem: 'invalid-recall-mark',
        message: 'Judge C gave couple 13 the recall mark 2 in Waltz: a recall mark is 1 (recalled) or 0 (not).',
        dance: 'Waltz',
        judge: 'C',
        couples: ['e13'],
      }),
    );
  });

  it('refuses a chairman choice that recalls nobody, and a request below 1', () => {
    expect(() => buildRecallResult({ ...rule1Round, chairmanMinMarks: 8 })).toThrow(RecallRequestError);
    expect(() => buildRecallResult({ ...rule1Round, requested: 0 })).toThrow(RecallRequestError);
  });

  it('saves the cuts offered, the cut chosen, who chose and when', () => {
    const result = buildRecallResult({ ...rule1Round, chairmanChoice: { minMarks: 6, by: 'Ann Chair', at: 1_764_000_000_000 } });
    expect(result.sumRecalls).toMatchObject({ minMarks: 6, recalledCount: 4, chairmanDecided: true });
    expect(result.sumRecalls.chairmanChoice).toEqual({
      offered: [
        { minMarks: 6, recalledCount: 4 },
        { minMarks: 4, recalledCount: 7 },
      ],
      chosenMinMarks: 6,
      chosenBy: 'Ann Chair',
      chosenAt: 1_764_000_000_000,
    });
    expect(unsavableValues(result)).toEqual([]);
  });

  it.each([0, 5, 7, 3, -1, 4.5])('accepts only a cut the tie offers, so not %s marks', (minMarks) => {
    expect(() => buildRecallResult({ ...rule1Round, chairmanChoice: { minMarks, by: 'Ann Chair', at: 1 } })).toThrow(
      expect.objectContaining({
        name: 'RecallRequestError',
        message: `The Chairman of Judges can recall 6 or more marks (4 couples) or 4 or more marks (7 couples); ${minMarks} or more marks is not one of the cuts the tie allows.`,
      }),
    );
  });

  it('refuses any chairman choice when the marks give the requested number exactly', () => {
    const exact = { ...rule1Round, requested: 4 };
    expect(buildRecallResult(exact).sumRecalls).toMatchObject({ minMarks: 6, recalledCount: 4, chairmanDecided: false });
    expect(buildRecallResult(exact).sumRecalls.chairmanChoice).toBeUndefined();
    for (const minMarks of [6, 4, 0]) {
      expect(() => buildRecallResult({ ...exact, chairmanChoice: { minMarks, by: 'Ann Chair', at: 1 } })).toThrow(
        expect.objectContaining({
          name: 'RecallRequestError',
          message: 'The marks recall exactly the 4 couples asked for, so there is no tie at the cut for the Chairman of Judges to decide.',
        }),
      );
    }
  });

  it('refuses a choice that does not say who made it or when', () => {
    expect(() => buildRecallResult({ ...rule1Round, chairmanChoice: { minMarks: 6, by: ' ', at: 1 } })).toThrow(/who made it/);
    expect(() => buildRecallResult({ ...rule1Round, chairmanChoice: { minMarks: 6, by: 'Ann Chair', at: Number.NaN } })).toThrow(/NaN is not a time/);
  });

  it('recalls both couples when two danced and three were requested, without asking the chairman', () => {
    const twoJudges = panel(['A', 'B']);
    const round = {
      entries: entriesNumbered([38, 41]),
      dances: { Waltz: 0 },
      judges: twoJudges,
      marks: storedMarks(twoJudges, { Waltz: { 38: [1, 1], 41: [0, undefined] } }),
      requested: 3,
    };
    const result = buildRecallResult(round);
    expect(result.sumRecalls).toMatchObject({ requested: 3, minMarks: 0, recalledCount: 2, chairmanDecided: false });
    expect(result.placements.map((p) => [p.leadNumber, p.recalled])).toEqual([
      [38, true],
      [41, true],
    ]);
    expect(() => buildRecallResult({ ...round, chairmanChoice: { minMarks: 0, by: 'Ann Chair', at: 1 } })).toThrow(
      'Only 2 couples danced and 3 were asked for, so every couple is recalled: there is no cut for the Chairman of Judges to choose.',
    );
  });

  it('names a recall mark stored as text as text', () => {
    const marks = storedMarks(judges, rule1Table);
    (marks['judge-C'].dances as Record<string, Record<string, unknown>>).Waltz.e13 = '1';
    expect(() => buildRecallResult({ ...rule1Round, marks })).toThrow(
      expect.objectContaining({
        problem: 'non-numeric-mark',
        message: 'Judge C gave couple 13 the text "1" in Waltz as a recall mark: a recall mark is the number 1 (recalled) or 0 (not).',
      }),
    );
  });
});

describe("the chairman's choice, on any recall round", () => {
  const round = fc
    .record({ couples: fc.integer({ min: 1, max: 10 }), judges: fc.integer({ min: 1, max: 5 }), requested: fc.integer({ min: 1, max: 12 }) })
    .chain(({ couples, judges: judgeCount, requested }) =>
      fc.array(fc.array(fc.constantFrom(0, 1), { minLength: judgeCount, maxLength: judgeCount }), { minLength: couples, maxLength: couples }).map((rows) => {
        const numbers = rows.map((_, c) => 10 + c);
        const roundJudges = panel(['A', 'B', 'C', 'D', 'E'].slice(0, judgeCount));
        const table = { Waltz: Object.fromEntries(rows.map((row, c) => [numbers[c], row])) };
        return { entries: entriesNumbered(numbers), dances: { Waltz: 0 }, judges: roundJudges, marks: storedMarks(roundJudges, table), requested };
      }),
    );

  it('is accepted for exactly the cuts the tally offers, and only when a tie at the cut needs it', () => {
    fc.assert(
      fc.property(round, (input) => {
        let offered: number[] = [];
        try {
          buildRecallResult(input);
        } catch (error) {
          expect(error).toBeInstanceOf(RecallNeedsChairmanError);
          offered = (error as RecallNeedsChairmanError).options.map((option) => option.minMarks);
          expect(offered.length).toBeGreaterThan(0);
        }
        const judgeCount = input.judges.length;
        for (let minMarks = -1; minMarks <= judgeCount + 1; minMarks++) {
          const choose = () => buildRecallResult({ ...input, chairmanChoice: { minMarks, by: 'Chair', at: 5 } });
          if (!offered.includes(minMarks)) {
            expect(choose).toThrow(RecallRequestError);
            continue;
          }
          const { sumRecalls } = choose();
          expect(sumRecalls).toMatchObject({ minMarks, chairmanDecided: true });
          expect(sumRecalls.chairmanChoice).toMatchObject({ chosenMinMarks: minMarks, chosenBy: 'Chair', chosenAt: 5 });
          expect(sumRecalls.chairmanChoice?.offered.map((cut) => cut.minMarks)).toEqual(offered);
          expect(sumRecalls.rows.every((row) => row.recalled === row.total >= minMarks)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
