import fs from 'node:fs';
import path from 'node:path';
import { makeEntry } from '../entries';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { DEFAULT_SCHEDULE_SETTINGS } from '../running-order';
import { clashImportChecker } from '../transfer';
import { RoundState, makeEvent } from '../../testing/domain/competition-fixtures';
import { decodeCsvBytes, previewImport, readCsvTable, suggestMapping } from '../transfer';
import type { EligibilityRecord } from './eligibility-record';
import { eligibilityImportChecker } from './import-checker';

const table = readCsvTable(decodeCsvBytes(fs.readFileSync(path.resolve(__dirname, '../../../tests/fixtures/import/entries-eligibility.csv'))));
const mapping = suggestMapping(table.headers);
const entry = (lead: string, follow: string) => makeEntry({ leadName: lead, followName: follow, affiliation: 'TBA', registeredTime: 1 });

// In the database: Theo Castillo with Mia Lopez in Bronze Standard, Dan Reyes with Zoe Hart in Bronze Standard.
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], [entry('Theo Castillo', 'Mia Lopez'), entry('Dan Reyes', 'Zoe Hart')], [{ state: RoundState.Initialized, scheduleIndex: 1 }]);
const silver = makeEvent('Silver', 'Standard', ['Waltz'], [], [{ state: RoundState.Empty, scheduleIndex: 2 }]);
const gold = makeEvent('Gold', 'Standard', ['Waltz'], [], [{ state: RoundState.Empty, scheduleIndex: 3 }]);
const newcomerLatin = makeEvent('Newcomer', 'Latin', ['Cha Cha'], [], []);
const bronzeLatin = makeEvent('Bronze', 'Latin', ['Cha Cha'], [], []);
const events: Record<string, CompetitionEvent> = Object.fromEntries([bronze, silver, gold, newcomerLatin, bronzeLatin].map((e) => [e.eventName, e]));

const record: EligibilityRecord = {
  rules: {
    adjacent: { ruleId: 'adjacent', kind: 'adjacent-levels-only' },
    'max-two': { ruleId: 'max-two', kind: 'max-levels-per-style', max: 2 },
    newcomer: { ruleId: 'newcomer', kind: 'event-open-to-levels', eventName: 'Newcomer Latin', levels: ['Newcomer'] },
  },
  overrides: { 'dan reyes': { personId: 'dan reyes', dancerName: 'Dan Reyes', reason: 'Transfer student', grantedBy: 'org', grantedAt: 1 } },
};

const rowOf = (preview: ReturnType<typeof previewImport>, n: number) => {
  const found = preview.rows.find((r) => r.rowNumber === n);
  if (!found) throw new Error(`no row ${n}`);
  return found;
};

describe('the import preview marks eligibility refusals', () => {
  const preview = previewImport(table, mapping, events, { checkers: [eligibilityImportChecker(record)] });

  it('refuses a row that breaks a rule with the stored entries, naming the dancer and the rule', () => {
    const row = rowOf(preview, 2);
    expect(row.status).toBe('error');
    expect(row.problems.map((p) => p.message)).toEqual(['Row 2, Events: Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.']);
    expect(row.marks).toEqual([expect.objectContaining({ severity: 'refusal', source: 'eligibility', field: 'events' })]);
  });

  it('counts the rows of the file accepted before it', () => {
    expect(rowOf(preview, 3).status).toBe('new-couple');
    const row = rowOf(preview, 4);
    expect(row.status).toBe('error');
    expect(row.problems.map((p) => p.message)).toEqual(['Row 4, Events: Ben Ortiz would be entered in Bronze, Silver and Gold Standard; dancers may enter at most two levels in a style.']);
  });

  it('lets an overridden dancer through with the override noted', () => {
    const row = rowOf(preview, 5);
    expect(row.status).toBe('new-couple');
    expect(row.marks).toEqual([{
      severity: 'warning', source: 'eligibility', field: 'events',
      message: "Allowed by the organiser's override for Dan Reyes (Transfer student): Dan Reyes would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.",
    }]);
  });

  it('applies an event open only to some levels', () => {
    expect(rowOf(preview, 6).problems.map((p) => p.message)).toEqual([
      'Row 6, Events: Fay Li dances Bronze Latin; Newcomer Latin is open only to Newcomer dancers.',
      'Row 6, Events: Gus Kim dances Bronze Latin; Newcomer Latin is open only to Newcomer dancers.',
    ]);
    expect(rowOf(preview, 7).status).toBe('new-couple');
    expect(preview.counts).toEqual({ 'new-couple': 3, 'new-events': 0, duplicate: 0, error: 3 });
  });

  it('marks nothing when the competition has no rules', () => {
    const plain = previewImport(table, mapping, events, { checkers: [eligibilityImportChecker({})] });
    expect(plain.counts.error).toBe(0);
    expect(plain.rows.every((row) => row.marks.length === 0)).toBe(true);
  });
});

describe('the import preview marks running-order clashes', () => {
  // Bronze Standard in heat 1, Silver Standard in heat 2: back to back, and a dancer needs one heat between.
  const heat = (n: number, event: CompetitionEvent): ScheduleSlot => ({ kind: 'heat', number: n, position: n, rounds: { [`${event.eventName}-R1`]: { eventName: event.eventName, roundNumber: 1 } } });
  const slots = { s1: heat(1, bronze), s2: heat(2, silver), s3: heat(3, newcomerLatin) };
  const preview = previewImport(table, mapping, events, { checkers: [clashImportChecker({ slots, settings: DEFAULT_SCHEDULE_SETTINGS })] });

  it('marks the row whose couple would dance two heats too close together, and still imports it', () => {
    const row = rowOf(preview, 3);
    expect(row.status).toBe('new-couple');
    expect(row.marks.map((m) => [m.severity, m.source, m.message])).toEqual([
      ['warning', 'clash', 'Ben Ortiz dances heat 1 (Bronze Standard) and heat 2 (Silver Standard) with 0 heats between; at least 1 needed.'],
      ['warning', 'clash', 'Bea Long dances heat 1 (Bronze Standard) and heat 2 (Silver Standard) with 0 heats between; at least 1 needed.'],
    ]);
  });

  it('leaves rows whose heats are far enough apart, or not scheduled, unmarked', () => {
    for (const n of [2, 4, 5, 6, 7]) expect(rowOf(preview, n).marks.filter((m) => m.source === 'clash')).toEqual([]);
  });

  it('sees a clash that an earlier row of the file creates', () => {
    // Ben Ortiz is in Bronze Standard through row 3; row 4 would put him in Silver Standard with another partner.
    const csv = readCsvTable('Lead,Follow,Events\nBen Ortiz,Bea Long,Bronze Standard\nBen Ortiz,Cara Hill,Silver Standard\n');
    const two = previewImport(csv, suggestMapping(csv.headers), events, { checkers: [clashImportChecker({ slots, settings: DEFAULT_SCHEDULE_SETTINGS })] });
    expect(two.rows[0].marks).toEqual([]);
    expect(two.rows[1].marks.map((m) => m.message)).toEqual(['Ben Ortiz dances heat 1 (Bronze Standard) and heat 2 (Silver Standard) with 0 heats between; at least 1 needed.']);
  });
});
