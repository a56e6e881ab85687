// Issue 31: the eligibility rules are applied as the dancer ticks, before submit: an event the couple may not enter
// is marked beside its box with one sentence, and a clash between ticked boxes is said once, naming the box to untick.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import RegisterRoute from './register';
import TeamSheetRoute from './team-sheet';

afterEach(() => {
  resetFakes();
  sessionStorage.clear();
});

const DAY = 24 * 60 * 60 * 1000;
const theoBronze = makeEntry({ leadName: 'Theo Castillo', followName: 'Mia Lopez', affiliation: 'TBA', registeredTime: 1, registeredBy: 'someone' });
const event = (level: string, style: string, entries?: Record<string, unknown>) => ({ eventName: `${level} ${style}`, style, eventLevel: level, dances: { Waltz: 0 }, ...(entries ? { entries } : {}) });
const tree = () => ({
  competitionMetadata: { fullName: 'Demo', registrationStatus: 'open', dateRegistrationClosed: Date.now() + DAY },
  events: {
    'Bronze Standard': event('Bronze', 'Standard', { [theoBronze.entryId]: theoBronze }),
    'Gold Standard': event('Gold', 'Standard'),
    'Bronze Latin': event('Bronze', 'Latin'),
    'Gold Latin': event('Gold', 'Latin'),
  },
  eligibility: { rules: { adjacent: { ruleId: 'adjacent', kind: 'adjacent-levels-only' } } },
  registrants: { me: { email: 'me@example.com', waiverAcceptedAt: 5, mediaReleaseAcceptedAt: 5, createdAt: 5 } },
  roles: { me: { teamCaptain: true } },
});
const me = () => createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });
const STANDARD = 'Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.';
const LATIN = 'Theo Castillo would be entered in Bronze and Gold Latin; dancers may enter only adjacent levels in a style.';


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('../components/register-body'), import('../components/team-sheet-body')]), 60_000);

describe('Eligibility as the dancer ticks', () => {
  it('on /register: marks a refused event beside its box, then says a clash between ticked boxes once, naming the box to untick', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), auth: me(), at: '/register' });
    await u.type(await screen.findByRole('textbox', { name: "Lead's full name" }), 'Theo Castillo');
    await u.type(screen.getByRole('textbox', { name: "Follow's full name" }), 'Ana Ruiz');
    // Theo already dances Bronze Standard: Gold Standard is marked before anything is ticked.
    const gold = screen.getByRole('checkbox', { name: /Gold Standard/ });
    await waitFor(() => expect(gold).toHaveAccessibleDescription(`Not allowed: ${STANDARD}`));
    expect(screen.getByRole('checkbox', { name: /Bronze Latin/ })).not.toHaveAccessibleDescription(/./);
    // Ticking Bronze Latin marks Gold Latin, which would clash with it.
    await u.click(screen.getByRole('checkbox', { name: /Bronze Latin/ }));
    const goldLatin = screen.getByRole('checkbox', { name: /Gold Latin/ });
    await waitFor(() => expect(goldLatin).toHaveAccessibleDescription(`Not allowed: ${LATIN}`));
    // Ticked anyway: one sentence above the list names the box to untick; it is not repeated under the events.
    await u.click(goldLatin);
    const clash = screen.getByRole('status', { name: 'Events that clash' });
    await waitFor(() => expect(clash).toHaveTextContent(`Untick Gold Latin: ${LATIN}`));
    expect(screen.getAllByText(new RegExp(LATIN.replace(/[.;]/g, '.'))).length).toBe(1);
    expect(goldLatin).not.toHaveAccessibleDescription(/./);
    await u.click(goldLatin);
    await waitFor(() => expect(clash).toBeEmptyDOMElement());
    expect(db.writes).toEqual([]);
  });

  it("on the team sheet: each row's refused boxes are marked and a clash named, before submit", async () => {
    const u = userEvent.setup();
    renderPublic(<TeamSheetRoute />, { db: tree(), auth: me(), at: '/register/team' });
    await u.type(await screen.findByRole('textbox', { name: "Row 1 lead's full name" }), 'Theo Castillo');
    await u.type(screen.getByRole('textbox', { name: "Row 1 follow's full name" }), 'Ana Ruiz');
    await u.click(screen.getByRole('checkbox', { name: 'Row 1 Bronze Latin' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Row 1 Gold Standard' })).toHaveAccessibleDescription(`Gold Standard not allowed: ${STANDARD}`));
    expect(screen.getByRole('checkbox', { name: 'Row 1 Gold Latin' })).toHaveAccessibleDescription(`Gold Latin not allowed: ${LATIN}`);
    expect(screen.getByRole('checkbox', { name: 'Row 2 Gold Standard' })).not.toHaveAccessibleDescription(/./);
    await u.click(screen.getByRole('checkbox', { name: 'Row 1 Gold Latin' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Row 1 events that clash' })).toHaveTextContent(`Row 1: Untick Gold Latin: ${LATIN}`));
    expect(within(screen.getByRole('table', { name: 'Couples and their events' })).getAllByText(/Untick/)).toHaveLength(1);
  });
});
