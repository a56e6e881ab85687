import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { Entry } from '../../../domain/model';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import EntriesRoute from './entries';

afterEach(resetFakes);

const entry = (leadName: string, followName: string, affiliation: string, leadNumber?: number): Entry =>
  makeEntry({ leadName, followName, affiliation, registeredTime: 1, leadNumber });
const keyed = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, e]));

const events = withSummaries({ events: {
  'Latin Bronze': {
    eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0, Rumba: 1 },
    entries: keyed(entry('Ana Lima', 'Ben Okafor', 'Cornell DanceSport', 112), entry('Cy Dunn', 'Di Ek', 'Yale Ballroom Dance Team', 7)),
  },
  'Standard Gold': {
    eventName: 'Standard Gold', style: 'Standard', eventLevel: 'Gold', dances: { Waltz: 0 },
    entries: keyed(entry('Eve Fox', 'Gus Hay', 'Cornell DanceSport', 20)),
  },
} });

const tableOf = (eventName: string) => screen.getByRole('table', { name: new RegExp(eventName) });

describe('Entries', () => {
  it("lists the events in program order and an opened event's couples with number, names and team", async () => {
    const { db } = renderPublic(<EntriesRoute />, { db: events, at: '/entries' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Standard Gold', 'Latin Bronze']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Latin Bronze' }));
    await screen.findByRole('table', { name: /Latin Bronze/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Standard Gold', 'Latin Bronze2']);
    expect(screen.getByRole('button', { name: 'Latin Bronze' })).toHaveAttribute('aria-expanded', 'true');
    // What the page downloaded: the events' index and the one list opened, never the events branch.
    expect(db.listenedPaths.filter((path) => !path.startsWith('.info'))).toEqual(['eventIndex', 'eventEntries/Latin Bronze']);
    const rows = within(tableOf('Latin Bronze')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '7Cy DunnDi EkYale Ballroom Dance Team',
      '112Ana LimaBen OkaforCornell DanceSport',
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/competitors/ana%20lima');
  });

  it('searches by name, back number and team', async () => {
    renderPublic(<EntriesRoute />, { db: events, at: '/entries' });
    const search = await screen.findByRole('searchbox', { name: 'Search entries' });
    await userEvent.type(search, 'cornell');
    expect(screen.getByRole('status')).toHaveTextContent('2 entries in 2 events');
    await userEvent.clear(search);
    await userEvent.type(search, '7');
    expect(screen.getByRole('status')).toHaveTextContent('1 entry in 1 event');
    expect(within(tableOf('Latin Bronze')).getByText('Cy Dunn')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByRole('region', { name: 'No matching entries' })).toBeVisible();
  });

  it('opens an event from the address, shows the lead\'s number on a late entry, and filters by style and level', async () => {
    const late = withSummaries({ events: { ...events.events, 'Latin Silver': {
      eventName: 'Latin Silver', style: 'Latin', eventLevel: 'Silver', dances: { ChaCha: 0 }, entries: keyed(entry('Cy Dunn', 'Hal Ives', 'Yale Ballroom Dance Team')),
    } } });
    renderPublic(<EntriesRoute />, { db: late, at: '/entries?open=Latin%20Silver', pattern: '/entries' });
    const table = await screen.findByRole('table', { name: /Latin Silver/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('7Cy DunnHal Ives');
    resetFakes();
    document.body.innerHTML = '';

    renderPublic(<EntriesRoute />, { db: events, at: '/entries' });
    await screen.findAllByRole('heading', { level: 2 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Latin');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Latin Bronze']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), '');
    expect(within(screen.getByRole('combobox', { name: 'Level' })).getAllByRole('option').map((o) => o.textContent))
      .toEqual(['All levels', 'Bronze', 'Gold']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Gold');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Standard Gold']);
  });

  it('takes the filter from the address', async () => {
    renderPublic(<EntriesRoute />, { db: events, at: '/entries?q=eve', pattern: '/entries' });
    expect(await screen.findByRole('searchbox', { name: 'Search entries' })).toHaveValue('eve');
    expect(screen.getByRole('status')).toHaveTextContent('1 entry in 1 event');
  });

  it('shows loading, empty and error states', async () => {
    renderPublic(<EntriesRoute />, { db: new FakeTreeSource(events).hold('eventIndex'), at: '/entries' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading entries...');
    resetFakes();
    document.body.innerHTML = '';

    renderPublic(<EntriesRoute />, { db: {}, at: '/entries' });
    expect(await screen.findByRole('region', { name: 'No events yet' })).toBeVisible();
    document.body.innerHTML = '';

    renderPublic(<EntriesRoute />, { db: new FakeTreeSource(events).refuse('eventIndex'), at: '/entries' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the entries');
  });
});
