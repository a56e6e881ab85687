// The hook other rules plug into the import preview: eligibility (src/domain/eligibility) and running-order
// clashes (src/domain/running-order) mark rows without this folder knowing those rules.
import type { CompetitionEvent } from '../model';
import type { ImportField } from './column-mapping';

/** A couple as a row would enter it (names in display form). */
export interface ImportCouple {
  entryId: string;
  leadName: string;
  followName: string;
  affiliation: string;
  leadEmail?: string;
  followEmail?: string;
  /** The lead's back number when the lead already wears one; the new entries carry it too. */
  leadNumber?: number;
}

/** What a checker is asked about: one row that would add `eventsToAdd` for this couple. */
export interface ImportRowCheck {
  rowNumber: number;
  couple: ImportCouple;
  eventsToAdd: readonly string[];
  /** Events the couple is already in (in the database or through an earlier row of the file). */
  enteredEvents: readonly string[];
}

/** A refusal keeps the row out of the import (it shows as an error); a warning only marks it. */
export interface RowMark {
  severity: 'refusal' | 'warning';
  /** Which rule marked the row ("eligibility", "clash", "import"), for the screen's legend. */
  source: string;
  field?: ImportField;
  message: string;
}

export interface ImportCheckContext {
  events: Readonly<Record<string, CompetitionEvent>>;
  /** The rows accepted so far, in file order, so a checker can see the whole file's effect (clashes). */
  accepted: readonly ImportRowCheck[];
}

export type ImportRowChecker = (row: ImportRowCheck, context: ImportCheckContext) => readonly RowMark[];
