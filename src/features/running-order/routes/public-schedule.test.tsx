import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatClock } from '../../../components/format-date';
import { RoundState } from '../../../domain/model';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import PublicScheduleRoute from './public-schedule';

afterEach(resetFakes);

const START = Date.UTC(2026, 10, 25, 14, 0);
const MIN = 60_000;
const couple = (lead: string, follow: string, leadNumber: number) => ({ leadName: lead, followName: follow, leadNumber, affiliation: 'MIT' });
const round = (eventName: string, roundNumber: number, roundName: string, entries: Record<string, ReturnType<typeof couple>>) => ({
  roundId: `${eventName}-R${roundNumber}`, roundName, roundNumber, eventName, scheduleIndex: roundNumber, recallSize: 6, roundState: RoundState.Initialized, entries,
});
const event = (eventName: string, rounds: Record<string, ReturnType<typeof round>>) => ({ eventName, style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 }, rounds });

/** The events, their public summaries (what the page reads first) and the running order. */
function tree() {
  return withSummaries({
    events: {
      'Newcomer Waltz': event('Newcomer Waltz', {
        1: round('Newcomer Waltz', 1, 'Semi-Final', { a: couple('Ana Lima', 'Ben Okafor', 112), b: couple('Eve Fox', 'Gus Hay', 7), c: couple('Ida Ng', 'Jo Park', 9), d: couple('Kai Li', 'Lu Ma', 21) }),
        2: round('Newcomer Waltz', 2, 'Final', {}),
      }),
      'Bronze Waltz': event('Bronze Waltz', { 1: round('Bronze Waltz', 1, 'Final', { e: couple('Max Orr', 'Nia Poe', 30) }) }),
      'Silver Waltz': event('Silver Waltz', { 1: round('Silver Waltz', 1, 'Final', { f: couple('Ana Lima', 'Quin Roy', 112) }) }),
    },
    schedule: {
      // 1-dance heats: 90 s, then 60 s between heats.
      settings: { floorCapacity: 2, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
      slots: {
        s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Newcomer Waltz-R1': { eventName: 'Newcomer Waltz', roundNumber: 1, part: 1, parts: 2 } }, startedAt: START + 13 * MIN, finishedAt: START + 14 * MIN + 30_000 },
        s2: { kind: 'heat', number: 2, position: 2, rounds: { 'Newcomer Waltz-R1': { eventName: 'Newcomer Waltz', roundNumber: 1, part: 2, parts: 2 } }, startedAt: START + 15 * MIN + 30_000 },
        s3: { kind: 'heat', number: 3, position: 3, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1 }, 'Silver Waltz-R1': { eventName: 'Silver Waltz', roundNumber: 1 } } },
        s4: { kind: 'break', position: 4, label: 'Lunch', minutes: 30 },
        s5: { kind: 'heat', number: 4, position: 5, rounds: { 'Newcomer Waltz-R2': { eventName: 'Newcomer Waltz', roundNumber: 2 } } },
      },
    },
  });
}

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('Public running order', () => {
  it('lists every heat with number, time, events and status, breaks opening a new section, and the lateness', async () => {
    const { db } = renderPublic(<PublicScheduleRoute />, { db: tree(), at: '/schedule' });
    const first = await screen.findByRole('table', { name: 'Heats 1–3' });
    // The first view reads the events' index and the running order, never the whole events branch.
    expect(db.listenedPaths.filter((path) => !path.startsWith('.info')).sort()).toEqual(['eventIndex', 'schedule']);
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['Danced', 'On the floor', 'On deck']);
    expect(rows[0]).toHaveTextContent('Newcomer Waltz — Semi-Final (heat 1 of 2)');
    expect(rows[0]).toHaveTextContent(formatClock(START + 13 * MIN));
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).toHaveTextContent('Bronze Waltz — FinalSilver Waltz — Final');
    expect(screen.getByRole('status', { name: 'Pace' })).toHaveTextContent('Running 13 min late');
    expect(screen.getByRole('region', { name: 'Lunch · Heat 4' })).toHaveTextContent('Lunch · 30 min');
    expect(rowsOf('Lunch · Heat 4')[0]).toHaveTextContent('Newcomer Waltz — Final');
    expect(rowsOf('Lunch · Heat 4')[0]).toHaveTextContent('To come');
  });

  it('finds a couple by back number or name and says when nothing matches', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<PublicScheduleRoute />, { db: tree(), at: '/schedule' });
    const search = await screen.findByRole('searchbox', { name: 'Find your heats' });
    await u.type(search, '112');
    expect(await screen.findByRole('status', { name: 'Search result' })).toHaveTextContent('2 heats for “112”.');
    // Only a search reads the couples (the whole events branch).
    expect(db.listenedPaths).toContain('events');
    // The split puts back numbers 7 and 9 in heat 1, 21 and 112 in heat 2; 112 also dances Silver Waltz in heat 3.
    expect(rowsOf('Heats 2–3').map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2', '3']);
    expect(screen.queryByRole('region', { name: /Lunch/u })).not.toBeInTheDocument();
    await u.clear(search);
    await u.type(search, 'gus');
    expect(rowsOf('Heat 1').map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['1']);
    await u.clear(search);
    await u.type(search, '999');
    expect(screen.getByRole('status', { name: 'Search result' })).toHaveTextContent('No heats for “999”.');
  });

  it('moves on live when the floor records a heat finished', async () => {
    const { db } = renderPublic(<PublicScheduleRoute />, { db: tree(), at: '/schedule' });
    await screen.findByRole('table', { name: 'Heats 1–3' });
    db.set('schedule/slots/s2/finishedAt', START + 17 * MIN);
    db.set('schedule/slots/s3/startedAt', START + 18 * MIN);
    await expect.poll(() => rowsOf('Heats 1–3').map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['Danced', 'Danced', 'On the floor']);
  });

  it('gives each floor its own pace on a day of two floors (issue 30)', async () => {
    const db = tree() as { schedule: { settings: Record<string, unknown>; slots: Record<string, Record<string, unknown>> } };
    db.schedule.settings.floors = { A: { name: 'Main' }, B: { name: 'Side' } };
    db.schedule.slots.s3 = { ...db.schedule.slots.s3, floor: 'B', startedAt: START };
    renderPublic(<PublicScheduleRoute />, { db, at: '/schedule' });
    expect(await screen.findByRole('status', { name: 'Pace' })).toHaveTextContent(/^Main: running 13 min late; Side: (on time|running \d+ min early)$/u);
  });

  it('says when there is no running order yet', async () => {
    renderPublic(<PublicScheduleRoute />, { db: { events: tree().events }, at: '/schedule' });
    expect(await screen.findByRole('region', { name: 'No running order yet' })).toBeVisible();
  });
});
