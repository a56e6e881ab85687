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
