import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { Entry } from '../../../domain/model';
import { metadata } from '../../../testing/domain/competition-fixtures';
import { TEST_UID, renderAdmin, resetFakes } from '../../../testing/render-screen';
import TeamsReviewRoute from './teams-review';

afterEach(resetFakes);

const riverside = makeEntry({ leadName: 'Olly Free', followName: 'Pat Indie', affiliation: 'Other', affiliationOther: 'Riverside Dance Club', registeredTime: 1 });
const quiet = makeEntry({ leadName: 'Ann Lee', followName: 'Bo Kim', affiliation: 'Other', registeredTime: 1 });
const listed = makeEntry({ leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: 'Cornell DanceSport', registeredTime: 1 });
const event = (eventName: string, entries: Entry[]) => ({ eventName, style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 }, entries: Object.fromEntries(entries.map((e) => [e.entryId, e])) });
const tree = () => ({
  competitionMetadata: metadata,
  events: { 'Bronze Waltz': event('Bronze Waltz', [riverside, quiet, listed]), 'Bronze Tango': event('Bronze Tango', [riverside]) },
});

describe('Teams to review', () => {
  it('lists couples entered as Other with what they typed, and not the others', async () => {
    renderAdmin(<TeamsReviewRoute />, { tree: tree(), at: '/admin/teams-review' });
    const list = await screen.findByRole('list', { name: 'Couples entered as Other' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Ann Lee and Bo Kim', 'Olly Free and Pat Indie']);
    expect(rows[1]).toHaveTextContent('Typed: Riverside Dance Club');
    expect(rows[1]).toHaveTextContent('Events: Bronze Tango, Bronze Waltz');
    expect(rows[0]).toHaveTextContent('Typed: nothing');
  });

  it('moves a couple to a listed team in every event at once', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<TeamsReviewRoute />, { tree: tree(), at: '/admin/teams-review' });
    const row = await screen.findByRole('listitem', { name: 'Olly Free and Pat Indie' });
    await u.selectOptions(within(row).getByLabelText('Team for Olly Free and Pat Indie'), 'Harvard Ballroom');
    await u.click(within(row).getByRole('button', { name: 'Set team' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Olly Free and Pat Indie are now entered for Harvard Ballroom.');
    expect(db.writes).toHaveLength(1);
    for (const name of ['Bronze Waltz', 'Bronze Tango']) {
      expect(db.read(`events/${name}/entries/${riverside.entryId}/affiliation`)).toBe('Harvard Ballroom');
      expect(db.read(`events/${name}/entries/${riverside.entryId}/affiliationOther`)).toBeNull();
    }
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Olly Free and Pat Indie' })).toBeNull());
  });

  it('accepts the typed name as a new team, which the next couple can then be given', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<TeamsReviewRoute />, { tree: tree(), at: '/admin/teams-review' });
    const row = await screen.findByRole('listitem', { name: 'Olly Free and Pat Indie' });
    expect(within(row).getByLabelText('New team name for Olly Free and Pat Indie')).toHaveValue('Riverside Dance Club');
    await u.click(within(row).getByRole('button', { name: 'Accept as new team' }));
    expect(await screen.findByRole('status')).toHaveTextContent('now entered for Riverside Dance Club.');
    expect(db.read('acceptedTeams/riverside dance club')).toMatchObject({ name: 'Riverside Dance Club', acceptedBy: TEST_UID });
    const next = screen.getByRole('listitem', { name: 'Ann Lee and Bo Kim' });
    await waitFor(() => expect(within(within(next).getByLabelText('Team for Ann Lee and Bo Kim')).getByRole('option', { name: 'Riverside Dance Club' })).toBeInTheDocument());
  });

  it('says so when nobody is entered as Other', async () => {
    renderAdmin(<TeamsReviewRoute />, { tree: { competitionMetadata: metadata, events: { W: event('W', [listed]) } }, at: '/admin/teams-review' });
    expect(await screen.findByText('Nobody is entered as Other.')).toBeVisible();
  });
});
