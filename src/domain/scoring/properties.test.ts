// Properties over random valid mark sheets (every judge places every couple 1..N, no ties).
import fc from 'fast-check';
import { explainFinal, placeMultiDance, placeSingleDance, tallyRecalls } from './index';

type Sheet = Record<string, number[]>;

const permutation = (n: number) => fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i + 1), { minLength: n, maxLength: n });

/** couples × judges placings, built judge by judge so each judge's column is a permutation. */
function sheetOf(couples: number, judges: number): fc.Arbitrary<Sheet> {
  return fc.array(permutation(couples), { minLength: judges, maxLength: judges }).map((columns) => {
    const sheet: Sheet = {};
    for (let c = 0; c < couples; c++) sheet[String(101 + c)] = columns.map((column) => column[c]);
    return sheet;
  });
}

const sheet = fc.record({ couples: fc.integer({ min: 1, max: 8 }), judges: fc.integer({ min: 1, max: 9 }) }).chain(({ couples, judges }) => sheetOf(couples, judges));

const finalSheet = fc
  .record({ couples: fc.integer({ min: 1, max: 7 }), judges: fc.integer({ min: 1, max: 7 }), dances: fc.integer({ min: 1, max: 5 }) })
  .chain(({ couples, judges, dances }) =>
    fc.array(sheetOf(couples, judges), { minLength: dances, maxLength: dances }).map((sheets) => Object.fromEntries(sheets.map((s, d) => [`Dance ${d + 1}`, s]))),
  );

/** The sheet with `favourite` swapped into 1st place on every judge's card (still a valid sheet). */
function withFirstFromEveryJudge(marks: Sheet, favourite: string): Sheet {
  const copy: Sheet = Object.fromEntries(Object.entries(marks).map(([couple, row]) => [couple, [...row]]));
  copy[favourite].forEach((mark, j) => {
    const winner = Object.keys(copy).find((couple) => copy[couple][j] === 1) as string;
    copy[winner][j] = mark;
    copy[favourite][j] = 1;
  });
  return copy;
}

/** Places are 1..N with each group of k equal places at the mean of the k places it covers. */
function expectAveragedPermutation(places: Record<string, number>): void {
  const values = Object.values(places).sort((a, b) => a - b);
  const n = values.length;
  expect(values.reduce((a, b) => a + b, 0)).toBe((n * (n + 1)) / 2);
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && values[end + 1] === values[start]) end++;
    expect(values[start]).toBe((start + 1 + end + 1) / 2);
    start = end + 1;
  }
}

describe('single-dance properties', () => {
  it('gives places that are a permutation with shared places averaged', () => {
    fc.assert(fc.property(sheet, (marks) => expectAveragedPermutation(placeSingleDance(marks).places)));
  });

  it('makes the couple every judge placed first the sole winner', () => {
    fc.assert(
      fc.property(sheet, fc.nat(), (marks, pick) => {
        const couples = Object.keys(marks);
        const favourite = couples[pick % couples.length];
        const placed = withFirstFromEveryJudge(marks, favourite);
        const places = placeSingleDance(placed).places;
        expect(places[favourite]).toBe(1);
        expect(Object.values(places).filter((place) => place === 1)).toHaveLength(1);
      }),
    );
  });

  it('with a one-judge panel, gives exactly that judge\'s placings', () => {
    fc.assert(
      fc.property(sheetOf(5, 1), (marks) => {
        expect(placeSingleDance(marks).places).toEqual(Object.fromEntries(Object.entries(marks).map(([c, [m]]) => [c, m])));
      }),
    );
  });

  it('does not change when two judges swap sheets', () => {
    fc.assert(
      fc.property(sheet, fc.nat(), fc.nat(), (marks, a, b) => {
        const judges = marks[Object.keys(marks)[0]].length;
        const [i, j] = [a % judges, b % judges];
        const swapped = Object.fromEntries(
          Object.entries(marks).map(([couple, row]) => {
            const copy = [...row];
            [copy[i], copy[j]] = [copy[j], copy[i]];
            return [couple, copy];
          }),
        );
        expect(placeSingleDance(swapped)).toEqual(placeSingleDance(marks));
      }),
    );
  });

  it('does not depend on the order couples are listed in', () => {
    fc.assert(
      fc.property(sheet, (marks) => {
        const reversed = Object.fromEntries(Object.entries(marks).reverse().map(([c, row]) => [`x${c}`, row]));
        const places = placeSingleDance(reversed).places;
        expect(Object.fromEntries(Object.entries(places).map(([c, p]) => [c.slice(1), p]))).toEqual(placeSingleDance(marks).places);
      }),
    );
  });
});

describe('multi-dance properties', () => {
  it('gives a one-dance event exactly its single-dance places', () => {
    fc.assert(
      fc.property(sheet, (marks) => {
        const single = placeSingleDance(marks).places;
        const multi = placeMultiDance({ Waltz: marks });
        expect(multi.places).toEqual(single);
        expect(multi.dancePlaces.Waltz).toEqual(single);
        expect(multi.totals).toEqual(single);
      }),
    );
  });

  it('gives final places that are a permutation with shared places averaged, and totals that are rule 9 sums', () => {
    fc.assert(
      fc.property(finalSheet, (marks) => {
        const result = placeMultiDance(marks);
        expectAveragedPermutation(result.places);
        for (const couple of Object.keys(result.places)) {
          expect(result.totals[couple]).toBe(Object.values(result.dancePlaces).reduce((sum, places) => sum + places[couple], 0));
        }
      }),
    );
  });

  it('never places a couple with a higher total above one with a lower total', () => {
    fc.assert(
      fc.property(finalSheet, (marks) => {
        const { places, totals } = placeMultiDance(marks);
        const couples = Object.keys(places);
        for (const a of couples) for (const b of couples) if (totals[a] < totals[b]) expect(places[a]).toBeLessThan(places[b]);
      }),
    );
  });

  it('makes the couple every judge placed first in every dance the winner', () => {
    fc.assert(
      fc.property(finalSheet, fc.nat(), (marks, pick) => {
        const couples = Object.keys(Object.values(marks)[0]);
        const favourite = couples[pick % couples.length];
        const placed = Object.fromEntries(Object.entries(marks).map(([dance, s]) => [dance, withFirstFromEveryJudge(s, favourite)]));
        const { places, decidedBy } = placeMultiDance(placed);
        expect(places[favourite]).toBe(1);
        expect(decidedBy[favourite]).toBe('R9');
      }),
    );
  });

  it('does not change when two judges swap sheets in every dance', () => {
    fc.assert(
      fc.property(finalSheet, fc.nat(), fc.nat(), (marks, a, b) => {
        const first = Object.values(Object.values(marks)[0])[0];
        const [i, j] = [a % first.length, b % first.length];
        const swap = (row: number[]) => {
          const copy = [...row];
          [copy[i], copy[j]] = [copy[j], copy[i]];
          return copy;
        };
        const swapped = Object.fromEntries(Object.entries(marks).map(([dance, s]) => [dance, Object.fromEntries(Object.entries(s).map(([c, row]) => [c, swap(row)]))]));
        expect(placeMultiDance(swapped)).toEqual(placeMultiDance(marks));
      }),
    );
  });
});

describe('tie-break working properties', () => {
  it('gives every couple placed by default after rule 10 or 11 exactly one working line, at its place', () => {
    fc.assert(
      fc.property(finalSheet, (marks) => {
        const { places, decidedBy } = placeMultiDance(marks);
        const { tieBreaks } = explainFinal(marks);
        const winners = new Set(tieBreaks.flatMap((step) => (step.rule === 'R10' ? (step.winner === undefined ? [] : [step.winner]) : step.winners)));
        const expected = Object.keys(places).filter((couple) => (decidedBy[couple] === 'R10' || decidedBy[couple] === 'R11') && !winners.has(couple));
        const lines = tieBreaks.flatMap((step) => (step.placedByDefault ? [step.placedByDefault] : []));
        expect(lines.map((line) => line.couple).sort()).toEqual(expected.sort());
        for (const line of lines) expect(line.place).toBe(places[line.couple]);
      }),
    );
  });

  it("reads rule 10's count and sum off the cumulative place column of the place under review", () => {
    fc.assert(
      fc.property(finalSheet, (marks) => {
        const { dancePlaces } = placeMultiDance(marks);
        for (const step of explainFinal(marks).tieBreaks) {
          if (step.rule !== 'R10') continue;
          expect(step.column).toBe(step.place - 1);
          for (const entry of step.entries) {
            const places = Object.values(dancePlaces).map((byCouple) => byCouple[entry.couple]);
            expect(entry.cells.map((cell) => cell.count)).toEqual(step.columns.map((_, k) => places.filter((place) => place <= k + 1).length));
            const cell = entry.cells[step.column];
            expect(cell.count).toBe(entry.count);
            const withSums = entry.cells.flatMap((c, k) => (c.sum === undefined ? [] : [k]));
            expect(withSums).toEqual(cell.sum === undefined ? [] : [step.column]);
            if (cell.sum !== undefined) expect(cell.sum).toBe(entry.sum);
            // Sums are shown exactly when rule 10 compared them: a tie on the best count.
            const best = Math.max(...step.entries.map((e) => e.count));
            expect(cell.sum !== undefined).toBe(step.outcome !== 'count' && entry.count === best);
          }
        }
      }),
    );
  });
});

describe('recall properties', () => {
  const recallSheet = fc
    .record({ couples: fc.integer({ min: 1, max: 30 }), marks: fc.integer({ min: 1, max: 12 }) })
    .chain(({ couples, marks }) =>
      fc.array(fc.array(fc.constantFrom(0, 1), { minLength: marks, maxLength: marks }), { minLength: couples, maxLength: couples }),
    )
    .map((rows) => Object.fromEntries(rows.map((row, c) => [String(c + 1), row])));

  /** Every "at least m marks" cut of the sheet, as recalled-set sizes, worked out by brute force. */
  function achievableCuts(counts: Record<string, number>): { minMarks: number; size: number }[] {
    const values = Object.values(counts);
    return [...new Set(values)].map((minMarks) => ({ minMarks, size: values.filter((count) => count >= minMarks).length }));
  }

  it('every option is a cut: all at or above its threshold in, everyone else out', () => {
    fc.assert(
      fc.property(recallSheet, fc.integer({ min: 1, max: 35 }), (marks, requested) => {
        const tally = tallyRecalls(marks, requested);
        for (const option of tally.options) {
          const inSet = new Set(option.recalled);
          for (const couple of Object.keys(marks)) expect(inSet.has(couple)).toBe(tally.counts[couple] >= option.minMarks);
        }
      }),
    );
  });

  it('with no tie at the cut, recalls exactly the requested number, or every couple when fewer danced', () => {
    fc.assert(
      fc.property(recallSheet, fc.integer({ min: 1, max: 35 }), (marks, requested) => {
        const tally = tallyRecalls(marks, requested);
        const couples = Object.keys(marks);
        const exactCut = achievableCuts(tally.counts).some((cut) => cut.size === requested);
        if (couples.length < requested) expect([...(tally.recalled ?? [])].sort()).toEqual([...couples].sort());
        else if (exactCut) expect(tally.recalled).toHaveLength(requested);
        else expect(tally.recalled).toBeNull();
        if (tally.recalled !== null) {
          const lowestIn = Math.min(...tally.recalled.map((couple) => tally.counts[couple]));
          const out = couples.filter((couple) => !tally.recalled?.includes(couple));
          for (const couple of out) expect(tally.counts[couple]).toBeLessThan(lowestIn);
        }
      }),
    );
  });

  it('when the chairman must choose, offers exactly the nearest achievable cuts below and above', () => {
    fc.assert(
      fc.property(recallSheet, fc.integer({ min: 1, max: 35 }), (marks, requested) => {
        const tally = tallyRecalls(marks, requested);
        fc.pre(tally.recalled === null);
        const cuts = achievableCuts(tally.counts);
        const below = cuts.filter((cut) => cut.size < requested).sort((a, b) => b.size - a.size)[0];
        const above = cuts.filter((cut) => cut.size > requested).sort((a, b) => a.size - b.size)[0];
        // A chairman is only needed when more couples danced than asked: there is always a cut above.
        expect(above).toBeDefined();
        const expected = [below, above].filter((cut) => cut !== undefined);
        expect(tally.options.map((option) => ({ minMarks: option.minMarks, size: option.recalled.length }))).toEqual(expected);
      }),
    );
  });
});
