// The records the scrutineer saves when posting a round (resultsSaved/<event>/<round> and
// resultsSaved/<event>/finalResults), read by the results page and the live projector.
//
// Database-safe by construction: plain JSON, no undefined (optional fields are left out, never set
// to undefined), no null, no arrays with holes, no keys built from user data (so no . $ # [ ] /).
// Arrays are never empty, because the database drops empty arrays; `tieBreaks` is left out instead.
// Rows are in display order; judge and dance arrays give the order of every per-judge/per-dance array.

import type { Decision } from '../scoring';

/** A judge as printed on results: the key the marks are stored under and the name or letter shown. */
export interface ResultJudge {
  key: string;
  label: string;
  /** The judge's marks of this round were typed from a paper sheet (issue 35); absent for a tablet. */
  paper?: true;
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

// The working fields marked "since issue 22" are always written now; records saved before lack them,
// so readers must treat them as optional.

/**
 * A couple left on its own by the step it is attached to (the last step it took part in): it takes
 * the next place by default. Printed as one more line of that step's working.
 */
export interface DefaultPlacementRecord {
  entryId: string;
  leadNumber?: number;
  place: number;
  /** Cumulative place columns over its dance places, as Rule10Record entries' cells (no sums). */
  cells: ResultCell[];
}

/** Rule 10 for one place among couples tied on their total. */
export interface Rule10Record {
  rule: 'R10';
  place: number;
  /** Since issue 22: the 0-based column rule 10 reads, "1-place" (= place - 1). */
  column?: number;
  /** Since issue 22: headings of the entries' cells, "1", "1-2", ... one per couple in the final. */
  columns?: string[];
  /**
   * Each tied couple: dances placed `place` or better (count) and the sum of those places; since
   * issue 22 also `cells`, the standard cumulative place columns over its dance places (cell k counts
   * dances placed k+1 or better, a shared 2.5 from "1-3" on), with `sum` only at `column` for the
   * couples whose sums rule 10 compared (printed in brackets).
   */
  entries: { entryId: string; leadNumber?: number; count: number; sum: number; cells?: ResultCell[] }[];
  /** count: most such dances; sum: equal count, lower sum; rule11: still equal. */
  outcome: 'count' | 'sum' | 'rule11';
  /** The couple awarded the place; absent when outcome is rule11. */
  winner?: string;
  /** Entry ids sent on to rule 11; present only when outcome is rule11. */
  toRule11?: string[];
  /** Since issue 22: the couple this step left alone, placed next by default. */
  placedByDefault?: DefaultPlacementRecord;
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
  /**
   * The tied couples' pooled marks: since issue 22 `marks[d][j]`, the place judge j gave the couple
   * in dance d (every dance, in `dances` and `judges` order); `cells`, the cumulative columns over
   * all of them (sum only where rule 7 compared sums).
   */
  rows: { entryId: string; leadNumber?: number; marks?: number[][]; cells: ResultCell[] }[];
  /** Entry id awarded the place, or several sharing it. */
  winners: string[];
  shared: boolean;
  /** Since issue 22: the last couple of the rule 11 group, left alone by this step, placed next by default. */
  placedByDefault?: DefaultPlacementRecord;
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
