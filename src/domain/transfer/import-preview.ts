// The preview of a CSV import: every row classified before anything is written, with the reason for
// each refusal naming the row and the field, so the organiser can fix the spreadsheet and try again.
import { competitorIdFor, nameCharacterProblem, proposedProperCase } from '../competitors';
import { AFFILIATIONS, AFFILIATION_TBA } from '../constants';
import { isPlaceholderEntryId } from '../constants';
import { entryInputProblem, makeEntry } from '../entries';
import { normalizeName } from '../competitors';
import { RoundState, type CompetitionEvent } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { IMPORT_FIELD_LABELS, type ColumnMapping, type ImportField } from './column-mapping';
import type { CsvRow, CsvTable } from './csv-table';
import { eventLookup } from './event-names';
import type { ImportCouple, ImportRowCheck, ImportRowChecker, RowMark } from './import-row-checker';

/**
 * new-couple: not entered anywhere yet; new-events: already entered (in the database, or by an earlier
 * row of the file) and given events it is not in; duplicate: in every event it lists already, nothing to
 * write; error: not imported, `problems` say why (a checker's refusal included).
 */
export type ImportRowStatus = 'new-couple' | 'new-events' | 'duplicate' | 'error';

export interface ImportProblem {
  rowNumber: number;
  /** The field at fault, or null for the row as a whole. */
  field: ImportField | null;
  /** "Row 7, Lead's e-mail: …" — complete on its own. */
  message: string;
}

export interface ImportRowPreview {
  rowNumber: number;
  status: ImportRowStatus;
  /** Absent only when the names could not be read. */
  couple?: ImportCouple;
  /** Events this row enters the couple in (empty unless new-couple or new-events). */
  eventsToAdd: string[];
  /** Events the row lists that the couple is already in. */
  alreadyEntered: string[];
  /** For a duplicate of an earlier row of the same file: that row's number. */
  duplicateOfRow?: number;
  /** Why the row is an error; empty otherwise. */
  problems: ImportProblem[];
  /** What row checkers and the import itself noted (warnings, and refusals that made it an error). */
  marks: RowMark[];
  /**
   * Names typed all in capitals or all in lower case (a new couple only; an entered couple keeps its names): the
   * names as typed and as proposed. The couple carries the proposal unless the row is kept as typed.
   */
  nameCase?: NameCaseProposal;
}

export interface NameCaseProposal {
  typed: { leadName: string; followName: string };
  proposed: { leadName: string; followName: string };
  /** The organiser chose to keep this row's names as typed (ImportOptions.keepCaseRows). */
  keptAsTyped: boolean;
}

export interface ImportPreview {
  rows: ImportRowPreview[];
  counts: Record<ImportRowStatus, number>;
  /** Entries the import would write (one per couple and event). */
  entryCount: number;
}

export interface ImportOptions {
  /** The affiliation list cells are matched against (default: the registration form's list). */
  affiliations?: readonly string[];
  /** Eligibility, clash and other checks that mark rows (see import-row-checker.ts). */
  checkers?: readonly ImportRowChecker[];
  /** Rows whose names are imported as typed, not in the proposed proper case. */
  keepCaseRows?: ReadonlySet<number>;
}

// The same pattern database.rules.json applies to registrants' e-mails.
const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/iu;

const coupleKey = (lead: string, follow: string) => `${normalizeName(lead)}\u0000${normalizeName(follow)}`;

interface KnownCouple {
  leadName: string;
  followName: string;
  affiliation: string;
  events: Set<string>;
  firstRow?: number;
}

/** Couples already entered, by names (not keys, so entries under an older key scheme count too). */
function knownCouples(events: Readonly<Record<string, CompetitionEvent>>): { couples: Map<string, KnownCouple>; numbers: Map<string, number> } {
  const couples = new Map<string, KnownCouple>();
  const numbers = new Map<string, number>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (isPlaceholderEntryId(entry.entryId) || normalizeName(entry.leadName) === '') continue;
      const key = coupleKey(entry.leadName, entry.followName);
      const known = couples.get(key) ?? { leadName: entry.leadName, followName: entry.followName, affiliation: entry.affiliation, events: new Set<string>() };
      known.events.add(event.eventName);
      couples.set(key, known);
      if (entry.leadNumber !== undefined) numbers.set(competitorIdFor(entry.leadName), entry.leadNumber);
    }
  }
  return { couples, numbers };
}

function cellsOf(table: CsvTable, row: CsvRow, mapping: ColumnMapping, field: ImportField): string[] {
  return mapping[field].map((header) => row.cells[table.headers.indexOf(header)] ?? '');
}

const joined = (cells: readonly string[]) => cells.map((c) => c.trim()).filter((c) => c !== '').join(' ');

interface RowReading {
  couple?: ImportCouple;
  listed: string[];
  problems: ImportProblem[];
}

function problem(rowNumber: number, field: ImportField | null, text: string): ImportProblem {
  const where = field === null ? `Row ${rowNumber}` : `Row ${rowNumber}, ${IMPORT_FIELD_LABELS[field]}`;
  return { rowNumber, field, message: `${where}: ${text}` };
}

function readRow(row: CsvRow, read: (field: ImportField) => string[], affiliationOf: (text: string) => string | undefined, events: ReturnType<typeof eventLookup>): RowReading {
  const n = row.rowNumber;
  const problems: ImportProblem[] = [];
  const leadName = joined(read('leadName'));
  const followName = joined(read('followName'));
  const affiliationText = joined(read('affiliation'));
  const affiliation = affiliationText === '' ? AFFILIATION_TBA : affiliationOf(affiliationText);
  if (affiliation === undefined) problems.push(problem(n, 'affiliation', `"${affiliationText}" is not on the affiliation list; use a listed name, Other, or TBA.`));
  // Emoji and control characters would be shown publicly (results, projector, invoices): the row is refused.
  const characters = (['leadName', 'followName'] as const).flatMap((field) => {
    const text = nameCharacterProblem(field === 'leadName' ? leadName : followName, 'The name');
    return text === null ? [] : [problem(n, field, text)];
  });
  if (characters.length > 0) {
    const listed = events.read(read('events'));
    return { listed: listed.events, problems: [...problems, ...characters] };
  }
  const nameProblem = entryInputProblem({ leadName, followName, affiliation: affiliation ?? AFFILIATION_TBA, registeredTime: 0 });
  if (nameProblem?.code === 'missing-name') problems.push(problem(n, nameProblem.field, 'the name is missing.'));
  else if (nameProblem) problems.push(problem(n, 'followName', nameProblem.message));
  const emails: Partial<Record<'leadEmail' | 'followEmail', string>> = {};
  for (const field of ['leadEmail', 'followEmail'] as const) {
    const email = joined(read(field));
    if (email === '') continue;
    if (EMAIL.test(email)) emails[field] = email;
    else problems.push(problem(n, field, `"${email}" is not an e-mail address.`));
  }
  const listed = events.read(read('events'));
  for (const unknown of listed.unknown) problems.push(problem(n, 'events', `"${unknown}" is not an event of this competition.`));
  if (listed.events.length === 0 && listed.unknown.length === 0) problems.push(problem(n, 'events', 'no event is given.'));
  if (nameProblem !== null) return { listed: listed.events, problems };
  const entry = makeEntry({ leadName, followName, affiliation: affiliation ?? AFFILIATION_TBA, registeredTime: 0 });
  const couple: ImportCouple = { entryId: entry.entryId, leadName: entry.leadName, followName: entry.followName, affiliation: entry.affiliation, ...emails };
  return { couple, listed: listed.events, problems };
}

function affiliationMatcher(list: readonly string[]): (text: string) => string | undefined {
  const byName = new Map(list.map((name) => [name.trim().toLowerCase().replace(/\s+/gu, ' '), name]));
  return (text) => byName.get(text.trim().toLowerCase().replace(/\s+/gu, ' '));
}

/** Classifies every row of the table against the competition as it is now. Pure; writes nothing. */
export function previewImport(table: CsvTable, mapping: ColumnMapping, events: Readonly<Record<string, CompetitionEvent>>, options: ImportOptions = {}): ImportPreview {
  const { couples, numbers } = knownCouples(events);
  const lookup = eventLookup(events);
  const affiliationOf = affiliationMatcher(options.affiliations ?? AFFILIATIONS);
  const accepted: ImportRowCheck[] = [];
  const rows = table.rows.map((row): ImportRowPreview => {
    const reading = readRow(row, (field) => cellsOf(table, row, mapping, field), affiliationOf, lookup);
    const base = { rowNumber: row.rowNumber, eventsToAdd: [] as string[], alreadyEntered: [] as string[], marks: [] as RowMark[] };
    if (reading.problems.length > 0 || !reading.couple) return { ...base, status: 'error', ...(reading.couple ? { couple: reading.couple } : {}), problems: reading.problems };
    const key = coupleKey(reading.couple.leadName, reading.couple.followName);
    const known = couples.get(key);
    const nameCase = known ? undefined : nameCaseOf(reading.couple, options.keepCaseRows?.has(row.rowNumber) === true);
    const cased = nameCase && !nameCase.keptAsTyped ? { ...reading.couple, ...nameCase.proposed } : reading.couple;
    const couple = withKnownCouple(cased, known, numbers);
    const marks = affiliationWarning(reading.couple, known);
    const eventsToAdd = reading.listed.filter((e) => !known?.events.has(e));
    const alreadyEntered = reading.listed.filter((e) => known?.events.has(e));
    if (eventsToAdd.length === 0) {
      const fromFile = known?.firstRow !== undefined && alreadyEntered.every((e) => !hasStoredEntry(events, e, key));
      return { ...base, status: 'duplicate', couple, alreadyEntered, marks, problems: [], ...(fromFile ? { duplicateOfRow: known.firstRow } : {}), ...(nameCase ? { nameCase } : {}) };
    }
    const check: ImportRowCheck = { rowNumber: row.rowNumber, couple, eventsToAdd, enteredEvents: [...(known?.events ?? [])] };
    marks.push(...startedWarnings(events, eventsToAdd), ...(options.checkers ?? []).flatMap((checker) => checker(check, { events, accepted })));
    const refusals = marks.filter((m) => m.severity === 'refusal');
    if (refusals.length > 0) {
      return { ...base, status: 'error', couple, alreadyEntered, marks, problems: refusals.map((m) => problem(row.rowNumber, m.field ?? null, m.message)), ...(nameCase ? { nameCase } : {}) };
    }
    accepted.push(check);
    couples.set(key, { leadName: couple.leadName, followName: couple.followName, affiliation: couple.affiliation, events: new Set([...(known?.events ?? []), ...eventsToAdd]), firstRow: known?.firstRow ?? row.rowNumber });
    return { ...base, status: known ? 'new-events' : 'new-couple', couple, eventsToAdd, alreadyEntered, marks, problems: [], ...(nameCase ? { nameCase } : {}) };
  });
  const counts = { 'new-couple': 0, 'new-events': 0, duplicate: 0, error: 0 };
  for (const row of rows) counts[row.status] += 1;
  return { rows, counts, entryCount: rows.reduce((sum, row) => sum + row.eventsToAdd.length, 0) };
}

/** The registration's proper case (domain/competitors), proposed when either name is all capitals or all lower case. */
function nameCaseOf(couple: ImportCouple, keptAsTyped: boolean): NameCaseProposal | undefined {
  const lead = proposedProperCase(couple.leadName);
  const follow = proposedProperCase(couple.followName);
  if (lead === null && follow === null) return undefined;
  const typed = { leadName: couple.leadName, followName: couple.followName };
  return { typed, proposed: { leadName: lead ?? couple.leadName, followName: follow ?? couple.followName }, keptAsTyped };
}

function hasStoredEntry(events: Readonly<Record<string, CompetitionEvent>>, eventName: string, key: string): boolean {
  return Object.values(events[eventName]?.entries ?? {}).some((entry) => coupleKey(entry.leadName, entry.followName) === key);
}

/** An entered couple keeps the names, affiliation and back number it already has. */
function withKnownCouple(couple: ImportCouple, known: KnownCouple | undefined, numbers: Map<string, number>): ImportCouple {
  const named = known ? { ...couple, leadName: known.leadName, followName: known.followName, affiliation: known.affiliation } : couple;
  const leadNumber = numbers.get(competitorIdFor(named.leadName));
  return leadNumber === undefined ? named : { ...named, leadNumber };
}

function affiliationWarning(couple: ImportCouple, known: KnownCouple | undefined): RowMark[] {
  if (!known || couple.affiliation === AFFILIATION_TBA || couple.affiliation === known.affiliation) return [];
  return [{ severity: 'warning', source: 'import', field: 'affiliation', message: `Already entered for ${known.affiliation}; the new entries keep that affiliation (edit the couple to change it).` }];
}

function startedWarnings(events: Readonly<Record<string, CompetitionEvent>>, eventsToAdd: readonly string[]): RowMark[] {
  return eventsToAdd.flatMap((name) => {
    const first = roundsInOrder(events[name])[0];
    return first && first.roundState !== RoundState.Empty && first.roundState !== RoundState.Initialized
      ? [{ severity: 'warning' as const, source: 'import', field: 'events' as const, message: `The first round of ${name} has started or was skipped: the couple is entered but not put on a floor.` }]
      : [];
  });
}
