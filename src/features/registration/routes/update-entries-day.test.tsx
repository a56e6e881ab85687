import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatClock } from '../../../components/format-date';
import { makeEntry } from '../../../domain/entries';
import { type Entry, RoundState } from '../../../domain/model';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import UpdateEntriesRoute from './update-entries';

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
});

const START = Date.UTC(2026, 10, 28, 14);
const SEC = 1000;
const DAY = 24 * 60 * 60 * SEC;
const cy = { ...makeEntry({ leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'Cornell DanceSport', registeredTime: 1, registeredBy: 'me' }), leadNumber: 112 };
const eva = makeEntry({ leadName: 'Eva Fox', followName: 'Gus Hale', affiliation: 'Cornell DanceSport', registeredTime: 1, registeredBy: 'me' });
const keyed = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, e]));
const onFloor = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, { leadName: e.leadName, followName: e.followName, affiliation: e.affiliation, ...(e.leadNumber ? { leadNumber: e.leadNumber } : {}) }]));
const final = (eventName: string, entries: Entry[]) => ({
  1: { roundId: `${eventName}-R1`, roundName: 'Final', roundNumber: 1, eventName, scheduleIndex: 1, recallSize: entries.length, roundState: RoundState.Initialized, entries: onFloor(...entries) },
});

/** Two couples of mine; Eva's final is on the floor (heat 1, started at START), Cy's is heat 2, one dance of 90 s after it. */
function tree() {
  return {
    competitionMetadata: { registrationStatus: 'auto', dateRegistrationClosed: START + DAY },
    events: {
      'Standard Bronze': { eventName: 'Standard Bronze', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 }, entries: keyed(eva), rounds: final('Standard Bronze', [eva]) },
      'Latin Bronze': { eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 }, entries: keyed(cy), rounds: final('Latin Bronze', [cy]) },
    },
    registrants: { me: { email: 'me@example.com', waiverAcceptedAt: 5, mediaReleaseAcceptedAt: 5, createdAt: 5 } },
    schedule: {
      settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
      slots: {
        s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Standard Bronze-R1': { eventName: 'Standard Bronze', roundNumber: 1 } }, startedAt: START },
        s2: { kind: 'heat', number: 2, position: 2, rounds: { 'Latin Bronze-R1': { eventName: 'Latin Bronze', roundNumber: 1 } } },
      },
    },
  };
}

const me = () => createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('../components/my-entries')]), 60_000);

describe('My entries: when do we dance', () => {
  it('keeps each of several couples closed, with its number and next heat; opened, its heats with one time each', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 60 * SEC });
    const u = userEvent.setup();
    renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: me(), at: '/updateEntries' });
    const couple = await screen.findByRole('region', { name: 'Cy Dunn & Di Ek' });
    expect(couple).toHaveTextContent('No. 112');
    // Heat 1 ends at START + 90 s, heat 2 starts a minute later: 1.5 min from now.
    expect(await within(couple).findByRole('status', { name: 'Next heat of Cy Dunn & Di Ek' })).toHaveTextContent('On deck now: you dance next (about 2 min)');
    expect(within(screen.getByRole('region', { name: 'Eva Fox & Gus Hale' })).getByRole('status', { name: 'Next heat of Eva Fox & Gus Hale' })).toHaveTextContent('On the floor now');

    const disclosure = within(couple).getByRole('button', { name: 'Heats and events of Cy Dunn & Di Ek' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(within(couple).queryByRole('table')).not.toBeInTheDocument();
    await u.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const rows = within(within(couple).getByRole('table', { name: 'Heats of Cy Dunn & Di Ek' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('2');
    expect(rows[0]).toHaveTextContent(formatClock(START + 150 * SEC));
    expect(rows[0]).toHaveTextContent('Latin Bronze Final');
    expect(within(couple).getByRole('button', { name: 'Add to calendar (.ics): the heats of Cy Dunn & Di Ek' })).toBeVisible();
    // Adding events waits behind its own button.
    expect(within(couple).queryByRole('form')).not.toBeInTheDocument();
    await u.click(within(couple).getByRole('button', { name: 'Add events for Cy Dunn & Di Ek' }));
    expect(within(couple).getByRole('form', { name: 'Add events for Cy Dunn & Di Ek' })).toBeVisible();
  });

  it('offers the on-deck notification once, and says plainly when the browser has none', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 60 * SEC });
    renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: me(), at: '/updateEntries' });
    expect(await screen.findByRole('status', { name: 'On-deck notifications' })).toHaveTextContent('This browser cannot show notifications');
    expect(screen.getAllByRole('status', { name: 'On-deck notifications' })).toHaveLength(1);
  });

  it('says "Done for the day" once every heat of the couple is danced', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 400 * SEC });
    const data = tree();
    const slots = data.schedule.slots as Record<string, Record<string, unknown>>;
    slots.s1.finishedAt = START + 90 * SEC;
    slots.s2.startedAt = START + 150 * SEC;
    slots.s2.finishedAt = START + 240 * SEC;
    renderPublic(<UpdateEntriesRoute />, { db: data, auth: me(), at: '/updateEntries' });
    expect(await screen.findByRole('status', { name: 'Next heat of Cy Dunn & Di Ek' })).toHaveTextContent('Done for the day');
    // Nothing left to be told about: no notification offered.
    expect(screen.queryByRole('status', { name: 'On-deck notifications' })).not.toBeInTheDocument();
  });
});
