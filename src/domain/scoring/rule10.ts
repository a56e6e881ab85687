// Rule 10: couples tied on their rule 9 total for place p. The place goes to the couple placed p or
// better in the most dances; on equal counts, to the lower sum of those dance places (shared places
// such as 2.5 count as they are, so 2.5 is "3rd or better" but not "2nd or better"). Still equal:
// rule 11. Only ONE place is awarded here; the caller re-examines the rest for the next place.

import { placeColumns } from './cumulative';
import type { Rule10Entry, Rule10Working } from './tie-breaks';

export interface Rule10Outcome {
  working: Rule10Working;
  /** Index of the couple awarded the place, when rule 10 decided it. */
  winner?: number;
  /** Indices of the couples that go on to rule 11. */
  tied?: number[];
}

export function applyRule10(group: readonly number[], place: number, dancePlaces: readonly (readonly number[])[], couples: readonly string[]): Rule10Outcome {
  const stats = group.map((c) => countPlacesUpTo(dancePlaces[c], place));
  const bestCount = Math.max(...stats.map((s) => s.count));
  const byCount = group.filter((_, i) => stats[i].count === bestCount);
  const column = place - 1;
  // Sums are compared (and shown) only among the couples level on the count.
  const entries = (sumsCompared: boolean): Rule10Entry[] =>
    group.map((c, i) => {
      const sumShown = sumsCompared && stats[i].count === bestCount;
      return { couple: couples[c], count: stats[i].count, sum: stats[i].sum, cells: placeColumns(dancePlaces[c], couples.length, sumShown ? column : undefined) };
    });
  if (byCount.length === 1) {
    return { working: { rule: 'R10', place, column, entries: entries(false), outcome: 'count', winner: couples[byCount[0]] }, winner: byCount[0] };
  }
  const sumOf = (c: number) => stats[group.indexOf(c)].sum;
  const bestSum = Math.min(...byCount.map(sumOf));
  const bySum = byCount.filter((c) => sumOf(c) === bestSum);
  if (bySum.length === 1) {
    return { working: { rule: 'R10', place, column, entries: entries(true), outcome: 'sum', winner: couples[bySum[0]] }, winner: bySum[0] };
  }
  return { working: { rule: 'R10', place, column, entries: entries(true), outcome: 'rule11', toRule11: bySum.map((c) => couples[c]) }, tied: bySum };
}

function countPlacesUpTo(places: readonly number[], place: number): { count: number; sum: number } {
  let count = 0;
  let sum = 0;
  for (const p of places) {
    if (p <= place) {
      count++;
      sum += p;
    }
  }
  return { count, sum };
}
