// The cumulative majority table: for column k ("1st to (k+1)th"), how many of a couple's marks are
// k+1 or better, and what those marks add up to (the sum rule 7 compares).
// Rule 11 builds one from a couple's marks in all dances together.

export interface Cumulative {
  counts: number[];
  sums: number[];
}

/** Absolute majority of `markCount` marks (rule 5; rule 11 uses judges × dances). */
export function majorityOf(markCount: number): number {
  return Math.floor(markCount / 2) + 1;
}

/** Heading of column k as published: "1", "1-2", "1-3", ... */
export function columnHeading(column: number): string {
  return column === 0 ? '1' : `1-${column + 1}`;
}

/** One cell of a cumulative column: `sum` is present only where a rule compared sums (shown in brackets). */
export interface CumulativeCell {
  count: number;
  sum?: number;
}

/**
 * Cumulative columns over a couple's dance places (rule 10's view): cell k counts the dances placed
 * k+1 or better (a shared 2.5 counts from "1-3" on). `sumAt` is the column whose sum is shown.
 */
export function placeColumns(places: readonly number[], columns: number, sumAt?: number): CumulativeCell[] {
  return Array.from({ length: columns }, (_, k) => {
    let count = 0;
    let sum = 0;
    for (const place of places) {
      if (place <= k + 1) {
        count++;
        sum += place;
      }
    }
    return k === sumAt ? { count, sum } : { count };
  });
}
