// The team captain's sheet (issue 31): the team, waiver and media release once, one row per couple (lead,
// follow, events), each row checked as it is typed, then one submit that writes every valid row in one update
// and says what happened to each. Every row goes through planRegistration, as the one-couple form does.
import { entryIdFor } from '../entries';
import { nameCharacterProblem, normalizeName } from '../competitors';
import type { CompetitionEvent } from '../model';
import type { TreeUpdate } from '../tree-update';
import { eventEntryClosed } from './event-entry-window';
import { type CoupleRecords, type Registerer, type RegisteredEntry, planRegistration } from './registration-plan';

export interface TeamSheetRow {
  leadName: string;
  followName: string;
  eventNames: readonly string[];
}

export interface TeamSheet {
  affiliation: string;
  affiliationOther?: string;
  rows: readonly TeamSheetRow[];
}

/** What is wrong with one row, beside the field it concerns; null when the row can be registered. */
export interface RowProblem {
  field: 'leadName' | 'followName' | 'events';
  message: string;
}

const blank = (row: TeamSheetRow) => row.leadName.trim() === '' && row.followName.trim() === '' && row.eventNames.length === 0;

/** A row left wholly empty is ignored (the sheet starts with spare rows). */
export function isBlankRow(row: TeamSheetRow): boolean {
  return blank(row);
}

/**
 * The checks made as the row is typed: both names, two different people, not the same couple as an earlier row,
 * at least one event, no event already closed, not already entered in a chosen event. The ownership, the cap and
 * the database's own refusals come with the submit.
 */
export function teamRowProblem(sheet: TeamSheet, index: number, events: Readonly<Record<string, CompetitionEvent>>): RowProblem | null {
  const row = sheet.rows[index];
  if (!row || blank(row)) return null;
  if (row.leadName.trim() === '') return { field: 'leadName', message: "Enter the lead's full name." };
  if (row.followName.trim() === '') return { field: 'followName', message: "Enter the follow's full name." };
  const leadChars = nameCharacterProblem(row.leadName, "The lead's name");
  if (leadChars) return { field: 'leadName', message: leadChars };
  const followChars = nameCharacterProblem(row.followName, "The follow's name");
  if (followChars) return { field: 'followName', message: followChars };
  if (normalizeName(row.leadName) === normalizeName(row.followName)) return { field: 'followName', message: 'The lead and the follow must be two different people.' };
  const id = entryIdFor(row.leadName, row.followName);
  const earlier = sheet.rows.slice(0, index).findIndex((other) => !blank(other) && other.leadName.trim() !== '' && other.followName.trim() !== '' && entryIdFor(other.leadName, other.followName) === id);
  if (earlier >= 0) return { field: 'followName', message: `This couple is already on row ${earlier + 1}.` };
  if (row.eventNames.length === 0) return { field: 'events', message: 'Tick at least one event.' };
  for (const eventName of row.eventNames) {
    const event = events[eventName];
    if (!event) return { field: 'events', message: `${eventName} no longer exists; reload the page.` };
    const closed = eventEntryClosed(event);
    if (closed) return { field: 'events', message: `${eventName}: ${closed}` };
    if (event.entries?.[id]) return { field: 'events', message: `${row.leadName.trim()} and ${row.followName.trim()} are already entered in ${eventName}.` };
  }
  return null;
}

export type TeamRowOutcome =
  | { index: number; ok: true; entries: RegisteredEntry[] }
  | { index: number; ok: false; message: string };

export interface TeamSheetPlan {
  /** Every valid row's entries and records, one update; empty when no row can be written. */
  patch: TreeUpdate;
  rows: TeamRowOutcome[];
}

/** Couple records and slot claims an earlier row of the sheet creates count for the later rows (the cap). */
function withRowWritten(records: CoupleRecords, patch: TreeUpdate): CoupleRecords {
  const couples = { ...records.couples };
  const slots = { ...(records.slots ?? {}) };
  for (const [path, value] of Object.entries(patch)) {
    const couple = /^couples\/([^/]+)$/u.exec(path);
    if (couple && value && typeof value === 'object') couples[couple[1]] = value as CoupleRecords['couples'][string];
    const slot = /^accountCouples\/[^/]+\/(\d+)$/u.exec(path);
    if (slot && typeof value === 'string') slots[slot[1]] = value;
  }
  return { ...records, couples, slots };
}

/**
 * Plans the whole sheet: each non-blank row is checked (teamRowProblem, then planRegistration with the records
 * read for it); the valid rows' patches are merged into one update. `records` holds what was read for every row
 * (couples, people, the account's slots, grant and cap).
 */
export function planTeamSheet(
  sheet: TeamSheet, events: Readonly<Record<string, CompetitionEvent>>, registerer: Registerer, records: CoupleRecords, now: number,
  /** Rows refused before planning (the organiser's eligibility rules), by row index. */
  refusedRows: Readonly<Record<number, string>> = {},
): TeamSheetPlan {
  let known = records;
  const patch: TreeUpdate = {};
  const rows: TeamRowOutcome[] = [];
  sheet.rows.forEach((row, index) => {
    if (blank(row)) return;
    const problem = teamRowProblem(sheet, index, events);
    if (problem) {
      rows.push({ index, ok: false, message: problem.message });
      return;
    }
    const refused = refusedRows[index];
    if (refused !== undefined) {
      rows.push({ index, ok: false, message: refused });
      return;
    }
    const plan = planRegistration({
      couple: { leadName: row.leadName, followName: row.followName, affiliation: sheet.affiliation, ...(sheet.affiliationOther ? { affiliationOther: sheet.affiliationOther } : {}) },
      eventNames: row.eventNames, events, registerer, records: known, now,
    });
    if (!plan.ok) {
      rows.push({ index, ok: false, message: plan.eventName ? `${plan.eventName}: ${plan.refusal.message}` : plan.refusal.message });
      return;
    }
    known = withRowWritten(known, plan.patch);
    Object.assign(patch, plan.patch);
    rows.push({ index, ok: true, entries: plan.entries });
  });
  return { patch, rows };
}
