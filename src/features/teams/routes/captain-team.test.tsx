// The captain's private team page (issue 31): couples and entries, the team's heat sheet in running order, what the
// team and each couple owe and have paid, and results; only the team's captain and organisers open it.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../domain/model';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import CaptainTeamRoute from './captain-team';

afterEach(resetFakes);

const TEAM = 'Cornell DanceSport';
const byCaptain = (entry: Entry): Entry => ({ ...entry, registeredBy: 'cap' });
const ours = [byCaptain(couple(0, TEAM)), byCaptain(couple(1, TEAM))];
const others = [couple(2), couple(3)];
const latin = makeEvent('Silver', 'Latin', ['Rumba'], [...ours, ...others], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [ours[0], others[0]] }]);
const standard = makeEvent('Bronze', 'Standard', ['Waltz'], [ours[1], others[1]], [{ state: RoundState.Initialized, scheduleIndex: 2, couples: [ours[1], others[1]] }]);
const teamPayment = { paymentId: 'p1', payer: { kind: 'team', affiliation: TEAM }, amount: 5000, method: 'cheque', recordedBy: 't', recordedAt: 2 };

const tree = (roles: Record<string, unknown>) => ({
  competitionMetadata: { ...metadata, registrationStatus: 'auto' },
  events: { [latin.eventName]: latin, [standard.eventName]: standard },
  schedule: {
    settings: { floorCapacity: 4, minHeatsApart: 0, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: new Date(2026, 10, 28, 10, 0).getTime() },
    slots: {
      s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Bronze Standard-R1': { eventName: 'Bronze Standard', roundNumber: 1 } } },
      s2: { kind: 'break', label: 'Lunch', minutes: 30, position: 2 },
      s3: { kind: 'heat', number: 2, position: 3, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1 } } },
    },
  },
  fees: { schedule: { currency: 'USD', dancerFee: { regular: 3000 }, entryFee: { regular: 500 }, refund: { kind: 'none' } } },
  accountPayments: { cap: { p1: teamPayment } },
  roles,
});

const open = (uid: string, roles: Record<string, unknown>) =>
  renderPublic(<CaptainTeamRoute />, { db: tree(roles), auth: createFakeAuthGateway({ uid, email: `${uid}@example.com` }), at: `/teams/${encodeURIComponent(TEAM)}/captain`, pattern: '/teams/:team/captain' });

describe("the captain's team page", () => {
  it("shows the captain the team's couples with their entries, the heat sheet in running order, money and results", async () => {
    open('cap', { cap: { teamCaptain: true } });
    const couples = await screen.findByRole('table', { name: "The team's couples and their entries" });
    expect(within(couples).getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-label'))).toEqual([`${ours[0].leadName} & ${ours[0].followName}`, `${ours[1].leadName} & ${ours[1].followName}`]);
    expect(within(couples).getByRole('row', { name: `${ours[1].leadName} & ${ours[1].followName}` })).toHaveTextContent('Bronze Standard, Silver Latin');
    // Heats in running order, each with only the team's couples; the break kept so the day reads as a day.
    const sheet = screen.getByRole('list', { name: 'Team heat sheet, in running order' });
    expect(within(sheet).getAllByRole('listitem').map((li) => li.getAttribute('aria-label') ?? li.textContent)).toEqual(['Heat 1', expect.stringContaining('Lunch'), 'Heat 2']);
    expect(within(within(sheet).getByRole('table', { name: "Heat 2: the team's couples" })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print the heat sheet' })).toBeVisible();
    // Four dancers × 30.00 and six dancer-entries × 5.00 = 150.00 for the team, 50.00 paid by cheque; the first couple (one event) 70.00.
    // The money's checks and arithmetic load beside its reads (lazy-schema.ts, on-demand.ts): it follows the rest.
    const money = await screen.findByRole('table', { name: 'What the team and each couple owe' });
    const team = within(money).getByRole('row', { name: `${TEAM} (team)` });
    expect(team).toHaveTextContent('$150.00');
    expect(team).toHaveTextContent('$50.00');
    expect(team).toHaveTextContent('$100.00');
    expect(within(money).getByRole('row', { name: `${ours[0].leadName} & ${ours[0].followName}` })).toHaveTextContent('$70.00');
    expect(within(money).queryByRole('row', { name: new RegExp(others[0].leadName) })).not.toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('region', { name: 'Silver Latin' })).toHaveTextContent('final not posted yet');
  });

  it('refuses an account without the grant, and a captain of another team, saying why', async () => {
    open('someone', {});
    expect(await screen.findByRole('region', { name: 'Not your team’s page' })).toHaveTextContent('This page is for the team’s captain and the organisers.');
    expect(screen.queryByRole('table', { name: 'What the team and each couple owe' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    resetFakes();
    open('othercap', { othercap: { teamCaptain: true } });
    expect(await screen.findByRole('region', { name: 'Not your team’s page' })).toHaveTextContent(`You have not registered any couple for ${TEAM}`);
  });

  it('opens for an organiser', async () => {
    open('org', { org: { organiser: true } });
    expect(await screen.findByRole('table', { name: "The team's couples and their entries" })).toBeVisible();
  });
});
