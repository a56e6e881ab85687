import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { CompetitionEvent } from '../../../domain/model';
import { RoundState, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import ImportEntriesRoute from './import-entries';

const FIXTURE = path.resolve(__dirname, '../../../../tests/fixtures/import/entries-eligibility.csv');
const entry = (lead: string, follow: string) => makeEntry({ leadName: lead, followName: follow, affiliation: 'TBA', registeredTime: 1 });

// Theo Castillo and Dan Reyes are already in Bronze Standard; heats 1 and 2 are Bronze and Silver Standard, back to back.
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], [entry('Theo Castillo', 'Mia Lopez'), entry('Dan Reyes', 'Zoe Hart')], [{ state: RoundState.Initialized, scheduleIndex: 1 }]);
const silver = makeEvent('Silver', 'Standard', ['Waltz'], [], [{ state: RoundState.Empty, scheduleIndex: 2 }]);
const gold = makeEvent('Gold', 'Standard', ['Waltz'], [], [{ state: RoundState.Empty, scheduleIndex: 3 }]);
const newcomerLatin = makeEvent('Newcomer', 'Latin', ['ChaCha'], [], []);
const bronzeLatin = makeEvent('Bronze', 'Latin', ['ChaCha'], [], []);
const events = Object.fromEntries([bronze, silver, gold, newcomerLatin, bronzeLatin].map((e) => [e.eventName, e]));
const heat = (n: number, event: CompetitionEvent) => ({ kind: 'heat', number: n, position: n, rounds: { [`${event.eventName}-R1`]: { eventName: event.eventName, roundNumber: 1 } } });

const tree = {
  competitionMetadata: metadata,
  events,
  schedule: { settings: { floorCapacity: 14, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 10, gapBetweenHeatsSeconds: 30 }, slots: { s1: heat(1, bronze), s2: heat(2, silver) } },
  eligibility: {
    rules: {
      adjacent: { ruleId: 'adjacent', kind: 'adjacent-levels-only' },
      'max-two': { ruleId: 'max-two', kind: 'max-levels-per-style', max: 2 },
      newcomer: { ruleId: 'newcomer', kind: 'event-open-to-levels', eventName: 'Newcomer Latin', levels: ['Newcomer'] },
    },
    overrides: { 'dan reyes': { personId: 'dan reyes', dancerName: 'Dan Reyes', reason: 'Transfer student', grantedBy: 'org', grantedAt: 1 } },
  },
};

beforeEach(() => window.localStorage.clear());
afterEach(resetFakes);

describe('Import preview marks eligibility refusals and clashes', () => {
  it('refuses rules-breaking rows with the reason, notes clashes and overrides, and imports only the rest', async () => {
    const { db } = renderAdmin(<ImportEntriesRoute />, { tree });
    await userEvent.upload(await screen.findByLabelText('CSV file'), new File([fs.readFileSync(FIXTURE)], 'entries-eligibility.csv', { type: 'text/csv' }));
    const table = await screen.findByRole('table', { name: 'Import preview' });
    const row = (n: number) => within(table).getByRole('row', { name: `Row ${n}` });
    expect(row(2)).toHaveTextContent('Error');
    expect(row(2)).toHaveTextContent('Eligibility: Row 2, Events: Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.');
    expect(row(3)).toHaveTextContent('New couple');
    expect(row(3)).toHaveTextContent('Clash: Ben Ortiz dances heat 1 (Bronze Standard) and heat 2 (Silver Standard) with 0 heats between; at least 1 needed.');
    expect(row(4)).toHaveTextContent('Eligibility: Row 4, Events: Ben Ortiz would be entered in Bronze, Silver and Gold Standard; dancers may enter at most two levels in a style.');
    expect(row(5)).toHaveTextContent("Eligibility: Allowed by the organiser's override for Dan Reyes (Transfer student)");
    expect(row(6)).toHaveTextContent('Eligibility: Row 6, Events: Fay Li dances Bronze Latin; Newcomer Latin is open only to Newcomer dancers.');
    expect(row(7)).toHaveTextContent('New couple');
    expect(screen.getByText(/3 new couples, 0 couples with new events, 0 duplicates, 3 rows with errors; 4 entries to write/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 entries' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 3 couples (4 entries).');
    expect(Object.values(db.read('events/Gold Standard/entries') as Record<string, { leadName: string }>).map((e) => e.leadName)).toEqual(['Dan Reyes']);
  });
});
