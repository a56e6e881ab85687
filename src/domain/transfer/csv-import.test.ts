import fs from 'node:fs';
import path from 'node:path';
import type { CompetitionEvent } from '../model';
import { couple, makeEvent, RoundState } from '../../testing/domain/competition-fixtures';
import { applyTreeUpdate, valueAt } from '../tree-update';
import { emptyMapping, missingColumns, parseMapping, serializeMapping, suggestMapping } from './column-mapping';
import { CsvReadError, decodeCsvBytes, readCsvTable } from './csv-table';
import type { ImportRowChecker } from './import-row-checker';
import { previewImport } from './import-preview';
import { buildImportUpdate, ImportOutdatedError } from './import-update';

const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/import');
const fixture = (name: string) => decodeCsvBytes(fs.readFileSync(path.join(FIXTURES, name)));

// Bronze Latin: Alex Park & Amy Wu (101) entered, first round waiting; Gold Smooth: first round running.
const bronze = makeEvent('Bronze', 'Latin', ['Rumba'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 1 , couples: [couple(0)] }]);
const silver = makeEvent('Silver', 'Standard', ['Waltz'], [], []);
const gold = makeEvent('Gold', 'Smooth', ['Waltz'], [couple(1)], [{ state: RoundState.Running, scheduleIndex: 2, couples: [couple(1)] }]);
const events: Record<string, CompetitionEvent> = { [bronze.eventName]: bronze, [silver.eventName]: silver, [gold.eventName]: gold };

const semicolon = readCsvTable(fixture('entries-semicolon-bom.csv'));
const mapping = suggestMapping(semicolon.headers);
const preview = previewImport(semicolon, mapping, events);
const row = (n: number) => {
  const found = preview.rows.find((r) => r.rowNumber === n);
  if (!found) throw new Error(`no row ${n}`);
  return found;
};

describe('reading a CSV file', () => {
  it('drops the BOM, detects the semicolon, keeps quoted delimiters and skips the empty line', () => {
    expect(semicolon.delimiter).toBe(';');
    expect(semicolon.headers[0]).toBe('Lead first name');
    expect(semicolon.rows.map((r) => r.rowNumber)).toEqual([2, 3, 5, 6, 7, 8, 9, 10]);
    expect(semicolon.rows[0].cells[6]).toBe('Bronze Latin; Silver Standard');
    expect(semicolon.rows[1].cells[3]).toBe('Noor, Sara');
  });

  it('reads a comma file with CRLF line ends and quoted commas', () => {
    const table = readCsvTable(fixture('entries-comma.csv'));
    expect(table.delimiter).toBe(',');
    expect(table.headers).toEqual(['Leader', 'Follower', 'Affiliation', 'Events']);
    expect(table.rows).toEqual([
      { rowNumber: 2, cells: ['Ortiz, Ben', 'Bea Long', 'Yale Ballroom Dance Team', 'Silver Standard, Gold Smooth'] },
      { rowNumber: 4, cells: ['Carl Nguyen', 'Cara Hill', 'TBA', 'Gold Smooth'] },
    ]);
  });

  it('refuses text that is not UTF-8, an empty file and an unclosed quote, saying what to do', () => {
    expect(() => decodeCsvBytes(new Uint8Array([0x4c, 0xe9, 0x61]))).toThrow(/not UTF-8/);
    expect(() => readCsvTable('\n \n')).toThrow(CsvReadError);
    expect(() => readCsvTable('Lead,Follow\n"Ann,Bo\n')).toThrow(/closing one/);
  });
});

describe('the column mapping', () => {
  it('is suggested from the headers, first and last names joined in that order', () => {
    expect(mapping).toEqual({
      leadName: ['Lead first name', 'Lead last name'], followName: ['Follow'], leadEmail: ['Lead e-mail'],
      followEmail: ['Follow e-mail'], affiliation: ['Team'], events: ['Events'],
    });
    const table = readCsvTable('Last name (lead),First name (lead),Lady,Email,Email,School,Event 1,Event 2\nPark,Alex,Amy Wu,a@x.org,b@x.org,TBA,Bronze Latin,Silver Standard\n');
    expect(table.headers).toEqual(['Last name (lead)', 'First name (lead)', 'Lady', 'Email', 'Email (2)', 'School', 'Event 1', 'Event 2']);
    const guessed = suggestMapping(table.headers);
    expect(guessed).toEqual({ leadName: ['First name (lead)', 'Last name (lead)'], followName: ['Lady'], leadEmail: ['Email'], followEmail: ['Email (2)'], affiliation: ['School'], events: ['Event 1', 'Event 2'] });
    expect(previewImport(table, guessed, events).rows[0]).toMatchObject({ status: 'new-events', couple: { leadName: 'Alex Park', leadEmail: 'a@x.org', followEmail: 'b@x.org' }, eventsToAdd: ['Silver Standard'], alreadyEntered: ['Bronze Latin'] });
  });

  it('survives being remembered as text, and a damaged or foreign text gives null', () => {
    expect(parseMapping(serializeMapping(mapping))).toEqual(mapping);
    expect(parseMapping('{"version":0,"fields":{}}')).toBeNull();
    expect(parseMapping('not json')).toBeNull();
    expect(missingColumns(mapping, ['Lead first name', 'Follow', 'Events'])).toEqual(['Lead last name', 'Lead e-mail', 'Follow e-mail', 'Team']);
  });
});

describe('the import preview', () => {
  it('gives an entered couple only the events it is not in, keeping its names, affiliation and back number', () => {
    expect(row(2)).toMatchObject({
      status: 'new-events', eventsToAdd: ['Silver Standard'], alreadyEntered: ['Bronze Latin'],
      couple: { leadName: 'Alex Park', followName: 'Amy Wu', affiliation: 'Harvard University', leadNumber: 101, leadEmail: 'alex@example.org' },
    });
    expect(row(2).marks).toEqual([expect.objectContaining({ severity: 'warning', field: 'affiliation' })]);
  });

  it('enters a new couple in every listed event and warns about an event already dancing', () => {
    expect(row(3)).toMatchObject({ status: 'new-couple', eventsToAdd: ['Bronze Latin', 'Gold Smooth'], couple: { leadName: 'Mia Lopez', followName: 'Noor, Sara' } });
    expect(row(3).marks.map((m) => m.message)).toEqual(['The first round of Gold Smooth has started or was skipped: the couple is entered but not put on a floor.']);
    expect(row(10)).toMatchObject({ status: 'new-couple', eventsToAdd: ['Silver Standard'], couple: { affiliation: 'TBA' } });
  });

  it('calls a repeated row a duplicate of the earlier one', () => {
    expect(row(5)).toMatchObject({ status: 'duplicate', duplicateOfRow: 3, alreadyEntered: ['Bronze Latin'], eventsToAdd: [] });
  });

  it('names the row and the field of every error', () => {
    expect(row(6).problems.map((p) => p.message)).toEqual(['Row 6, Lead\'s e-mail: "ken@example" is not an e-mail address.']);
    expect(row(7).problems.map((p) => p.message)).toEqual(['Row 7, Events: "Platinum Tango" is not an event of this competition.']);
    expect(row(8).problems).toEqual([{ rowNumber: 8, field: 'leadName', message: "Row 8, Lead's name: the name is missing." }]);
    expect(row(9).problems.map((p) => p.field)).toEqual(['affiliation']);
    expect([6, 7, 8, 9].map((n) => row(n).status)).toEqual(['error', 'error', 'error', 'error']);
    expect(preview.counts).toEqual({ 'new-couple': 2, 'new-events': 1, duplicate: 1, error: 4 });
    expect(preview.entryCount).toBe(4);
  });

  it('a duplicate of an entry already stored has no earlier row', () => {
    const table = readCsvTable('Lead,Follow,Events\nAlex Park,Amy Wu,Bronze Latin\n');
    expect(previewImport(table, suggestMapping(table.headers), events).rows[0]).toMatchObject({ status: 'duplicate', alreadyEntered: ['Bronze Latin'] });
    expect(previewImport(table, suggestMapping(table.headers), events).rows[0].duplicateOfRow).toBeUndefined();
  });

  it('lets row checkers mark rows: a refusal makes an error, a warning only marks, and checkers see earlier rows', () => {
    const seen: number[][] = [];
    const checker: ImportRowChecker = (check, { accepted }) => {
      seen.push(accepted.map((a) => a.rowNumber));
      if (check.eventsToAdd.includes('Gold Smooth')) return [{ severity: 'refusal', source: 'eligibility', field: 'events', message: 'Mia Lopez has danced Gold before.' }];
      return check.couple.leadName === 'Sam Cho' ? [{ severity: 'warning', source: 'clash', message: 'Silver Standard clashes with another event.' }] : [];
    };
    const checked = previewImport(semicolon, mapping, events, { checkers: [checker] });
    const byRow = (n: number) => checked.rows.find((r) => r.rowNumber === n);
    expect(byRow(3)).toMatchObject({ status: 'error', problems: [{ field: 'events', message: 'Row 3, Events: Mia Lopez has danced Gold before.' }] });
    expect(byRow(5)?.status).toBe('new-couple');
    expect(byRow(10)).toMatchObject({ status: 'new-couple', marks: [{ severity: 'warning', source: 'clash' }] });
    expect(seen).toEqual([[], [2], [2], [2, 5]]);
  });
});

describe('the import update', () => {
  const tree = { events };
  const built = buildImportUpdate(preview, events, { now: 1_800_000_000_000 });
  const after = applyTreeUpdate(tree, built.update);
  const entryNames = (eventName: string) => Object.values((valueAt(after, `events/${eventName}/entries`) ?? {}) as Record<string, { leadName: string; registeredTime: number }>).map((e) => e.leadName).sort();

  it('writes every valid row in one update and nothing from the others', () => {
    expect(built).toMatchObject({ entryCount: 4, rowCount: 3 });
    expect(entryNames('Bronze Latin')).toEqual(['Alex Park', 'Mia Lopez']);
    expect(entryNames('Silver Standard')).toEqual(['Alex Park', 'Sam Cho']);
    expect(entryNames('Gold Smooth')).toEqual(['Ben Ortiz', 'Mia Lopez']);
  });

  it('puts the couples on first rounds that have not started, and carries the lead\'s back number', () => {
    const floor = (eventName: string) => Object.values((valueAt(after, `events/${eventName}/rounds/1/entries`) ?? {}) as Record<string, { leadName: string }>).map((e) => e.leadName).sort();
    expect(floor('Bronze Latin')).toEqual(['Alex Park', 'Mia Lopez']);
    expect(floor('Gold Smooth')).toEqual(['Ben Ortiz']);
    expect(Object.values((valueAt(after, 'events/Silver Standard/entries') ?? {}) as Record<string, { leadName: string; leadNumber?: number }>).find((e) => e.leadName === 'Alex Park')?.leadNumber).toBe(101);
  });

  it('refuses to build when a couple was entered since the preview, rather than overwrite', () => {
    const since = applyTreeUpdate(tree, { 'events/Silver Standard/entries/sam cho~ivy bell': { ...couple(2), leadName: 'Sam Cho', followName: 'Ivy Bell' } });
    expect(() => buildImportUpdate(preview, since.events as Record<string, CompetitionEvent>, { now: 0 })).toThrow(ImportOutdatedError);
  });

  it('builds nothing from a file with no valid row', () => {
    const table = readCsvTable('Lead,Follow,Events\nAnn Lee,,Bronze Latin\n');
    expect(buildImportUpdate(previewImport(table, { ...emptyMapping(), ...suggestMapping(table.headers) }, events), events, { now: 0 })).toEqual({ update: {}, entryCount: 0, rowCount: 0 });
  });
});
