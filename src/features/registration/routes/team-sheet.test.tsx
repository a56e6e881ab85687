import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entryIdFor, makeEntry } from '../../../domain/entries';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import TeamSheetRoute from './team-sheet';

afterEach(resetFakes);

const DAY = 24 * 60 * 60 * 1000;
const taken = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'TBA', registeredTime: 1, registeredBy: 'someone' });
const event = (eventName: string, style: string, extra: Record<string, unknown> = {}) => ({ eventName, style, eventLevel: 'Bronze', dances: { Waltz: 0 }, ...extra });
const tree = () => ({
  competitionMetadata: { fullName: 'Demo', registrationStatus: 'auto', dateRegistrationClosed: Date.now() + DAY },
  events: {
    'Bronze Latin': event('Bronze Latin', 'Latin', { entries: { [taken.entryId]: taken } }),
    'Bronze Standard': event('Bronze Standard', 'Standard'),
    'Bronze Smooth': event('Bronze Smooth', 'Smooth', {
      rounds: { 1: { roundId: 'Bronze Smooth-R1', roundName: 'Final', roundNumber: 1, eventName: 'Bronze Smooth', scheduleIndex: 1, recallSize: 6, roundState: 2 } },
    }),
  },
  roles: { cap: { teamCaptain: true } },
});
const captain = () => createFakeAuthGateway({ uid: 'cap', email: 'captain@example.com' });

async function fillRow(u: ReturnType<typeof userEvent.setup>, n: number, lead: string, follow: string, events: string[]) {
  await u.type(screen.getByRole('textbox', { name: `Row ${n} lead's full name` }), lead);
  await u.type(screen.getByRole('textbox', { name: `Row ${n} follow's full name` }), follow);
  for (const eventName of events) await u.click(screen.getByRole('checkbox', { name: `Row ${n} ${eventName}` }));
}


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('../components/team-sheet-body')]), 60_000);

describe('Team sheet (a captain registers a team)', () => {
  it('checks each row as it is typed, then registers every valid row in one write and says what happened to each', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<TeamSheetRoute />, { db: tree(), at: '/register/team', auth: captain() });
    await u.type(await screen.findByRole('combobox', { name: 'Affiliation' }), 'cornell dancesport');
    // A closed event has no column, and the sheet says why.
    expect(screen.queryByRole('checkbox', { name: 'Row 1 Bronze Smooth' })).toBeNull();
    expect(screen.getByText(/Closed for new entries \(their first round has started\): Bronze Smooth\./)).toBeVisible();
    await fillRow(u, 1, 'Cy Park', 'Dee Moss', ['Bronze Latin', 'Bronze Standard']);
    await fillRow(u, 2, 'Ana Lima', 'Ben Okafor', ['Bronze Latin']);
    expect(await screen.findByText('Row 2: Ana Lima and Ben Okafor are already entered in Bronze Latin.')).toBeVisible();
    await u.click(screen.getByRole('checkbox', { name: 'Row 2 Bronze Latin' }));
    await u.click(screen.getByRole('checkbox', { name: 'Row 2 Bronze Standard' }));
    await fillRow(u, 3, 'Eve Ng', 'eve ng', ['Bronze Standard']);
    expect(screen.getByText('Row 3: The lead and the follow must be two different people.')).toBeVisible();
    await u.click(screen.getByRole('checkbox', { name: /accept the liability waiver/ }));
    await u.click(screen.getByRole('checkbox', { name: /accept the media release/ }));
    await u.click(screen.getByRole('button', { name: 'Register 3 couples' }));

    const outcome = await screen.findByRole('status', { name: 'What happened to each couple' });
    expect(outcome).toHaveTextContent('1 couple registered; 2 not registered, still on the sheet below to correct.');
    expect(within(outcome).getByText('Cy Park & Dee Moss: registered in Bronze Standard, Bronze Latin')).toBeVisible();
    expect(within(outcome).getByText(/Ana Lima & Ben Okafor: not registered\. Ana Lima and Ben Okafor are already registered from another account\./)).toBeVisible();
    expect(within(outcome).getByText(/Eve Ng & eve ng: not registered\. The lead and the follow must be two different people\./)).toBeVisible();
    expect(db.writes).toHaveLength(1);
    const cy = entryIdFor('Cy Park', 'Dee Moss');
    const ana = entryIdFor('Ana Lima', 'Ben Okafor');
    expect(db.writes[0]).toMatchObject({
      [`events/Bronze Latin/entries/${cy}`]: { affiliation: 'Cornell DanceSport', registeredBy: 'cap' },
      [`events/Bronze Standard/entries/${cy}`]: { affiliation: 'Cornell DanceSport' },
      [`couples/${cy}`]: { ownerUid: 'cap' },
    });
    expect(db.writes[0]).not.toHaveProperty([`events/Bronze Standard/entries/${ana}`]);
    // The refused row stays on the sheet as typed.
    await waitFor(() => expect(screen.getByRole('textbox', { name: "Row 1 lead's full name" })).toHaveValue('Ana Lima'));
    expect(screen.getByRole('textbox', { name: "Row 2 lead's full name" })).toHaveValue('Eve Ng');
  });

  it('refuses to send without the consents, writing nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<TeamSheetRoute />, { db: tree(), at: '/register/team', auth: captain() });
    await u.type(await screen.findByRole('combobox', { name: 'Affiliation' }), 'TBA');
    await fillRow(u, 1, 'Cy Park', 'Dee Moss', ['Bronze Standard']);
    await u.click(screen.getByRole('button', { name: 'Register 1 couple' }));
    expect(await screen.findByText('Read and accept the liability waiver to register.')).toBeVisible();
    expect(db.writes).toEqual([]);
  });
});
