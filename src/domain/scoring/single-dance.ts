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
//
// Tables are flat arrays (index c * n + k): one allocation per table, not one per couple, because a
// final is scored again on every mark entered.

import { majorityOf } from './cumulative';
import type { SheetLabels } from './labels';
import { readFinalSheet } from './read-final-sheet';

/** Everything rules 5-8 worked out for one dance, by couple index (the order of `couples`). */
export interface DanceScore {
  couples: string[];
  /** marks[c][j]: the place judge j gave couple c. */
  marks: number[][];
  judgeCount: number;
  majority: number;
  /** counts[c * n + k]: marks of couple c that are k+1 or better. */
  counts: number[];
  /** sums[c * n + k]: the sum of those marks. */
  sums: number[];
  /** sumUsed[c * n + k] = 1: rule 7 compared this couple's sum at column k. */
  sumUsed: number[];
  places: number[];
  /** The column at which the couple's place was decided. */
  placedAtColumn: number[];
}

export function scoreDance(record: Record<string, readonly number[]>, labels: SheetLabels = {}): DanceScore {
  const sheet = readFinalSheet(record, labels);
  const n = sheet.couples.length;
  const { counts, sums } = tabulate(sheet.marks, n);
  const score: DanceScore = {
    couples: sheet.couples,
    marks: sheet.marks,
    judgeCount: sheet.judgeCount,
    majority: majorityOf(sheet.judgeCount),
    counts,
    sums,
    sumUsed: zeros(n * n),
    places: zeros(n),
    placedAtColumn: zeros(n),
  };
  placeAll(score);
  return score;
}

/** Cumulative counts and sums of every couple's marks, column by column. */
function tabulate(marks: number[][], n: number): { counts: number[]; sums: number[] } {
  const counts = zeros(n * n);
  const sums = zeros(n * n);
  for (let c = 0; c < n; c++) {
    const base = c * n;
    for (const mark of marks[c]) {
      counts[base + mark - 1]++;
      sums[base + mark - 1] += mark;
    }
    for (let k = 1; k < n; k++) {
      counts[base + k] += counts[base + k - 1];
      sums[base + k] += sums[base + k - 1];
    }
  }
  return { counts, sums };
}

function placeAll(score: DanceScore): void {
  const n = score.couples.length;
  let unplaced = score.couples.map((_, c) => c);
  let nextPlace = 1;
  for (let column = 0; unplaced.length > 0 && column < n; column++) {
    const withMajority: number[] = [];
    const without: number[] = [];
    for (const c of unplaced) (score.counts[c * n + column] >= score.majority ? withMajority : without).push(c);
    if (withMajority.length === 0) continue;
    placeGroup(score, withMajority, column, nextPlace);
    nextPlace += withMajority.length;
    unplaced = without;
  }
}

/**
 * Places `group` (all holding a majority at `column`) on places firstPlace, firstPlace+1, ...:
 * larger majority first (rule 6), then lower sum (rule 7a); couples equal on both go on to the
 * next column by themselves (rule 7b), or share their places after the last column.
 */
function placeGroup(score: DanceScore, group: number[], column: number, firstPlace: number): void {
  const n = score.couples.length;
  const { counts, sums } = score;
  group.sort((a, b) => counts[b * n + column] - counts[a * n + column] || sums[a * n + column] - sums[b * n + column]);
  let place = firstPlace;
  for (let i = 0; i < group.length; ) {
    let j = i + 1;
    while (j < group.length && counts[group[j] * n + column] === counts[group[i] * n + column]) j++;
    if (j - i > 1) for (let k = i; k < j; k++) score.sumUsed[group[k] * n + column] = 1;
    for (let k = i; k < j; ) {
      let l = k + 1;
      while (l < j && sums[group[l] * n + column] === sums[group[k] * n + column]) l++;
      const tied = group.slice(k, l);
      if (tied.length === 1 || column === n - 1) award(score, tied, column, place);
      else placeGroup(score, tied, column + 1, place);
      place += tied.length;
      k = l;
    }
    i = j;
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

/** Row c of a flat n×n table. */
export function rowOf(table: readonly number[], c: number, n: number): number[] {
  return table.slice(c * n, c * n + n);
}

function zeros(length: number): number[] {
  return new Array<number>(length).fill(0);
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
  const n = score.couples.length;
  const places: Record<string, number> = {};
  const table: SingleDanceResult['table'] = {};
  score.couples.forEach((couple, c) => {
    places[couple] = score.places[c];
    const used = rowOf(score.sumUsed, c, n);
    table[couple] = { counts: rowOf(score.counts, c, n), sums: rowOf(score.sums, c, n).map((sum, k) => (used[k] ? sum : null)) };
  });
  return { places, table };
}
