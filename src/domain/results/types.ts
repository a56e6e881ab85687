// The records the scrutineer saves when posting a round (resultsSaved/<event>/<round> and
// resultsSaved/<event>/finalResults), read by the results page and the live projector.
//
// Database-safe by construction: plain JSON, no undefined (optional fields are left out, never set
// to undefined), no null, no arrays with holes, no keys built from user data (so no . $ # [ ] /).
// Arrays are never empty, because the database drops empty arrays; `tieBreaks` is left out instead.
// Rows are in display order; judge and dance arrays give the order of every per-judge/per-dance array.

import type { Decision } from '../scoring/tie-breaks';

/** A judge as printed on results: the key the marks are stored under and the name or letter shown. */
export interface ResultJudge {
  key: string;
  label: string;
}

/** A couple as printed on results. */
export interface ResultCouple {
  entryId: string;
  /** Back number; absent while the organiser has not assigned one. */
  leadNumber?: number;
  leadName: string;
  followName: string;
  affiliation: string;
}

// ---- Recall rounds: resultsSaved/<event>/<round> = { placements, sumRecalls } ----

export interface RecallPlacement extends ResultCouple {
  /** Recall marks from all judges in all dances. */
  marks: number;
  /** Goes on to the next round. */
  recalled: boolean;
}

export interface RecallTableRow {
  entryId: string;
  leadNumber?: number;
  /** marks[d][j]: 1 when judge j (order of `judges`) recalled the couple in dance d (order of `dances`), else 0. */
  marks: number[][];
  /** Marks per dance, in dance order. */
  danceTotals: number[];
  total: number;
  recalled: boolean;
}

/** A cut offered to the Chairman of Judges after a tie at the cut. */
export interface OfferedCut {
  /** Recall every couple with at least this many marks… */
  minMarks: number;
  /** …which recalls this many couples. */
  recalledCount: number;
}

/** The Chairman of Judges' decision after a tie at the cut (rule 1). */
export interface ChairmanChoiceRecord {
  /** The cuts the tally offered: the nearest below the requested number (if any) and above, most marks first. */
  offered: OfferedCut[];
  /** The cut chosen (one of `offered`); equals `SumRecalls.minMarks`. */
  chosenMinMarks: number;
  /** Who chose, as the console named them; absent when the caller did not say. */
  chosenBy?: string;
  /** When, in milliseconds since 1970; absent when the caller did not say. */
  chosenAt?: number;
}

export interface SumRecalls {
  judges: ResultJudge[];
  dances: string[];
  /** The number of couples the round asked for (the round's recall size). */
  requested: number;
  /** Every couple with at least this many marks was recalled. */
  minMarks: number;
  recalledCount: number;
  /** True when no threshold gave exactly `requested` and the Chairman of Judges chose `minMarks`. */
  chairmanDecided: boolean;
  /** The offered cuts and the choice; present exactly when `chairmanDecided` (absent in records saved before issue 22). */
  chairmanChoice?: ChairmanChoiceRecord;
  /** judgeCounts[d][j]: couples judge j marked in dance d, to show who marked more or fewer than asked. */
  judgeCounts: number[][];
  /** Most marks first, then by back number. */
  rows: RecallTableRow[];
}

export interface RecallRoundResult {
  /** Same order as `sumRecalls.rows`. */
  placements: RecallPlacement[];
  sumRecalls: SumRecalls;
}

// ---- Finals: resultsSaved/<event>/<final round> = { placements, finalTable } ----

export interface FinalPlacement extends ResultCouple {
  /** Final place; couples the rules cannot separate share the mean (2.5). */
  place: number;
  /** R9: lowest total; R10/R11: tie on the total broken by that rule; tie: shared after rule 11. */
  decidedBy: Decision;
}

/** One cumulative column: `sum` is present only where rule 7 compared sums (printed in brackets). */
export interface ResultCell {
  count: number;
  sum?: number;
}

export interface FinalDanceRow {
  entryId: string;
  leadNumber?: number;
  /** The place each judge gave, in judge order. */
  marks: number[];
  /** Columns "1", "1-2", ... (see `columns`); cells after `placedAtColumn` are usually printed blank. */
  cells: ResultCell[];
  /** Place in this dance (2.5 when shared). */
  place: number;
  /** 0-based column where the place was decided. */
  placedAtColumn: number;
}

export interface FinalDanceTable {
  dance: string;
  /** floor(judges / 2) + 1. */
  majority: number;
  /** Column headings: "1", "1-2", "1-3", ... one per couple. */
  columns: string[];
  /** Best place first. */
  rows: FinalDanceRow[];
}

export interface FinalSummaryRow {
  entryId: string;
  leadNumber?: number;
  /** Place in each dance, in dance order. */
  dancePlaces: number[];
  /** Rule 9 sum of the dance places. */
  total: number;
  place: number;
  decidedBy: Decision;
}

/** Rule 10 for one place among couples tied on their total. */
export interface Rule10Record {
  rule: 'R10';
  place: number;
  /** Each tied couple: dances placed `place` or better (count) and the sum of those places. */
  entries: { entryId: string; leadNumber?: number; count: number; sum: number }[];
  /** count: most such dances; sum: equal count, lower sum; rule11: still equal. */
  outcome: 'count' | 'sum' | 'rule11';
  /** The couple awarded the place; absent when outcome is rule11. */
  winner?: string;
  /** Entry ids sent on to rule 11; present only when outcome is rule11. */
  toRule11?: string[];
}

/** Rule 11 for one place: the tied couples' marks from all dances taken as one dance. */
export interface Rule11Record {
  rule: 'R11';
  place: number;
  /** floor(judges × dances / 2) + 1. */
  majority: number;
  /** judges × dances. */
  markCount: number;
  /** 0-based column the place was sought from: the place under review. */
  startColumn: number;
  /** 0-based column where it was decided. */
  decidedAtColumn: number;
  columns: string[];
  rows: { entryId: string; leadNumber?: number; cells: ResultCell[] }[];
  /** Entry id awarded the place, or several sharing it. */
  winners: string[];
  shared: boolean;
}

export type TieBreakRecord = Rule10Record | Rule11Record;

export interface FinalTable {
  judges: ResultJudge[];
  dances: string[];
  /** In dance order. */
  danceTables: FinalDanceTable[];
  /** The final summary, best place first. */
  summary: FinalSummaryRow[];
  /** Rules 10 and 11 step by step, in the order applied; absent when rule 9 decided every place. */
  tieBreaks?: TieBreakRecord[];
}

export interface FinalRoundResult {
  /** Best place first. */
  placements: FinalPlacement[];
  finalTable: FinalTable;
}

// ---- resultsSaved/<event>/finalResults: the event's result for listings ----

export interface FinalResultRow extends ResultCouple {
  place: number;
}

export interface FinalResults {
  /** Best place first. */
  places: FinalResultRow[];
}
