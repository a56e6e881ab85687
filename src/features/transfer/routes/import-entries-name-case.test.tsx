// Issue 31: the import proposes the proper case for names in capitals or lower case before saving, with the choice
// to keep a row as typed; an emoji name refuses its row with a sentence naming it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../domain/model';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import ImportEntriesRoute from './import-entries';

const bronze = makeEvent('Bronze', 'Latin', ['Rumba'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [couple(0)] }]);
const tree = { competitionMetadata: metadata, events: { [bronze.eventName]: bronze } };
const csv = ['Lead,Follow,Affiliation,Events', 'JOHN smith,mary JONES,TBA,Bronze Latin', 'josé ÁLVAREZ,zoë müller,TBA,Bronze Latin', 'Cat 💃 Ray,Dee Fox,TBA,Bronze Latin'].join('\n');

beforeEach(() => window.localStorage.clear());
afterEach(resetFakes);

describe('Import entries: names', () => {
  it('shows the proper case before saving, keeps a row as typed when asked, and refuses an emoji name naming the row', async () => {
    const { db } = renderAdmin(<ImportEntriesRoute />, { tree });
    await userEvent.upload(await screen.findByLabelText('CSV file'), new File([csv], 'names.csv', { type: 'text/csv' }));
    const table = await screen.findByRole('table', { name: 'Import preview' });
    const row = (n: number) => within(table).getByRole('row', { name: `Row ${n}` });
    expect(row(2)).toHaveTextContent('Typed “JOHN smith and mary JONES”; saved as “John Smith and Mary Jones”.');
    expect(row(3)).toHaveTextContent('saved as “José Álvarez and Zoë Müller”');
    expect(row(4)).toHaveTextContent("Row 4, Lead's name: The name cannot contain emoji or pictures; type the name in letters.");
    await userEvent.click(within(row(3)).getByRole('checkbox', { name: "Keep row 3's names as typed" }));
    expect(row(3)).toHaveTextContent('Kept as typed: “josé ÁLVAREZ and zoë müller”');
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 entries' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 couples (2 entries).');
    const names = Object.values((db.read('events/Bronze Latin/entries') ?? {}) as Record<string, Entry>).map((e) => `${e.leadName} & ${e.followName}`).sort();
    expect(names).toEqual(['Alex Park & Amy Wu', 'John Smith & Mary Jones', 'josé ÁLVAREZ & zoë müller']);
  });
});
