// Rules 5-8: the places of one dance from the judges' placings.
//
// The table is worked column by column, left to right ("1", "1-2", "1-3", ...):
// - Rule 5/8: at the column under review, every unplaced couple with an absolute majority is placed;
//   if none has one, the next column is taken for the whole unplaced field.
// - Rule 6: among those, the larger majority takes the better place, and ALL of them are placed
//   before the next column is looked at (so the next place is sought at column c+1, never at the
//   column whose number equals the place: after 3 couples are placed at "1-2", 4th is sought at "1-3").
// - Rule 7: equal majorities go by the lower sum of the marks forming them; equal sums move ONLY the
//   tied couples to the next column, where rules 6 and 7 apply again among them. Couples still equal
//   after the last column share the mean of the places they cover (2.5, 3.5, ...).

import { cumulate, majorityOf } from './cumulative';
import type { SheetLabels } from './labels';
import { readFinalSheet } from './read-final-sheet';

/** Everything rules 5-8 worked out for one dance, by couple index (the order of `couples`). */
export interface DanceScore {
  couples: string[];
  marks: number[][];
  judgeCount: number;
  majority: number;
  counts: number[][];
  sums: number[][];
  /** sumUsed[c][k]: rule 7 compared this couple's sum at column k. */
  sumUsed: boolean[][];
  places: number[];
  /** The column at which the couple's place was decided. */
  placedAtColumn: number[];
}

export function scoreDance(record: Record<string, readonly number[]>, labels: SheetLabels = {}): DanceScore {
  const sheet = readFinalSheet(record, labels);
  const n = sheet.couples.length;
  const table = sheet.marks.map((row) => cumulate(row, n));
  const score: DanceScore = {
    ...sheet,
    majority: majorityOf(sheet.judgeCount),
    counts: table.map((t) => t.counts),
    sums: table.map((t) => t.sums),
    sumUsed: sheet.marks.map(() => new Array<boolean>(n).fill(false)),
    places: new Array<number>(n).fill(0),
    placedAtColumn: new Array<number>(n).fill(0),
  };
  placeAll(score);
  return score;
}

function placeAll(score: DanceScore): void {
  const n = score.couples.length;
  let unplaced = score.couples.map((_, c) => c);
  let nextPlace = 1;
  for (let column = 0; unplaced.length > 0 && column < n; column++) {
    const withMajority = unplaced.filter((c) => score.counts[c][column] >= score.majority);
    if (withMajority.length === 0) continue;
    placeGroup(score, withMajority, column, nextPlace);
    nextPlace += withMajority.length;
    unplaced = unplaced.filter((c) => score.counts[c][column] < score.majority);
  }
}

/** Places `group` (all holding a majority at `column`) on places firstPlace, firstPlace+1, ... */
function placeGroup(score: DanceScore, group: number[], column: number, firstPlace: number): void {
  let place = firstPlace;
  for (const sameCount of runsBy(group, (c) => -score.counts[c][column])) {
    if (sameCount.length === 1) award(score, sameCount, column, place);
    else breakEqualMajorities(score, sameCount, column, place);
    place += sameCount.length;
  }
}

/** Rule 7: the lower sum first; couples with equal sums too go on to the next column alone. */
function breakEqualMajorities(score: DanceScore, group: number[], column: number, firstPlace: number): void {
  for (const c of group) score.sumUsed[c][column] = true;
  const lastColumn = score.couples.length - 1;
  let place = firstPlace;
  for (const sameSum of runsBy(group, (c) => score.sums[c][column])) {
    if (sameSum.length === 1 || column === lastColumn) award(score, sameSum, column, place);
    else placeGroup(score, sameSum, column + 1, place);
    place += sameSum.length;
  }
}

/** One couple takes `place`; several still equal after the last column share the mean place. */
function award(score: DanceScore, couples: number[], column: number, place: number): void {
  const shared = place + (couples.length - 1) / 2;
  for (const c of couples) {
    score.places[c] = shared;
    score.placedAtColumn[c] = column;
  }
}

/** Splits `items` into runs of equal key, best (lowest key) first. */
export function runsBy(items: readonly number[], key: (item: number) => number): number[][] {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const runs: number[][] = [];
  for (const item of sorted) {
    const last = runs[runs.length - 1];
    if (last && key(last[0]) === key(item)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

export interface SingleDanceResult {
  places: Record<string, number>;
  table: Record<string, { counts: number[]; sums: (number | null)[] }>;
}

/**
 * marks[couple][j] = the place judge j gave the couple (1 = best); every judge ranks every couple
 * 1..N with no ties. Throws MarkSheetError when that is not so.
 */
export function placeSingleDance(marks: Record<string, number[]>): SingleDanceResult {
  return singleDanceResult(scoreDance(marks));
}

export function singleDanceResult(score: DanceScore): SingleDanceResult {
  const places: Record<string, number> = {};
  const table: SingleDanceResult['table'] = {};
  score.couples.forEach((couple, c) => {
    places[couple] = score.places[c];
    table[couple] = {
      counts: [...score.counts[c]],
      sums: score.sums[c].map((sum, k) => (score.sumUsed[c][k] ? sum : null)),
    };
  });
  return { places, table };
}
