import eventConfig from '@event-config';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState } from '../../../domain/model';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { getDbWriter } from '../../../data/writes/db-writer';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import LiveRoute from './live';

afterEach(resetFakes);

const round = (eventName: string, roundNumber: number, roundName: string, scheduleIndex: number, roundState: RoundState) => ({
  roundId: `${eventName}-R${roundNumber}`, roundName, roundNumber, eventName, scheduleIndex, recallSize: 6, roundState,
});

const tree = () => withSummaries({
  competitionMetadata: { fullName: 'Demo Ballroom Classic' },
  events: {
    'Latin Bronze': {
      eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 },
      rounds: { 1: round('Latin Bronze', 1, 'Semi-Final', 1, RoundState.Running), 2: round('Latin Bronze', 2, 'Final', 4, RoundState.Empty) },
    },
    'Standard Gold': {
      eventName: 'Standard Gold', style: 'Standard', eventLevel: 'Gold', dances: { Waltz: 0 },
      rounds: { 1: round('Standard Gold', 1, 'Final', 2, RoundState.Initialized) },
    },
    'Smooth Silver': {
      eventName: 'Smooth Silver', style: 'Smooth', eventLevel: 'Silver', dances: { Waltz: 0 },
      rounds: { 1: round('Smooth Silver', 1, 'Final', 3, RoundState.Initialized) },
    },
  },
  settings: { events: { liveScrollRefreshIndex: 0.5 } },
});

const panel = (name: string) => screen.getByRole('region', { name });

describe('Live', () => {
  it('shows what is on the floor, on deck and next, and the running order', async () => {
    renderPublic(<LiveRoute />, { db: tree(), at: '/live' });
    expect(await screen.findByRole('region', { name: 'On the floor' })).toHaveTextContent('Latin Bronze — Semi-Final');
    expect(panel('On deck')).toHaveTextContent('Standard Gold — Final');
    expect(within(panel('Next')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Smooth Silver — Final'),
      expect.stringContaining('Latin Bronze — Final'),
    ]);
    const schedule = within(screen.getByRole('list', { name: 'Schedule' })).getAllByRole('listitem');
    expect(schedule).toHaveLength(4);
    expect(schedule[0]).toHaveAttribute('aria-current', 'true');
    expect(within(panel('On the floor')).getByRole('link', { name: 'Latin Bronze — Semi-Final' })).toHaveAttribute('href', '/live/Latin%20Bronze/1');
  });

  it('moves on as soon as the scrutineer changes a round', async () => {
    renderPublic(<LiveRoute />, { db: tree(), at: '/live' });
    await screen.findByRole('region', { name: 'On the floor' });
    // Through the app's writer, as the scrutineer's console writes: the events' index changes with the rounds.
    await getDbWriter().update({
      'events/Latin Bronze/rounds/1/roundState': RoundState.Posted,
      'events/Standard Gold/rounds/1/roundState': RoundState.Running,
    });
    expect(await within(panel('On the floor')).findByText('Standard Gold — Final')).toBeVisible();
    expect(panel('On deck')).toHaveTextContent('Smooth Silver — Final');
  });

  it('honours the display settings: schedule numbers, level icons, highlighting the running event', async () => {
    const db = tree();
    renderPublic(<LiveRoute />, { db, at: '/live' });
    const list = await screen.findByRole('list', { name: 'Schedule' });
    expect(within(list).getAllByRole('img', { name: 'Bronze' })).toHaveLength(2);
    expect(within(list).queryByText('4')).not.toBeInTheDocument();
    resetFakes();
    document.body.innerHTML = '';

    const withSettings = { ...db, settings: { events: { showScheduleIndex: true, hideLevelIcons: true, highlightOtherRoundsInEvent: true } } };
    renderPublic(<LiveRoute />, { db: withSettings, at: '/live' });
    const rows = within(await screen.findByRole('list', { name: 'Schedule' })).getAllByRole('listitem');
    expect(screen.queryByRole('img', { name: 'Bronze' })).not.toBeInTheDocument();
    expect(rows.map((row) => row.textContent?.match(/^\d+/)?.[0])).toEqual(['1', '2', '3', '4']);
    expect(rows[3]).toHaveClass('live-same-event');
    expect(rows[1]).not.toHaveClass('live-same-event');
  });

  it('rebuilds the screen when the organiser refreshes live views', async () => {
    const { db } = renderPublic(<LiveRoute />, { db: tree(), at: '/live' });
    const before = await screen.findByRole('list', { name: 'Schedule' });
    db.set('settings/events/liveScrollRefreshIndex', 0.75);
    await screen.findByRole('list', { name: 'Schedule' });
    await expect.poll(() => screen.getByRole('list', { name: 'Schedule' }) !== before).toBe(true);
    expect(before).not.toBeInTheDocument();
  });

  it("titles the screen with the build's name before the database answers, as its prerendered HTML does, then the database's", async () => {
    renderPublic(<LiveRoute />, { db: new FakeTreeSource(tree()).hold('competitionMetadata/fullName'), at: '/live' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${eventConfig.competition.fullName} · Live`);
    document.body.innerHTML = '';
    renderPublic(<LiveRoute />, { db: tree(), at: '/live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Ballroom Classic · Live' })).toBeVisible();
  });

  it('shows loading, empty and error states', async () => {
    renderPublic(<LiveRoute />, { db: new FakeTreeSource(tree()).hold('eventIndex'), at: '/live' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the schedule...');
    document.body.innerHTML = '';
    renderPublic(<LiveRoute />, { db: {}, at: '/live' });
    expect(await screen.findByRole('region', { name: 'No rounds scheduled yet' })).toBeVisible();
    document.body.innerHTML = '';
    renderPublic(<LiveRoute />, { db: new FakeTreeSource(tree()).refuse('settings/events'), at: '/live' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The live view lost its data');
  });
});
