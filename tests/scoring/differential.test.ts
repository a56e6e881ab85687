// Differential test: the engine against an independent, deliberately plain reading of the rules
// (reference-skating.ts: one place at a time, lexicographic column comparison). The reference is
// first held to every published example in the fixture, so a disagreement on a random sheet points
// at a real difference in how the rules are applied, not at a broken reference.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { explainFinal, explainSingleDance, placeMultiDance, placeSingleDance, tallyRecalls, type Rule11Explanation } from '../../src/domain/scoring';
import { referenceDance, referenceMultiDance, referenceRecallCuts, referenceSingleDance } from './reference-skating';

interface PlacesExample {
  id: string;
  kind: 'single-dance' | 'multi-dance' | 'recall';
  marks: Record<string, number[]> | Record<string, Record<string, number[]>>;
  expected: Record<string, number>;
}

const examples = JSON.parse(readFileSync(new URL('../fixtures/skating-examples.json', import.meta.url), 'utf8')) as PlacesExample[];

describe('the reference reading of the rules', () => {
  const single = examples.filter((e) => e.kind === 'single-dance');
  const multi = examples.filter((e) => e.kind === 'multi-dance');

  it('is checked against the fixture examples of both kinds', () => {
    expect(single.length).toBeGreaterThan(0);
    expect(multi.length).toBeGreaterThan(0);
  });

  it.each(single.map((e) => [e.id, e] as const))('places %s as published', (_id, example) => {
    const marks = example.marks as Record<string, number[]>;
    const couples = Object.keys(marks);
    const places = referenceSingleDance(couples.map((c) => marks[c]));
    expect(Object.fromEntries(couples.map((c, i) => [c, places[i]]))).toEqual(example.expected);
  });

  it.each(multi.map((e) => [e.id, e] as const))('places %s as published', (_id, example) => {
    const marks = example.marks as Record<string, Record<string, number[]>>;
    const dances = Object.keys(marks);
    const couples = Object.keys(marks[dances[0]]);
    const { places } = referenceMultiDance(dances.map((d) => couples.map((c) => marks[d][c])));
    expect(Object.fromEntries(couples.map((c, i) => [c, places[i]]))).toEqual(example.expected);
  });
});

// ---- random valid sheets ----

const permutation = (n: number) => fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i + 1), { minLength: n, maxLength: n });

/** marks[c][j], built judge by judge so that every judge's column is a permutation of 1..n. */
const danceOf = (couples: number, judges: number) =>
  fc.array(permutation(couples), { minLength: judges, maxLength: judges }).map((cards) => Array.from({ length: couples }, (_, c) => cards.map((card) => card[c])));

// Small panels and fields tie far more often, so they are weighted in: that is where rules 7, 10 and 11 live.
const judgeCount = fc.oneof(fc.constantFrom(3, 4, 5), fc.constantFrom(1, 2, 6, 7, 9));
const coupleCount = fc.oneof(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 6, max: 8 }));

const dance = fc.tuple(coupleCount, judgeCount).chain(([couples, judges]) => danceOf(couples, judges));
const final = fc
  .tuple(coupleCount, judgeCount, fc.integer({ min: 1, max: 5 }))
  .chain(([couples, judges, dances]) => fc.array(danceOf(couples, judges), { minLength: dances, maxLength: dances }));

const id = (c: number) => String(101 + c);
const asRecord = (marks: number[][]) => Object.fromEntries(marks.map((row, c) => [id(c), row]));
const asFinal = (dances: number[][][]) => Object.fromEntries(dances.map((marks, d) => [`Dance ${d + 1}`, asRecord(marks)]));
const byCouple = <T>(values: readonly T[]) => Object.fromEntries(values.map((value, c) => [id(c), value]));

describe('the engine agrees with the reference', () => {
  it('on the places of a single dance', () => {
    fc.assert(
      fc.property(dance, (marks) => {
        expect(placeSingleDance(asRecord(marks)).places).toEqual(byCouple(referenceSingleDance(marks)));
      }),
      { numRuns: 1500 },
    );
  });

  it('on the dance table: the column each place was decided at and where sums were compared', () => {
    fc.assert(
      fc.property(dance, (marks) => {
        const reference = referenceDance(marks);
        const rows = explainSingleDance(asRecord(marks)).rows;
        for (const row of rows) {
          const c = Number(row.couple) - 101;
          expect(row.place).toBe(reference.places[c]);
          expect(row.placedAtColumn).toBe(reference.placedAtColumn[c]);
          expect(row.cells.map((cell) => cell.sum !== undefined)).toEqual(reference.sumShown[c]);
          row.cells.forEach((cell, k) => {
            const upTo = marks[c].filter((mark) => mark <= k + 1);
            expect(cell.count).toBe(upTo.length);
            if (cell.sum !== undefined) expect(cell.sum).toBe(upTo.reduce((a, b) => a + b, 0));
          });
        }
      }),
      { numRuns: 800 },
    );
  });

  it('on the final summary: dance places, totals, places and the rule that decided each', () => {
    fc.assert(
      fc.property(final, (dances) => {
        const reference = referenceMultiDance(dances);
        const result = placeMultiDance(asFinal(dances));
        expect(result.totals).toEqual(byCouple(reference.totals));
        expect(result.places).toEqual(byCouple(reference.places));
        expect(result.decidedBy).toEqual(byCouple(reference.decidedBy));
      }),
      { numRuns: 1500 },
    );
  });

  it('on the rule 11 working: place, majority over judges × dances, deciding column and winners', () => {
    fc.assert(
      fc.property(final, (dances) => {
        const reference = referenceMultiDance(dances);
        const steps = explainFinal(asFinal(dances)).tieBreaks.filter((step): step is Rule11Explanation => step.rule === 'R11');
        expect(steps.map((step) => [step.place, step.majority, step.startColumn, step.decidedAtColumn, [...step.winners].sort()])).toEqual(
          reference.rule11Steps.map((step) => [step.place, step.majority, step.place - 1, step.decidedAtColumn, step.winners.map(id).sort()]),
        );
      }),
      { numRuns: 800 },
    );
  });

  it('on recalls: the exact threshold when there is one, else the nearest below and above (all couples when fewer danced)', () => {
    const sheet = fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }))
      .chain(([couples, marks]) => fc.tuple(fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: marks, maxLength: marks }), { minLength: couples, maxLength: couples }), fc.integer({ min: 1, max: couples + 1 })));
    fc.assert(
      fc.property(sheet, ([rows, requested]) => {
        const tally = tallyRecalls(asRecord(rows), requested);
        const cuts = referenceRecallCuts(rows.map((row) => row.reduce((a, b) => a + b, 0)));
        const exact = cuts.find((cut) => cut.recalled === requested);
        const below = cuts.filter((cut) => cut.recalled < requested).at(-1);
        const above = cuts.find((cut) => cut.recalled > requested);
        const expected = [below, exact, above].filter((cut) => cut !== undefined);
        expect(tally.options.map((option) => ({ minMarks: option.minMarks, recalled: option.recalled.length }))).toEqual(expected);
        // Over-request (rule 1): fewer couples than asked for are all recalled, no chairman needed.
        expect(tally.recalled?.length ?? null).toBe(exact ? requested : rows.length < requested ? rows.length : null);
        for (const option of tally.options) {
          expect(option.recalled.every((couple) => tally.counts[couple] >= option.minMarks)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
