// The tables that explain a result, in the shape a screen renders them (like O2CM's, plus the
// rule 10 and rule 11 working that O2CM leaves out). All plain JSON: no undefined values, no holes.

import { compareCoupleIds } from './compare-couples';
import { columnHeading, type CumulativeCell } from './cumulative';
import { scoreFinal, type FinalScore } from './multi-dance';
import { rowOf, scoreDance, type DanceScore } from './single-dance';
import type { Decision, Rule10Working, Rule11Working, TieBreakWorking } from './tie-breaks';

export type { CumulativeCell };

export interface DanceRow {
  couple: string;
  /** The place each judge gave, in judge order. */
  marks: number[];
  /** One cell per column "1", "1-2", ... up to the number of couples. */
  cells: CumulativeCell[];
  place: number;
  /** Where the place was decided; published tables leave the cells after it blank. */
  placedAtColumn: number;
}

export interface DanceExplanation {
  /** Absent for a stand-alone single dance. */
  dance?: string;
  judgeCount: number;
  majority: number;
  /** "1", "1-2", "1-3", ... */
  columns: string[];
  /** Best place first. */
  rows: DanceRow[];
}

export interface SummaryRow {
  couple: string;
  /** Place in each dance, in dance order (2.5 when shared). */
  dancePlaces: number[];
  /** Rule 9 sum. */
  total: number;
  place: number;
  decidedBy: Decision;
}

export interface Rule10Explanation extends Rule10Working {
  /** Headings of the entries' cumulative place columns: "1", "1-2", ... one per couple. */
  columns: string[];
}

export interface Rule11Explanation extends Omit<Rule11Working, 'rows'> {
  columns: string[];
  /** marks[d][j]: the pooled marks, dance by dance; cells: cumulative columns over all of them. */
  rows: { couple: string; marks: number[][]; cells: CumulativeCell[] }[];
}

export type TieBreakExplanation = Rule10Explanation | Rule11Explanation;

export interface FinalExplanation {
  dances: string[];
  judgeCount: number;
  /** In dance order. */
  danceTables: DanceExplanation[];
  /** Best place first. */
  summary: SummaryRow[];
  /** Every rule 10 and rule 11 step, in the order they were taken; empty when rule 9 sufficed. */
  tieBreaks: TieBreakExplanation[];
}

export function explainSingleDance(marks: Record<string, number[]>): DanceExplanation {
  return explainDanceScore(scoreDance(marks));
}

export function explainFinal(marks: Record<string, Record<string, number[]>>): FinalExplanation {
  return explainFinalScore(scoreFinal(marks));
}

/** The same as explainFinal: a multi-dance final's tables (one dance is a multi-dance final too). */
export const explainMultiDance = explainFinal;

export function explainDanceScore(score: DanceScore, dance?: string): DanceExplanation {
  const n = score.couples.length;
  const rows = score.couples.map((couple, c) => {
    const sums = rowOf(score.sums, c, n);
    const used = rowOf(score.sumUsed, c, n);
    return {
      couple,
      marks: [...score.marks[c]],
      cells: rowOf(score.counts, c, n).map((count, k) => cell(count, sums[k], used[k] === 1)),
      place: score.places[c],
      placedAtColumn: score.placedAtColumn[c],
    };
  });
  rows.sort((a, b) => a.place - b.place || compareCoupleIds(a.couple, b.couple));
  const explanation: DanceExplanation = { judgeCount: score.judgeCount, majority: score.majority, columns: headings(n), rows };
  return dance === undefined ? explanation : { dance, ...explanation };
}

export function explainFinalScore(score: FinalScore): FinalExplanation {
  const summary = score.couples.map((couple, c) => ({
    couple,
    dancePlaces: [...score.dancePlaces[c]],
    total: score.totals[c],
    place: score.places[c],
    decidedBy: score.decidedBy[c],
  }));
  summary.sort((a, b) => a.place - b.place || compareCoupleIds(a.couple, b.couple));
  return {
    dances: [...score.dances],
    judgeCount: score.judgeCount,
    danceTables: score.danceScores.map((danceScore, d) => explainDanceScore(danceScore, score.dances[d])),
    summary,
    tieBreaks: score.tieBreaks.map((step) => explainTieBreak(step, score.couples.length)),
  };
}

function explainTieBreak(step: TieBreakWorking, columns: number): TieBreakExplanation {
  if (step.rule === 'R10') return { ...step, columns: headings(columns) };
  const { rows, ...rest } = step;
  return {
    ...rest,
    columns: headings(columns),
    rows: rows.map((row) => ({ couple: row.couple, marks: row.marks, cells: row.counts.map((count, k) => cell(count, row.sums[k], row.sumUsed[k])) })),
  };
}

function cell(count: number, sum: number, sumUsed: boolean): CumulativeCell {
  return sumUsed ? { count, sum } : { count };
}

function headings(columns: number): string[] {
  return Array.from({ length: columns }, (_, k) => columnHeading(k));
}
