// The working of rules 10 and 11, recorded step by step so a scrutineer (and the published
// results) can check every tie that the final summary had to break.

/** How a couple's final place was decided. 'tie': still equal after rule 11, the place is shared. */
export type Decision = 'R9' | 'R10' | 'R11' | 'tie';

export interface Rule10Entry {
  couple: string;
  /** Dances in which the couple was placed at the place under review or better. */
  count: number;
  /** Sum of those dance places. */
  sum: number;
}

export interface Rule10Working {
  rule: 'R10';
  /** The place under review. */
  place: number;
  /** Every couple still tied for the place, in couple order. */
  entries: Rule10Entry[];
  /** 'count': most such dances won; 'sum': equal count, lower sum won; 'rule11': still equal. */
  outcome: 'count' | 'sum' | 'rule11';
  /** The couple awarded the place (absent when rule 11 decides it). */
  winner?: string;
  /** The couples sent to rule 11 (only when outcome is 'rule11'). */
  toRule11?: string[];
}

export interface Rule11Row {
  couple: string;
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
}

export type TieBreakWorking = Rule10Working | Rule11Working;
