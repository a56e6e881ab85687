import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import { type Entry, RoundState } from '../../../domain/model';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import CompetitorDetailsRoute from './competitor-details';
import CompetitorsRoute from './competitors';

afterEach(resetFakes);

const ana = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'Cornell DanceSport', registeredTime: 1, leadNumber: 112 });
const ana2 = makeEntry({ leadName: 'Ana Lima', followName: 'Cy Dunn', affiliation: 'Cornell DanceSport', registeredTime: 1, leadNumber: 112 });
const eve = makeEntry({ leadName: 'Eve Fox', followName: 'Gus Hay', affiliation: 'Yale Ballroom Dance Team', registeredTime: 1, leadNumber: 7 });
const keyed = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, e]));
const floor = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, { leadName: e.leadName, followName: e.followName, leadNumber: e.leadNumber, affiliation: e.affiliation }]));
const round = (eventName: string, roundNumber: number, roundName: string, scheduleIndex: number, roundState: RoundState, entries?: Record<string, unknown>) => ({
  roundId: `${eventName}-R${roundNumber}`, roundName, roundNumber, eventName, scheduleIndex, recallSize: 6, roundState,
  roundStartTime: Date.UTC(2026, 11, 5, 15, 30), ...(entries ? { entries } : {}),
});

function tree(resultsPageShown = true) {
  return withSummaries({
    competitionMetadata: { fullName: 'Demo', resultsPageShown },
    events: {
      'Latin Bronze': {
        eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 }, entries: keyed(ana, eve),
        rounds: {
          1: round('Latin Bronze', 1, 'Semi-Final', 5, RoundState.Posted, floor(ana, eve)),
          2: round('Latin Bronze', 2, 'Final', 9, RoundState.Posted, floor(ana)),
        },
      },
      'Standard Bronze': {
        eventName: 'Standard Bronze', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 }, entries: keyed(ana2),
        rounds: { 1: round('Standard Bronze', 1, 'Final', 2, RoundState.Running, floor(ana2)) },
      },
    },
    resultsSaved: {
      'Latin Bronze': { finalResults: { places: [{ entryId: ana.entryId, leadNumber: 112, leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'Cornell DanceSport', place: 1 }] } },
    },
  });
}

describe('Competitors', () => {
  it('lists everyone registered once, with number and team, searchable', async () => {
    const u = userEvent.setup();
    renderPublic(<CompetitorsRoute />, { db: tree(), at: '/competitors' });
    const table = await screen.findByRole('table', { name: 'Competitors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Ana Lima', 'Ben Okafor', 'Cy Dunn', 'Eve Fox', 'Gus Hay']);
    expect(rows[0]).toHaveTextContent('112');
    expect(rows[0]).toHaveTextContent('Cornell DanceSport');
    await u.type(screen.getByRole('searchbox', { name: 'Search competitors' }), 'yale');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 5 competitors');
    await u.clear(screen.getByRole('searchbox', { name: 'Search competitors' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search competitors' }), '7');
    expect(within(screen.getByRole('table')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Eve Fox', 'Gus Hay']);
    await u.type(screen.getByRole('searchbox', { name: 'Search competitors' }), '99');
    expect(screen.getByRole('region', { name: 'No matching competitors' })).toBeVisible();
  });

  it('shows loading, empty and error states', async () => {
    renderPublic(<CompetitorsRoute />, { db: new FakeTreeSource(tree()).hold('competitorList'), at: '/competitors' });
    expect(await screen.findByText('Loading competitors...')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderPublic(<CompetitorsRoute />, { db: {}, at: '/competitors' });
    expect(await screen.findByRole('region', { name: 'Nobody has registered yet' })).toBeVisible();
    document.body.innerHTML = '';
    renderPublic(<CompetitorsRoute />, { db: new FakeTreeSource(tree()).refuse('competitorList'), at: '/competitors' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the competitors');
  });
});

describe('Competitor heat sheet', () => {
  const open = (id: string, db: ReturnType<typeof tree> | FakeTreeSource = tree()) =>
    renderPublic(<CompetitorDetailsRoute />, { db, at: `/competitors/${encodeURIComponent(id)}`, pattern: '/competitors/:id' });

  it("lists the dancer's events in schedule order with partner, rounds, times, states and results", async () => {
    open('ana lima');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeVisible();
    const events = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(events).toEqual(['Standard Bronze', 'Latin Bronze']);
    const latin = screen.getByRole('region', { name: 'Latin Bronze' });
    expect(within(latin).getByRole('link', { name: 'Ben Okafor' })).toHaveAttribute('href', '/competitors/ben%20okafor');
    const rounds = within(within(latin).getByRole('table', { name: 'Latin Bronze rounds' })).getAllByRole('row').slice(1);
    // No running order here: a round's time comes from its heat only (the stored roundStartTime is not shown).
    expect(rounds.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Semi-FinalTBAResults postedDanced$/),
      expect.stringMatching(/^Final.*Results postedDanced$/),
    ]);
    expect(await within(latin).findByText('Placed 1st.')).toBeVisible();
    expect(within(latin).getByRole('link', { name: 'Results of Latin Bronze' }))
      .toHaveAttribute('href', `/results/Latin%20Bronze?highlight=${encodeURIComponent(ana.entryId)}`);
    const standard = screen.getByRole('region', { name: 'Standard Bronze' });
    expect(standard).toHaveTextContent(/On the floorDancing/);
    expect(within(standard).queryByRole('link', { name: /Results of/ })).not.toBeInTheDocument();
  });

  it('says who was not recalled', async () => {
    open('eve fox');
    const latin = await screen.findByRole('region', { name: 'Latin Bronze' });
    const rounds = within(latin).getAllByRole('row').slice(1);
    expect(rounds[1]).toHaveTextContent('Not recalled');
  });

  it('links no results while the results page is hidden', async () => {
    open('ana lima', tree(false));
    const latin = await screen.findByRole('region', { name: 'Latin Bronze' });
    expect(within(latin).queryByRole('link', { name: /Results of/ })).not.toBeInTheDocument();
  });

  it('explains an unknown competitor, and shows loading and error states', async () => {
    open('nobody');
    expect(await screen.findByRole('region', { name: 'No competitor with this name is entered' })).toBeVisible();
    document.body.innerHTML = '';
    open('ana lima', new FakeTreeSource(tree()).hold('competitorEntries/ana lima'));
    expect(await screen.findByText('Loading heat sheet...')).toBeInTheDocument();
    document.body.innerHTML = '';
    open('ana lima', new FakeTreeSource(tree()).refuse('competitorEntries/ana lima'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this competitor');
  });
});
