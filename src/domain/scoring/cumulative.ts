// The cumulative majority table: for column k ("1st to (k+1)th"), how many of a couple's marks are
// k+1 or better, and what those marks add up to (the sum rule 7 compares).

export interface Cumulative {
  counts: number[];
  sums: number[];
}

/** `marks` may hold one dance's marks or, for rule 11, every dance's marks one after another. */
export function cumulate(marks: readonly number[], columns: number): Cumulative {
  const histogram = new Array<number>(columns).fill(0);
  for (const mark of marks) histogram[mark - 1]++;
  const counts = new Array<number>(columns);
  const sums = new Array<number>(columns);
  let count = 0;
  let sum = 0;
  for (let k = 0; k < columns; k++) {
    count += histogram[k];
    sum += histogram[k] * (k + 1);
    counts[k] = count;
    sums[k] = sum;
  }
  return { counts, sums };
}

/** Absolute majority of `markCount` marks (rule 5; rule 11 uses judges × dances). */
export function majorityOf(markCount: number): number {
  return Math.floor(markCount / 2) + 1;
}

/** Heading of column k as published: "1", "1-2", "1-3", ... */
export function columnHeading(column: number): string {
  return column === 0 ? '1' : `1-${column + 1}`;
}
