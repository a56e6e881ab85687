import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { Entry } from '../../../domain/model';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import UpdateEntriesRoute from '../routes/update-entries';

afterEach(resetFakes);

const DAY = 24 * 60 * 60 * 1000;
const mine = makeEntry({ leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'Cornell DanceSport', registeredTime: 1, registeredBy: 'me' });
const teammate = makeEntry({ leadName: 'Eva Fox', followName: 'Gil Ho', affiliation: 'Cornell DanceSport', registeredTime: 1, registeredBy: 'other' });
const theirs = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'TBA', registeredTime: 1, registeredBy: 'other' });
const keyed = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, e]));
const teamPayment = { paymentId: 'p1', payer: { kind: 'team', affiliation: 'Cornell DanceSport' }, amount: 5000, method: 'cheque', recordedBy: 't', recordedAt: 2 };

const tree = () => ({
  competitionMetadata: { registrationStatus: 'auto', dateRegistrationClosed: Date.now() + DAY },
  events: { 'Latin Bronze': { eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 }, entries: keyed(mine, teammate, theirs) } },
  fees: { schedule: { currency: 'USD', dancerFee: { regular: 3000 }, entryFee: { regular: 500 }, refund: { kind: 'none' }, paymentInstructions: 'Cheque to Riverbend DanceSport at the desk.' } },
  accountPayments: { me: { p1: teamPayment } },
});


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('./my-entries')]), 60_000);

describe('What you owe (registrant)', () => {
  it('shows the team’s charges (all its dancers), the payments this account may read, and how to pay', async () => {
    renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: createFakeAuthGateway({ uid: 'me', email: 'me@example.com' }), at: '/updateEntries' });
    const table = await screen.findByRole('table', { name: 'What you owe' });
    // Four Cornell dancers × (30.00 + 5.00); the cheque of 50.00 against the team.
    const row = within(table).getByRole('row', { name: /Cornell DanceSport/ });
    expect(row).toHaveTextContent('$140.00');
    expect(row).toHaveTextContent('$50.00');
    expect(row).toHaveTextContent('$90.00');
    expect(within(table).queryByRole('row', { name: /Ana Lima/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Cheque to Riverbend DanceSport at the desk/)).toBeVisible();
  });

  it('shows each couple\'s own share and each dancer\'s, beside the team\'s total', async () => {
    renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: createFakeAuthGateway({ uid: 'me', email: 'me@example.com' }), at: '/updateEntries' });
    const shares = await screen.findByRole('table', { name: "Each couple's share" });
    const row = within(shares).getByRole('row', { name: 'Cy Dunn & Di Ek' });
    // Two dancers × (30.00 + 5.00), of the team's 140.00.
    expect(row).toHaveTextContent('$70.00');
    expect(row).toHaveTextContent('Cy Dunn $35.00, Di Ek $35.00');
    expect(within(shares).queryByRole('row', { name: /Eva Fox/ })).not.toBeInTheDocument();
  });

  it('shows nothing to pay when the organiser has set no fees', async () => {
    const { fees: _unused, ...noFees } = tree();
    renderPublic(<UpdateEntriesRoute />, { db: noFees, auth: createFakeAuthGateway({ uid: 'me', email: 'me@example.com' }), at: '/updateEntries' });
    expect(await screen.findByRole('region', { name: 'Cy Dunn & Di Ek' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'What you owe' })).not.toBeInTheDocument();
  });
});
