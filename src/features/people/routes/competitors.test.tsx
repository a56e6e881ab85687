import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import CompetitorsRoute from './competitors';

afterEach(resetFakes);

const [alex, ben, carl] = [couple(0), couple(1, 'MIT Ballroom Dance Team'), couple(2)];
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], [alex, ben, carl], [
  { state: RoundState.Posted, scheduleIndex: 1, couples: [alex, ben, carl] },
  { state: RoundState.Initialized, scheduleIndex: 2, couples: [alex, ben] },
]);
const silver = makeEvent('Silver', 'Latin', ['ChaCha'], [alex], [{ state: RoundState.Initialized, scheduleIndex: 3, couples: [alex] }]);
const tree = { competitionMetadata: metadata, events: { [bronze.eventName]: bronze, [silver.eventName]: silver } };

describe('Competitors screen', () => {
  it('lists each couple once with their events and finds them by name, team or number', async () => {
    renderAdmin(<CompetitorsRoute />, { tree });
    const alexRow = await screen.findByRole('row', { name: 'Alex Park and Amy Wu' });
    expect(within(alexRow).getByText('Bronze Standard')).toBeInTheDocument();
    expect(within(alexRow).getByText('Silver Latin')).toBeInTheDocument();
    const search = screen.getByLabelText('Search competitors');
    await userEvent.type(search, 'mit ballroom');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 couples');
    expect(screen.getByRole('row', { name: 'Ben Ortiz and Bea Long' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '103');
    expect(screen.getByRole('row', { name: 'Carl Nguyen and Cara Hill' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Alex Park and Amy Wu' })).not.toBeInTheDocument();
  });

  it('edits a couple in every event and round copy and its record, keeping their key', async () => {
    const record = { coupleId: alex.entryId, leadId: alex.leadId, followId: alex.followId, leadName: alex.leadName, followName: alex.followName, affiliation: alex.affiliation, ownerUid: 'uid-a', createdAt: 1 };
    const { db } = renderAdmin(<CompetitorsRoute />, { tree: { ...tree, couples: { [alex.entryId]: record } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Alex Park and Amy Wu' }));
    const form = screen.getByRole('form', { name: 'Edit Alex Park and Amy Wu' });
    await userEvent.clear(within(form).getByLabelText('Follow'));
    await userEvent.type(within(form).getByLabelText('Follow'), 'Amy  Wu-Park ');
    await userEvent.clear(within(form).getByLabelText('Back number'));
    await userEvent.type(within(form).getByLabelText('Back number'), '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Save couple' }));
    expect(await screen.findByRole('row', { name: 'Alex Park and Amy Wu-Park' })).toBeInTheDocument();
    const id = alex.entryId;
    expect(db.read(`events/Silver Latin/entries/${id}`)).toMatchObject({ followName: 'Amy Wu-Park', leadNumber: 250, entryId: id });
    expect(db.read(`events/Bronze Standard/rounds/1/entries/${id}`)).toMatchObject({ followName: 'Amy Wu-Park', leadNumber: 250 });
    expect(db.read(`events/Bronze Standard/rounds/2/entries/${id}/leadNumber`)).toBe(250);
    expect(db.read(`couples/${id}`)).toMatchObject({ followName: 'Amy Wu-Park', followId: 'amy wu-park', coupleId: id, ownerUid: 'uid-a' });
    expect(db.read('people/amy wu-park')).toEqual({ personId: 'amy wu-park', name: 'Amy Wu-Park', affiliation: alex.affiliation });
  });

  it('refuses a back number another lead wears, and keeps what was typed', async () => {
    const { db } = renderAdmin(<CompetitorsRoute />, { tree });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Alex Park and Amy Wu' }));
    const form = screen.getByRole('form', { name: 'Edit Alex Park and Amy Wu' });
    await userEvent.clear(within(form).getByLabelText('Back number'));
    await userEvent.type(within(form).getByLabelText('Back number'), '102');
    await userEvent.click(within(form).getByRole('button', { name: 'Save couple' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Back number 102 is worn by Ben Ortiz');
    expect(within(form).getByLabelText('Back number')).toHaveValue(102);
    expect(db.writes).toHaveLength(0);
  });

  it('withdraws a couple from one event: off the rounds not yet danced, kept on danced ones', async () => {
    const { db } = renderAdmin(<CompetitorsRoute />, { tree });
    const row = await screen.findByRole('row', { name: 'Ben Ortiz and Bea Long' });
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw from Bronze Standard' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm withdrawing Ben Ortiz and Bea Long from Bronze Standard' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ben Ortiz and Bea Long' })).not.toBeInTheDocument());
    expect(db.read(`events/Bronze Standard/entries/${ben.entryId}`)).toBeNull();
    expect(db.read(`events/Bronze Standard/rounds/2/entries/${ben.entryId}`)).toBeNull();
    expect(db.read(`events/Bronze Standard/rounds/1/entries/${ben.entryId}`)).not.toBeNull();
    // Kept for the refund rule, in the same update, with who withdrew it.
    expect(db.read(`withdrawals/Bronze Standard/${ben.entryId}/entry/leadName`)).toBe('Ben Ortiz');
    expect(db.read(`withdrawals/Bronze Standard/${ben.entryId}/withdrawnBy`)).toEqual(expect.any(String));
    expect(db.writes.filter((w) => `withdrawals/Bronze Standard/${ben.entryId}` in w)).toHaveLength(1);
  });

  it('exports the competitors as CSV', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: capture the file the screen hands to the browser.
    const created = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:competitors'));
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderAdmin(<CompetitorsRoute />, { tree });
    await userEvent.click(await screen.findByRole('button', { name: 'Export competitors (CSV)' }));
    const parsed = Papa.parse<string[]>(await blobs[0].text()).data;
    expect(parsed[0]).toEqual(['Number', 'Lead', 'Follow', 'Affiliation', 'Events']);
    expect(parsed[1]).toEqual(['101', 'Alex Park', 'Amy Wu', 'Harvard University', 'Bronze Standard; Silver Latin']);
    expect(parsed).toHaveLength(4);
    expect(created).toHaveBeenCalledTimes(1);
  });
});
