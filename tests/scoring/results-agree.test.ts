// The saved results must carry the engine's places exactly: the results builders re-shape the
// engine's output (entry ids, back numbers, display order) and must never re-rank or round it.
import fc from 'fast-check';
import { buildFinalResult, buildFinalResults, buildRecallResult, RecallNeedsChairmanError } from '../../src/domain/results';
import { entriesNumbered, panel, storedMarks } from '../../src/testing/domain/results-fixtures';
import { placeMultiDance, tallyRecalls } from '../../src/domain/scoring';

const permutation = (n: number) => fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i + 1), { minLength: n, maxLength: n });
const DANCES = ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'];
const LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** Back numbers deliberately not in entry order, so display order cannot follow input order by accident. */
const backNumbers = (couples: number) => Array.from({ length: couples }, (_, c) => (c * 37) % 101 + 1);

const finalSheet = fc
  .tuple(fc.integer({ min: 2, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 5 }))
  .chain(([couples, judges, dances]) =>
    fc.array(
      fc.array(permutation(couples), { minLength: judges, maxLength: judges }).map((cards) => Array.from({ length: couples }, (_, c) => cards.map((card) => card[c]))),
      { minLength: dances, maxLength: dances },
    ),
  );

describe('results builders keep the engine places', () => {
  it('in the final placements, the summary, every dance table and finalResults', () => {
    fc.assert(
      fc.property(finalSheet, (sheets) => {
        const numbers = backNumbers(sheets[0].length);
        const judges = panel(LABELS.slice(0, sheets[0][0].length));
        const table = Object.fromEntries(sheets.map((marks, d) => [DANCES[d], Object.fromEntries(marks.map((row, c) => [numbers[c], row]))]));
        const engine = placeMultiDance(
          Object.fromEntries(sheets.map((marks, d) => [DANCES[d], Object.fromEntries(marks.map((row, c) => [`e${numbers[c]}`, row]))])),
        );
        const built = buildFinalResult({
          entries: entriesNumbered(numbers),
          dances: Object.fromEntries(sheets.map((_, d) => [DANCES[d], d])),
          judges,
          marks: storedMarks(judges, table),
        });

        expect(Object.fromEntries(built.placements.map((p) => [p.entryId, p.place]))).toEqual(engine.places);
        expect(Object.fromEntries(built.placements.map((p) => [p.entryId, p.decidedBy]))).toEqual(engine.decidedBy);
        const shown = built.placements.map((p) => p.place);
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        for (const row of built.finalTable.summary) {
          expect(row.place).toBe(engine.places[row.entryId]);
          expect(row.total).toBe(engine.totals[row.entryId]);
          expect(row.dancePlaces).toEqual(built.finalTable.dances.map((dance) => engine.dancePlaces[dance][row.entryId]));
        }
        for (const danceTable of built.finalTable.danceTables) {
          for (const row of danceTable.rows) expect(row.place).toBe(engine.dancePlaces[danceTable.dance][row.entryId]);
        }
        expect(buildFinalResults(built).places.map((row) => [row.entryId, row.place])).toEqual(built.placements.map((p) => [p.entryId, p.place]));
      }),
      { numRuns: 300 },
    );
  });

  it('in the recall table: recalled exactly as the tally, or as the chairman chose after a tie', () => {
    const recallSheet = fc
      .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 }))
      .chain(([couples, judges, dances]) =>
        fc.tuple(
          fc.array(fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: couples, maxLength: couples }), { minLength: judges, maxLength: judges }), {
            minLength: dances,
            maxLength: dances,
          }),
          fc.integer({ min: 1, max: couples }),
        ),
      );
    fc.assert(
      fc.property(recallSheet, ([grid, requested]) => {
        // grid[d][j][c]: judge j's recall mark for couple c in dance d.
        const couples = grid[0][0].length;
        const numbers = backNumbers(couples);
        const judges = panel(LABELS.slice(0, grid[0].length));
        const table = Object.fromEntries(grid.map((byJudge, d) => [DANCES[d], Object.fromEntries(numbers.map((n, c) => [n, byJudge.map((marks) => marks[c])]))]));
        const input = { entries: entriesNumbered(numbers), dances: Object.fromEntries(grid.map((_, d) => [DANCES[d], d])), judges, marks: storedMarks(judges, table), requested };
        const tally = tallyRecalls(Object.fromEntries(numbers.map((n, c) => [`e${n}`, grid.flatMap((byJudge) => byJudge.map((marks) => marks[c]))])), requested);
        const recalledBy = (placements: { entryId: string; recalled: boolean }[]) => placements.filter((p) => p.recalled).map((p) => p.entryId).sort();

        if (tally.recalled) {
          const built = buildRecallResult(input);
          expect(recalledBy(built.placements)).toEqual([...tally.recalled].sort());
          expect(Object.fromEntries(built.placements.map((p) => [p.entryId, p.marks]))).toEqual(tally.counts);
        } else {
          expect(() => buildRecallResult(input)).toThrow(RecallNeedsChairmanError);
          for (const option of tally.options) {
            const built = buildRecallResult({ ...input, chairmanMinMarks: option.minMarks });
            expect(recalledBy(built.placements)).toEqual([...option.recalled].sort());
            expect(built.sumRecalls.recalledCount).toBe(option.recalled.length);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
