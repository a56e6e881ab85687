import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock } from '../../../components/format-date';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import DeckCaptainRoute from './deck-captain';

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
});

const START = Date.UTC(2026, 10, 28, 14, 0);
const MIN = 60_000;
const six = Array.from({ length: 6 }, (_, i) => couple(i));
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], six, [{ state: RoundState.Running, scheduleIndex: 1, couples: six.slice(0, 2) }]);
const silver = makeEvent('Silver', 'Standard', ['Waltz'], six, [{ state: RoundState.Initialized, scheduleIndex: 2, couples: [six[4]] }]);
const gold = makeEvent('Gold', 'Standard', ['Waltz'], six, [{ state: RoundState.Initialized, scheduleIndex: 3, couples: [six[2]] }]);
const ref = (eventName: string) => ({ [`${eventName}-R1`]: { eventName, roundNumber: 1 } });

const tree = {
  competitionMetadata: metadata,
  events: { [bronze.eventName]: bronze, [silver.eventName]: silver, [gold.eventName]: gold },
  schedule: {
    settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
    slots: {
      s1: { kind: 'heat', number: 1, position: 1, rounds: ref('Bronze Standard'), startedAt: START + 5 * MIN },
      s2: { kind: 'heat', number: 2, position: 2, rounds: { ...ref('Silver Standard'), ...ref('Gold Standard') } },
    },
  },
};

describe('Deck captain with a running order', () => {
  it('calls the heat on deck with the couples of every round in it, checks one in, and records the heats starting and finishing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 6 * MIN });
    const { db } = renderAdmin(<DeckCaptainRoute />, { tree, grants: { deckCaptain: true } });
    expect(await screen.findByLabelText('Heat on deck')).toHaveDisplayValue(`Heat 2 · ${formatClock(START + 7 * MIN + 30_000)} · Gold Standard Final + Silver Standard Final (On deck)`);
    expect(screen.getByRole('status', { name: 'Pace' })).toHaveTextContent('Running 5 min late');
    const couples = screen.getAllByRole('button', { pressed: false }).map((b) => b.getAttribute('aria-label'));
    expect(couples).toEqual([expect.stringMatching(/^#103 /u), expect.stringMatching(/^#105 /u)]);

    await userEvent.click(screen.getByRole('button', { name: /^#105 / }));
    await waitFor(() => expect(db.lastWrite()).toEqual({ [`events/Silver Standard/rounds/1/entries/${six[4].entryId}/checkedIn`]: true, 'publicVersion/events': { '.sv': { increment: 1 } } }));

    expect(screen.getByRole('button', { name: 'Finish heat 2' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Start heat 2' }));
    await waitFor(() => expect(db.lastWrite()).toEqual({ 'schedule/slots/s2/startedAt': START + 6 * MIN, 'publicVersion/schedule': { '.sv': { increment: 1 } } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start heat 2' })).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Finish heat 2' }));
    await waitFor(() => expect(db.lastWrite()).toEqual({ 'schedule/slots/s2/finishedAt': START + 6 * MIN, 'publicVersion/schedule': { '.sv': { increment: 1 } } }));
  });
  it("shows a couple the organiser moved to another heat in that heat's couples", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 6 * MIN });
    const part = (n: number, entryIds: string[]) => ({ eventName: 'Silver Standard', roundNumber: 1, part: n, parts: 2, couples: Object.fromEntries(entryIds.map((id) => [id, true])) });
    const silverFour = makeEvent('Silver', 'Standard', ['Waltz'], six, [{ state: RoundState.Initialized, scheduleIndex: 2, couples: six.slice(2, 6) }]);
    const moved = {
      ...tree,
      events: { ...tree.events, [silverFour.eventName]: silverFour },
      schedule: { ...tree.schedule, slots: {
        s1: tree.schedule.slots.s1,
        s2: { kind: 'heat', number: 7, position: 2, rounds: { 'Silver Standard-R1': part(1, [six[2].entryId, six[3].entryId]) } },
        s3: { kind: 'heat', number: 8, position: 3, rounds: { 'Silver Standard-R1': part(2, [six[4].entryId, six[5].entryId]) } },
      } },
    };
    const { db } = renderAdmin(<DeckCaptainRoute />, { tree: moved, grants: { deckCaptain: true } });
    expect(await screen.findByLabelText('Heat on deck')).toHaveDisplayValue(/^Heat 7 · .* · Silver Standard Final \(part 1 of 2\)/u);
    expect(screen.getByText('On the floor now: Heat 1')).toBeInTheDocument();
    const numbers = () => screen.getAllByRole('button', { pressed: false }).map((b) => b.getAttribute('aria-label')?.match(/^#\d+/u)?.[0]);
    expect(numbers()).toEqual(['#103', '#104']);
    act(() => {
      db.set(`schedule/slots/s2/rounds/Silver Standard-R1/couples/${six[3].entryId}`, null);
      db.set(`schedule/slots/s3/rounds/Silver Standard-R1/couples/${six[3].entryId}`, true);
    });
    await waitFor(() => expect(numbers()).toEqual(['#103']));
  });
  it("shows which missing couples the registration desk has checked in for the day", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 6 * MIN });
    const desk = { [six[4].leadId]: { arrivedAt: START }, [six[4].followId]: { arrivedAt: START }, [six[2].leadId]: { arrivedAt: START } };
    renderAdmin(<DeckCaptainRoute />, { tree: { ...tree, checkIns: desk }, grants: { deckCaptain: true } });
    const missing = await screen.findByRole('list', { name: 'Missing couples' });
    const rows = () => Array.from(missing.querySelectorAll('li'), (li) => li.textContent ?? '');
    // Both of #105's dancers are in; #103's partner is not, so the couple is not there yet.
    await waitFor(() => expect(rows()).toEqual([expect.stringMatching(/^103 .*not arrived yet$/u), expect.stringMatching(/^105 .*arrived today$/u)]));
  });
});
