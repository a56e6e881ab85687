import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import UpdateEntriesRoute from '../routes/update-entries';

afterEach(resetFakes);

// Registration follows the day (issue 31): once an event's first round has started, My entries keeps the
// event listed but the couple can no longer withdraw from it, and the reason is said beside the button.
const DAY = 24 * 60 * 60 * 1000;
const mine = makeEntry({ leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'TBA', registeredTime: 1, registeredBy: 'me' });
const round = (eventName: string, roundState: number) => ({ roundId: `${eventName}-R1`, roundName: 'Final', roundNumber: 1, eventName, scheduleIndex: 1, recallSize: 6, roundState });
const event = (eventName: string, style: string, roundState: number) => ({
  eventName, style, eventLevel: 'Bronze', dances: { Waltz: 0 }, entries: { [mine.entryId]: mine }, rounds: { 1: round(eventName, roundState) },
});


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('./my-entries')]), 60_000);

describe('My entries once the day has begun', () => {
  it('refuses a withdrawal from an event whose first round has started, saying why, and allows the others', async () => {
    const db = {
      competitionMetadata: { registrationStatus: 'auto', dateRegistrationClosed: Date.now() + DAY },
      events: { 'Latin Bronze': event('Latin Bronze', 'Latin', 5), 'Standard Bronze': event('Standard Bronze', 'Standard', 0) },
    };
    renderPublic(<UpdateEntriesRoute />, { db, auth: createFakeAuthGateway({ uid: 'me', email: 'me@example.com' }), at: '/updateEntries' });
    const events = await screen.findByRole('list', { name: 'Events of Cy Dunn & Di Ek' });
    const started = within(events).getByRole('button', { name: 'Withdraw from Latin Bronze' });
    expect(started).toBeDisabled();
    expect(started).toHaveAccessibleDescription('You can no longer withdraw from Latin Bronze: its final has started. Ask the organiser to scratch the couple.');
    expect(within(events).getByRole('button', { name: 'Withdraw from Standard Bronze' })).toBeEnabled();
  });
});
