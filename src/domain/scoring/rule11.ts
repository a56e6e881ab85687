// Rule 11: couples still tied after rule 10 are treated as if all their marks, from every judge in
// every dance, were one dance, and rules 5-8 decide the place under review among THEM ONLY:
// - the majority is floor(J×D/2)+1 over the J×D marks, not the single-dance majority;
// - the search starts at the column of the place under review ("1-p"), not at "1";
// - no majority there: next column (rule 8); larger majority first (rule 6); equal: lower sum
//   (rule 7a); equal sums: only those couples go to the next column (rule 7b); equal at the last
//   column: they share the place.

import type { Cumulative } from './cumulative';
import type { Rule11Row, Rule11Working } from './tie-breaks';

export interface Rule11Outcome {
  working: Rule11Working;
  winners: number[];
  shared: boolean;
}

export function applyRule11(
  group: readonly number[],
  place: number,
  combined: (couple: number) => Cumulative,
  markCount: number,
  couples: readonly string[],
  pooledMarks: (couple: number) => number[][],
): Rule11Outcome {
  const majority = Math.floor(markCount / 2) + 1;
  const tables = group.map((c) => combined(c));
  const columns = tables[0].counts.length;
  const sumUsed = group.map(() => new Array<boolean>(columns).fill(false));
  const at = (c: number) => group.indexOf(c);
  let contenders = [...group];
  let column = place - 1;
  for (;;) {
    const withMajority = contenders.filter((c) => tables[at(c)].counts[column] >= majority);
    if (withMajority.length === 0) {
      column++;
      continue;
    }
    const bestCount = Math.max(...withMajority.map((c) => tables[at(c)].counts[column]));
    const top = withMajority.filter((c) => tables[at(c)].counts[column] === bestCount);
    if (top.length === 1) {
      contenders = top;
      break;
    }
    for (const c of top) sumUsed[at(c)][column] = true;
    const bestSum = Math.min(...top.map((c) => tables[at(c)].sums[column]));
    contenders = top.filter((c) => tables[at(c)].sums[column] === bestSum);
    if (contenders.length === 1 || column === columns - 1) break;
    column++;
  }
  const rows: Rule11Row[] = group.map((c, i) => ({ couple: couples[c], marks: pooledMarks(c), counts: tables[i].counts, sums: tables[i].sums, sumUsed: sumUsed[i] }));
  const shared = contenders.length > 1;
  const working: Rule11Working = {
    rule: 'R11',
    place,
    majority,
    markCount,
    startColumn: place - 1,
    rows,
    decidedAtColumn: column,
    winners: contenders.map((c) => couples[c]),
    shared,
  };
  return { working, winners: contenders, shared };
}
