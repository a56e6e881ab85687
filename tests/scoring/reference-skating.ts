// An independent, deliberately plain reading of the Skating System, used only by the differential
// test to cross-check src/domain/scoring. It shares no code with the engine and is built another
// way: rules 5-8 award ONE place at a time (re-examining the same column until nobody left has a
// majority there), and every "larger majority, then lower sum, then the next column for those still
// equal" comparison is a single lexicographic comparison of a couple's columns from the one under
// review to the last. Slow and simple on purpose.

/** Cumulative count and sum of the marks that are `column + 1` or better. */
function countAndSum(marks: readonly number[], column: number): [number, number] {
  let count = 0;
  let sum = 0;
  for (const mark of marks) {
    if (mark <= column + 1) {
      count++;
      sum += mark;
    }
  }
  return [count, sum];
}

/**
 * < 0 when `a` beats `b` from `column` on: at each column the larger count wins, then the lower
 * sum; only when both are equal does the next column count (rules 6, 7a, 7b).
 */
function compareFrom(a: readonly number[], b: readonly number[], column: number, columns: number): number {
  for (let k = column; k < columns; k++) {
    const [countA, sumA] = countAndSum(a, k);
    const [countB, sumB] = countAndSum(b, k);
    if (countA !== countB) return countB - countA;
    if (sumA !== sumB) return sumA - sumB;
  }
  return 0;
}

/**
 * Among `candidates` (indices into `marks`), the couples that win the place under review, sought
 * from `startColumn` with the given majority: several when they are equal to the last column.
 */
function winnersOfPlace(marks: readonly (readonly number[])[], candidates: readonly number[], startColumn: number, columns: number, majority: number): { winners: number[]; column: number } {
  for (let column = startColumn; column < columns; column++) {
    const withMajority = candidates.filter((c) => countAndSum(marks[c], column)[0] >= majority);
    if (withMajority.length === 0) continue;
    let winners = [withMajority[0]];
    for (const c of withMajority.slice(1)) {
      const order = compareFrom(marks[c], marks[winners[0]], column, columns);
      if (order < 0) winners = [c];
      else if (order === 0) winners.push(c);
    }
    return { winners, column };
  }
  throw new Error('every couple has all marks by the last column');
}

export interface ReferenceDance {
  places: number[];
  /** The column at which each couple was told apart from every couple it was compared with. */
  placedAtColumn: number[];
  /** sumShown[c][k]: rule 7 compared couple c's sum at column k (equal count with a rival still level). */
  sumShown: boolean[][];
}

/** Rules 5-8: marks[c][j] is judge j's place for couple c. */
export function referenceDance(marks: readonly (readonly number[])[]): ReferenceDance {
  const n = marks.length;
  const majority = Math.floor(marks[0].length / 2) + 1;
  const result: ReferenceDance = {
    places: new Array<number>(n).fill(0),
    placedAtColumn: new Array<number>(n).fill(0),
    sumShown: marks.map(() => new Array<boolean>(n).fill(false)),
  };
  let unplaced = marks.map((_, c) => c);
  let place = 1;
  let column = 0;
  let rivalsAt = -1;
  while (unplaced.length > 0) {
    const found = winnersOfPlace(marks, unplaced, column, n, majority);
    if (found.column !== rivalsAt) {
      // Everyone holding a majority when this column is first reached is compared with everyone else.
      rivalsAt = found.column;
      const rivals = unplaced.filter((c) => countAndSum(marks[c], found.column)[0] >= majority);
      recordComparisons(marks, rivals, found.column, n, result);
    }
    for (const c of found.winners) result.places[c] = place + (found.winners.length - 1) / 2;
    place += found.winners.length;
    unplaced = unplaced.filter((c) => !found.winners.includes(c));
    // The next place is sought at the same column: others may still hold a majority there.
    column = found.column;
  }
  return result;
}

/** Which sums each pair of rivals compared, and where each rival was told apart from all others. */
function recordComparisons(marks: readonly (readonly number[])[], rivals: readonly number[], from: number, columns: number, result: ReferenceDance): void {
  for (const x of rivals) {
    let apart = from;
    for (const y of rivals) {
      if (y === x) continue;
      let k = from;
      for (; k < columns; k++) {
        const [countX, sumX] = countAndSum(marks[x], k);
        const [countY, sumY] = countAndSum(marks[y], k);
        if (countX !== countY) break;
        result.sumShown[x][k] = true;
        if (sumX !== sumY) break;
      }
      apart = Math.max(apart, Math.min(k, columns - 1));
    }
    result.placedAtColumn[x] = apart;
  }
}

export function referenceSingleDance(marks: readonly (readonly number[])[]): number[] {
  return referenceDance(marks).places;
}

export type ReferenceDecision = 'R9' | 'R10' | 'R11' | 'tie';

export interface ReferenceRule11Step {
  place: number;
  majority: number;
  decidedAtColumn: number;
  winners: number[];
}

export interface ReferenceFinal {
  dancePlaces: number[][];
  totals: number[];
  places: number[];
  decidedBy: ReferenceDecision[];
  rule11Steps: ReferenceRule11Step[];
}

/** Rules 9-11: marks[d][c][j]. Everything by couple index. */
export function referenceMultiDance(marks: readonly (readonly (readonly number[])[])[]): ReferenceFinal {
  const n = marks[0].length;
  const perDance = marks.map((dance) => referenceSingleDance(dance));
  const dancePlaces = Array.from({ length: n }, (_, c) => perDance.map((places) => places[c]));
  const totals = dancePlaces.map((row) => row.reduce((a, b) => a + b, 0));
  const combined = Array.from({ length: n }, (_, c) => marks.flatMap((dance) => dance[c]));
  const rule11Majority = Math.floor(combined[0].length / 2) + 1;
  const places = new Array<number>(n).fill(0);
  const decidedBy = new Array<ReferenceDecision>(n).fill('R9');
  const rule11Steps: ReferenceRule11Step[] = [];

  const rule10Key = (c: number, place: number): [number, number] => {
    const upTo = dancePlaces[c].filter((p) => p <= place);
    return [upTo.length, upTo.reduce((a, b) => a + b, 0)];
  };
  const award = (couples: readonly number[], place: number, rule: ReferenceDecision) => {
    for (const c of couples) {
      places[c] = place + (couples.length - 1) / 2;
      decidedBy[c] = rule;
    }
  };

  // Places every couple of `group` (all on the same total) from `place` on; a couple left alone
  // lost the last comparison, which was `lastRule` until rule 10 has run in this group.
  const resolve = (group: number[], place: number, lastRule: ReferenceDecision): void => {
    let remaining = [...group];
    let next = place;
    let lostBy = lastRule;
    while (remaining.length > 0) {
      if (remaining.length === 1) {
        award(remaining, next, lostBy);
        return;
      }
      lostBy = 'R10';
      const keys = remaining.map((c) => rule10Key(c, next));
      const bestCount = Math.max(...keys.map(([count]) => count));
      const byCount = remaining.filter((_, i) => keys[i][0] === bestCount);
      const bestSum = Math.min(...byCount.map((c) => rule10Key(c, next)[1]));
      const tied = byCount.filter((c) => rule10Key(c, next)[1] === bestSum);
      if (tied.length === 1) {
        award(tied, next, 'R10');
        remaining = remaining.filter((c) => c !== tied[0]);
        next++;
        continue;
      }
      // Rule 11 for this place among the couples rule 10 could not separate; the rest of them
      // are placed before anyone else still on the total.
      const { winners, column } = winnersOfPlace(combined, tied, next - 1, n, rule11Majority);
      rule11Steps.push({ place: next, majority: rule11Majority, decidedAtColumn: separatedAt(combined, winners, tied, column, n), winners });
      award(winners, next, winners.length > 1 ? 'tie' : 'R11');
      resolve(
        tied.filter((c) => !winners.includes(c)),
        next + winners.length,
        'R11',
      );
      remaining = remaining.filter((c) => !tied.includes(c));
      next += tied.length;
    }
  };

  const byTotal = [...new Set(totals)].sort((a, b) => a - b);
  let place = 1;
  for (const total of byTotal) {
    const group = totals.flatMap((t, c) => (t === total ? [c] : []));
    resolve(group, place, 'R9');
    place += group.length;
  }
  return { dancePlaces, totals, places, decidedBy, rule11Steps };
}

/** The column from which the winners differ from every other couple holding a majority at `from`. */
function separatedAt(marks: readonly (readonly number[])[], winners: readonly number[], group: readonly number[], from: number, columns: number): number {
  if (winners.length > 1) return columns - 1;
  const majority = Math.floor(marks[0].length / 2) + 1;
  let apart = from;
  for (const y of group) {
    if (y === winners[0] || countAndSum(marks[y], from)[0] < majority) continue;
    let k = from;
    while (k < columns - 1 && compareFrom(marks[winners[0]], marks[y], k, k + 1) === 0) k++;
    apart = Math.max(apart, k);
  }
  return apart;
}

/** Rule 1: the thresholds "at least m marks" and how many couples each recalls, most marks first. */
export function referenceRecallCuts(counts: readonly number[]): { minMarks: number; recalled: number }[] {
  return [...new Set(counts)].sort((a, b) => b - a).map((minMarks) => ({ minMarks, recalled: counts.filter((count) => count >= minMarks).length }));
}
