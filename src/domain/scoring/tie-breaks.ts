// The working of rules 10 and 11, recorded step by step so a scrutineer (and the published
// results) can check every tie that the final summary had to break.

import type { Decision } from '../vocabulary';
import type { CumulativeCell } from './cumulative';

/** How a couple's final place was decided (the word list is stored with results, so it lives in vocabulary). */
export type { Decision };

export interface Rule10Entry {
  couple: string;
  /** Dances in which the couple was placed at the place under review or better. */
  count: number;
  /** Sum of those dance places. */
  sum: number;
  /**
   * The standard cumulative place columns over the couple's dance places, "1" to "1-N": cell k
   * counts the dances placed k+1 or better; `sum` only at `column`, where rule 10 compared sums.
   */
  cells: CumulativeCell[];
}

/**
 * The couple left on its own after the step it is attached to (the last step it took part in)
 * takes the next place by default; its cumulative place columns, with nothing compared.
 */
export interface DefaultPlacement {
  couple: string;
  place: number;
  /** As Rule10Entry.cells, without sums. */
  cells: CumulativeCell[];
}

export interface Rule10Working {
  rule: 'R10';
  /** The place under review. */
  place: number;
  /** The 0-based cumulative column rule 10 reads: "1-place". */
  column: number;
  /** Every couple still tied for the place, in couple order. */
  entries: Rule10Entry[];
  /** 'count': most such dances won; 'sum': equal count, lower sum won; 'rule11': still equal. */
  outcome: 'count' | 'sum' | 'rule11';
  /** The couple awarded the place (absent when rule 11 decides it). */
  winner?: string;
  /** The couples sent to rule 11 (only when outcome is 'rule11'). */
  toRule11?: string[];
  /** A couple this step left alone, placed next by default. */
  placedByDefault?: DefaultPlacement;
}

export interface Rule11Row {
  couple: string;
  /** The pooled marks: marks[d][j] is the place judge j gave the couple in dance d. */
  marks: number[][];
  /** Cumulative counts over the couple's marks from all judges in all dances, column by column. */
  counts: number[];
  sums: number[];
  /** Columns where rule 7 compared the sum. */
  sumUsed: boolean[];
}

export interface Rule11Working {
  rule: 'R11';
  place: number;
  /** floor(judges × dances / 2) + 1. */
  majority: number;
  /** judges × dances: the marks each couple brings to the combined "dance". */
  markCount: number;
  /** The column the place is sought from: the place under review ("1-p"). */
  startColumn: number;
  rows: Rule11Row[];
  /** Column at which the place was decided (or where the couples were found inseparable). */
  decidedAtColumn: number;
  /** The couple awarded the place, or the couples sharing it. */
  winners: string[];
  shared: boolean;
  /** A couple this step left alone (the last of the rule 11 group), placed next by default. */
  placedByDefault?: DefaultPlacement;
}

export type TieBreakWorking = Rule10Working | Rule11Working;
