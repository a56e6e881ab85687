import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../domain/model';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { parseMapping } from '../../../domain/transfer';
import { entryIdFor } from '../../../domain/entries';
import { TEST_UID, renderAdmin, resetFakes } from '../../../testing/render-screen';
import { MAPPING_STORAGE_KEY } from '../hooks/use-remembered-mapping';
import ImportEntriesRoute from './import-entries';

const FIXTURES = path.resolve(__dirname, '../../../../tests/fixtures/import');
/** A fixture from disk as the File a person would pick, bytes (and BOM) untouched. */
const fixtureFile = (name: string) => new File([fs.readFileSync(path.join(FIXTURES, name))], name, { type: 'text/csv' });

// Bronze Latin: Alex Park & Amy Wu entered, first round waiting; Gold Smooth: first round running.
const bronze = makeEvent('Bronze', 'Latin', ['Rumba'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [couple(0)] }]);
const silver = makeEvent('Silver', 'Standard', ['Waltz'], [], []);
const gold = makeEvent('Gold', 'Smooth', ['Waltz'], [couple(1)], [{ state: RoundState.Running, scheduleIndex: 2, couples: [couple(1)] }]);
const tree = { competitionMetadata: metadata, events: { [bronze.eventName]: bronze, [silver.eventName]: silver, [gold.eventName]: gold } };

const entriesOf = (db: { read: (p: string) => unknown }, eventName: string) =>
  Object.values((db.read(`events/${eventName}/entries`) ?? {}) as Record<string, Entry>).map((e) => `${e.leadName} & ${e.followName}`).sort();

beforeEach(() => window.localStorage.clear());
afterEach(resetFakes);

async function upload(name: string) {
  await userEvent.upload(await screen.findByLabelText('CSV file'), fixtureFile(name));
  return screen.findByRole('table', { name: 'Import preview' });
}

describe('Import entries screen', () => {
  it('previews every row of a semicolon file with a BOM: new couples, new events, a duplicate and errors naming row and field', async () => {
    renderAdmin(<ImportEntriesRoute />, { tree });
    const table = await upload('entries-semicolon-bom.csv');
    expect(screen.getByLabelText("Lead's name (required)")).toHaveValue(['Lead first name', 'Lead last name']);
    expect(screen.getByLabelText('Affiliation')).toHaveValue(['Team']);
    const row = (n: number) => within(table).getByRole('row', { name: `Row ${n}` });
    expect(row(2)).toHaveTextContent('New events');
    expect(row(2)).toHaveTextContent('Silver Standard');
    expect(row(3)).toHaveTextContent('New couple');
    expect(row(3)).toHaveTextContent('Mia Lopez and Noor, Sara');
    expect(row(3)).toHaveTextContent('The first round of Gold Smooth has started');
    expect(row(5)).toHaveTextContent('Duplicate');
    expect(row(5)).toHaveTextContent('Same as row 3.');
    expect(row(6)).toHaveTextContent('Row 6, Lead\'s e-mail: "ken@example" is not an e-mail address.');
    expect(row(7)).toHaveTextContent('Row 7, Events: "Platinum Tango" is not an event of this competition.');
    expect(row(8)).toHaveTextContent("Row 8, Lead's name: the name is missing.");
    expect(within(table).queryByRole('row', { name: 'Row 4' })).not.toBeInTheDocument();
    expect(screen.getByText(/2 new couples, 1 couple with new events, 1 duplicate, 4 rows with errors; 4 entries to write/)).toBeInTheDocument();
  });

  it('imports every valid row in one update and says how many couples and entries', async () => {
    const { db } = renderAdmin(<ImportEntriesRoute />, { tree });
    await upload('entries-semicolon-bom.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 entries' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 3 couples (4 entries).');
    expect(db.writes).toHaveLength(1);
    expect(entriesOf(db, 'Bronze Latin')).toEqual(['Alex Park & Amy Wu', 'Mia Lopez & Noor, Sara']);
    expect(entriesOf(db, 'Silver Standard')).toEqual(['Alex Park & Amy Wu', 'Sam Cho & Ivy Bell']);
    expect(entriesOf(db, 'Gold Smooth')).toEqual(['Ben Ortiz & Bea Long', 'Mia Lopez & Noor, Sara']);
    // Each imported couple's record is in the same update, owned by the importing organiser, so no account can claim it.
    for (const [lead, follow] of [['Alex Park', 'Amy Wu'], ['Sam Cho', 'Ivy Bell']]) {
      expect(Object.keys(db.writes[0])).toContain(`couples/${entryIdFor(lead, follow)}`);
      expect(db.read(`couples/${entryIdFor(lead, follow)}/ownerUid`)).toBe(TEST_UID);
      expect(db.read(`people/${entryIdFor(lead, follow).split('~')[0]}/name`)).toBe(lead);
    }
    // The preview follows the database: the same file now has nothing left to write.
    expect(await screen.findByRole('button', { name: 'Import 0 entries' })).toBeDisabled();
  });

  it('writes nothing when the data changed since the preview, and says to preview again', async () => {
    const { db } = renderAdmin(<ImportEntriesRoute />, { tree });
    await upload('entries-semicolon-bom.csv');
    // Another device enters Sam Cho; this screen has not heard of it yet.
    db.hold('events');
    const sam = { ...couple(2), leadName: 'Sam Cho', followName: 'Ivy Bell', entryId: 'sam cho~ivy bell' };
    db.set('events/Silver Standard/entries/sam cho~ivy bell', sam);
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 entries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 10: Sam Cho and Ivy Bell were entered in Silver Standard since the preview. Preview the file again.');
    expect(db.writes).toHaveLength(0);
    expect(entriesOf(db, 'Bronze Latin')).toEqual(['Alex Park & Amy Wu']);
  });

  it('reads a comma file with quoted commas, and remembers a changed mapping for the next file', async () => {
    renderAdmin(<ImportEntriesRoute />, { tree });
    const table = await upload('entries-comma.csv');
    expect(within(table).getByRole('row', { name: 'Row 2' })).toHaveTextContent('Ortiz, Ben and Bea Long');
    expect(within(table).getByRole('row', { name: 'Row 4' })).toHaveTextContent('Carl Nguyen and Cara Hill');
    // Leave the affiliation out: every couple comes in as TBA.
    await userEvent.deselectOptions(screen.getByLabelText('Affiliation'), 'Affiliation');
    expect(parseMapping(window.localStorage.getItem(MAPPING_STORAGE_KEY) ?? '')).toMatchObject({ leadName: ['Leader'], affiliation: [] });
    document.body.innerHTML = '';
    resetFakes();
    renderAdmin(<ImportEntriesRoute />, { tree });
    await upload('entries-comma.csv');
    expect(screen.getByLabelText('Affiliation')).toHaveValue([]);
  });

  it('asks for a column for every required field before previewing', async () => {
    renderAdmin(<ImportEntriesRoute />, { tree });
    await upload('entries-comma.csv');
    await userEvent.deselectOptions(screen.getByLabelText('Events (required)'), 'Events');
    expect(screen.getByText('Choose a column for: Events.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not UTF-8, saying how to save it', async () => {
    renderAdmin(<ImportEntriesRoute />, { tree });
    const latin1 = new File([new Uint8Array([0x4c, 0x65, 0x61, 0x64, 0x0a, 0x4c, 0xe9, 0x61])], 'old.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('CSV file'), latin1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Save the spreadsheet as "CSV UTF-8"');
  });
});

