// Rules 9-11: the final summary of a multi-dance event.
//
// Rule 9: the lowest sum of dance places wins. Couples on the same sum are separated one place at
// a time (rule 10, then rule 11 for the couples rule 10 cannot separate):
// - after rule 10 awards a place, EVERY couple still tied on that sum is examined again, from the
//   start of rule 10, for the next place;
// - couples that went to rule 11 together are all placed before any other couple on the same sum
//   (they beat it in rule 10 for the earlier place); among themselves the next place is again
//   rule 10 first, then rule 11.

import { placeColumns, type Cumulative } from './cumulative';
import type { SheetLabels } from './labels';
import { readMultiDance, type MultiDanceSheet } from './read-multi-dance';
import { applyRule10 } from './rule10';
import { applyRule11 } from './rule11';
import type { DanceScore } from './single-dance';
import type { Decision, TieBreakWorking } from './tie-breaks';

export interface FinalScore {
  dances: string[];
  couples: string[];
  judgeCount: number;
  /** Per dance, in that dance's own couple order (see indexIn). */
  danceScores: DanceScore[];
  indexIn: number[][];
  /** dancePlaces[c][d], couples in canonical order. */
  dancePlaces: number[][];
  totals: number[];
  places: number[];
  decidedBy: Decision[];
  tieBreaks: TieBreakWorking[];
}

export function scoreFinal(
  record: Record<string, Record<string, readonly number[]>>,
  labels: Omit<SheetLabels, 'dance'> = {},
): FinalScore {
  const sheet = readMultiDance(record, labels);
  const dancePlaces = sheet.couples.map((_, c) => sheet.danceScores.map((score, d) => score.places[sheet.indexIn[d][c]]));
  const score: FinalScore = {
    ...sheet,
    dancePlaces,
    totals: dancePlaces.map((places) => places.reduce((a, b) => a + b, 0)),
    places: new Array<number>(sheet.couples.length).fill(0),
    decidedBy: new Array<Decision>(sheet.couples.length).fill('R9'),
    tieBreaks: [],
  };
  placeByTotals(score, combinedMarks(sheet));
  return score;
}

/** Rule 11's view of a couple: its marks from every judge in every dance, as one dance. */
function combinedMarks(sheet: MultiDanceSheet): (couple: number) => Cumulative {
  const n = sheet.couples.length;
  const cache = new Map<number, Cumulative>();
  return (c) => {
    const cached = cache.get(c);
    if (cached) return cached;
    const table: Cumulative = { counts: new Array<number>(n).fill(0), sums: new Array<number>(n).fill(0) };
    sheet.danceScores.forEach((score, d) => {
      const base = sheet.indexIn[d][c] * n;
      for (let k = 0; k < n; k++) {
        table.counts[k] += score.counts[base + k];
        table.sums[k] += score.sums[base + k];
      }
    });
    cache.set(c, table);
    return table;
  };
}

function placeByTotals(score: FinalScore, combined: (couple: number) => Cumulative): void {
  let unplaced = score.couples.map((_, c) => c);
  let place = 1;
  while (unplaced.length > 0) {
    const lowest = Math.min(...unplaced.map((c) => score.totals[c]));
    const tied = unplaced.filter((c) => score.totals[c] === lowest);
    if (tied.length === 1) assign(score, tied, place, 'R9');
    else breakTie(score, combined, tied, place, 'R10');
    place += tied.length;
    unplaced = unplaced.filter((c) => score.totals[c] !== lowest);
  }
}

/**
 * Places every couple of `group` (tied on their total) from `firstPlace` on, one place at a time.
 * A couple left on its own lost the last comparison: rule 10's, or `ruleIfAlone` when the group
 * is a single couple from the start (the last of a rule 11 group, left by step `lastStep`). Its
 * default place is written on the last step it took part in, so its working line is printed too.
 */
function breakTie(score: FinalScore, combined: (couple: number) => Cumulative, group: number[], firstPlace: number, ruleIfAlone: Decision, lastStep?: number): void {
  let remaining = [...group];
  let place = firstPlace;
  let lostBy = ruleIfAlone;
  let lastStepOfRemaining = lastStep;
  while (remaining.length > 1) {
    const rule10 = applyRule10(remaining, place, score.dancePlaces, score.couples);
    lastStepOfRemaining = score.tieBreaks.length;
    score.tieBreaks.push(rule10.working);
    const decided = rule10.winner === undefined ? (rule10.tied ?? []) : [rule10.winner];
    if (rule10.winner === undefined) placeRule11Group(score, combined, decided, place);
    else assign(score, decided, place, 'R10');
    remaining = remaining.filter((c) => !decided.includes(c));
    place += decided.length;
    lostBy = 'R10';
  }
  if (remaining.length !== 1) return;
  assign(score, remaining, place, lostBy);
  if (lastStepOfRemaining !== undefined) {
    const c = remaining[0];
    score.tieBreaks[lastStepOfRemaining].placedByDefault = { couple: score.couples[c], place, cells: placeColumns(score.dancePlaces[c], score.couples.length) };
  }
}

/** Rule 11 for the place, then the rest of the rule 11 group before anyone else. */
function placeRule11Group(score: FinalScore, combined: (couple: number) => Cumulative, group: number[], place: number): void {
  const rule11 = applyRule11(group, place, combined, score.judgeCount * score.dances.length, score.couples, (c) => pooledMarks(score, c));
  const step = score.tieBreaks.length;
  score.tieBreaks.push(rule11.working);
  assign(score, rule11.winners, place, rule11.shared ? 'tie' : 'R11');
  const rest = group.filter((c) => !rule11.winners.includes(c));
  if (rest.length > 0) breakTie(score, combined, rest, place + rule11.winners.length, 'R11', step);
}

/** Every mark the couple was given, dance by dance (pooled for rule 11): [d][j]. */
function pooledMarks(score: FinalScore, c: number): number[][] {
  return score.danceScores.map((danceScore, d) => [...danceScore.marks[score.indexIn[d][c]]]);
}

/** One couple takes `place`; several share the mean of the places they cover. */
function assign(score: FinalScore, couples: number[], place: number, rule: Decision): void {
  const shared = place + (couples.length - 1) / 2;
  for (const c of couples) {
    score.places[c] = shared;
    score.decidedBy[c] = rule;
  }
}

export interface MultiDanceResult {
  places: Record<string, number>;
  dancePlaces: Record<string, Record<string, number>>;
  totals: Record<string, number>;
  decidedBy: Record<string, Decision>;
}

/**
 * marks[dance][couple][j]: the place judge j gave the couple in that dance. Every dance must have
 * the same couples and the same number of judges. Throws MarkSheetError otherwise.
 */
export function placeMultiDance(marks: Record<string, Record<string, number[]>>): MultiDanceResult {
  return multiDanceResult(scoreFinal(marks));
}

export function multiDanceResult(score: FinalScore): MultiDanceResult {
  const result: MultiDanceResult = { places: {}, dancePlaces: {}, totals: {}, decidedBy: {} };
  score.dances.forEach((dance, d) => {
    const places: Record<string, number> = {};
    score.couples.forEach((couple, c) => {
      places[couple] = score.dancePlaces[c][d];
    });
    result.dancePlaces[dance] = places;
  });
  score.couples.forEach((couple, c) => {
    result.places[couple] = score.places[c];
    result.totals[couple] = score.totals[c];
    result.decidedBy[couple] = score.decidedBy[c];
  });
  return result;
}
