import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { Entry } from '../../../domain/model';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import RegisterRoute from './register';
import UpdateEntriesRoute from './update-entries';

afterEach(() => {
  resetFakes();
  sessionStorage.clear();
});

const DAY = 24 * 60 * 60 * 1000;
const theoBronze = makeEntry({ leadName: 'Theo Castillo', followName: 'Mia Lopez', affiliation: 'TBA', registeredTime: 1, registeredBy: 'me' });
const keyed = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, e]));
const SENTENCE = 'Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.';

function tree(extra: Record<string, unknown> = {}) {
  const event = (level: string, style: string, entries?: Record<string, Entry>) => ({ eventName: `${level} ${style}`, style, eventLevel: level, dances: { Waltz: 0 }, ...(entries ? { entries } : {}) });
  return {
    competitionMetadata: { fullName: 'Demo', registrationStatus: 'open', dateRegistrationClosed: Date.now() + DAY },
    events: {
      'Bronze Standard': event('Bronze', 'Standard', keyed(theoBronze)),
      'Silver Standard': event('Silver', 'Standard'),
      'Gold Standard': event('Gold', 'Standard'),
      'Bronze Latin': event('Bronze', 'Latin'),
    },
    eligibility: { rules: { adjacent: { ruleId: 'adjacent', kind: 'adjacent-levels-only' } }, ...extra },
    registrants: { me: { email: 'me@example.com', waiverAcceptedAt: 5, mediaReleaseAcceptedAt: 5, createdAt: 5 } },
  };
}

const me = () => createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });

async function registerTheoForGold(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByRole('textbox', { name: "Lead's full name" }), 'Theo Castillo');
  await u.type(screen.getByRole('textbox', { name: "Follow's full name" }), 'Ana Ruiz');
  await u.type(screen.getByRole('combobox', { name: 'Affiliation' }), 'TBA');
  await u.click(screen.getByRole('checkbox', { name: /Bronze Latin/ }));
  await u.click(screen.getByRole('checkbox', { name: /Gold Standard/ }));
  await u.click(screen.getByRole('checkbox', { name: /accept the liability waiver/ }));
  await u.click(screen.getByRole('checkbox', { name: /accept the media release/ }));
  await u.click(screen.getByRole('button', { name: 'Register' }));
}


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('../components/register-body'), import('../components/my-entries')]), 60_000);

describe('Registration checks the eligibility rules', () => {
  it('refuses in words beside the offending event only, keeps the form, and writes nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), auth: me(), at: '/register' });
    await registerTheoForGold(u);
    const gold = await screen.findByRole('checkbox', { name: /Gold Standard/ });
    expect(gold).toHaveAccessibleDescription(SENTENCE);
    expect(gold).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(gold).toHaveFocus());
    // Bronze Latin breaks no rule: not marked.
    const latin = screen.getByRole('checkbox', { name: /Bronze Latin/ });
    expect(latin).not.toHaveAttribute('aria-invalid');
    expect(latin).not.toHaveAccessibleDescription(/./);
    // The sentence is announced where it stands, under the event, not in a banner above the form.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SENTENCE);
    expect(gold.closest('.form-check')).toContainElement(alert);
    // Nothing lost: names, team and ticks are still there.
    expect(screen.getByRole('textbox', { name: "Lead's full name" })).toHaveValue('Theo Castillo');
    expect(latin).toBeChecked();
    expect(gold).toBeChecked();
    expect(db.writes).toEqual([]);
  });

  it("lets a dancer the organiser overrode through, and the entries are written", async () => {
    const u = userEvent.setup();
    const override = { personId: 'theo castillo', dancerName: 'Theo Castillo', reason: 'Placed out abroad', grantedBy: 'org', grantedAt: 1 };
    const { db } = renderPublic(<RegisterRoute />, { db: tree({ overrides: { 'theo castillo': override } }), auth: me(), at: '/register' });
    await registerTheoForGold(u);
    expect(await screen.findByRole('heading', { name: 'Theo Castillo and Ana Ruiz are registered' })).toBeInTheDocument();
    expect(Object.values(db.read('events/Gold Standard/entries') as Record<string, { leadName: string }>).map((e) => e.leadName)).toEqual(['Theo Castillo']);
  });

  it('refuses added events on My entries beside the event, and adds nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: me(), at: '/updateEntries' });
    // Adding events is behind its own button on My entries.
    await u.click(await screen.findByRole('button', { name: 'Add events for Theo Castillo & Mia Lopez' }));
    const form = screen.getByRole('form', { name: 'Add events for Theo Castillo & Mia Lopez' });
    await u.click(within(form).getByRole('checkbox', { name: /Gold Standard/ }));
    await u.click(within(form).getByRole('button', { name: 'Add events' }));
    const gold = await within(form).findByRole('checkbox', { name: /Gold Standard/ });
    await within(form).findByRole('alert');
    // Both partners are in Bronze Standard, so the sentence names each of them.
    expect(gold).toHaveAccessibleDescription(`${SENTENCE} ${SENTENCE.replace('Theo Castillo', 'Mia Lopez')}`);
    expect(within(form).getByRole('checkbox', { name: /Silver Standard/ })).not.toHaveAttribute('aria-invalid');
    expect(db.writes).toEqual([]);
    await u.click(gold);
    await u.click(within(form).getByRole('checkbox', { name: /Silver Standard/ }));
    await u.click(within(form).getByRole('button', { name: 'Add events' }));
    expect(await screen.findByRole('list', { name: 'Events of Theo Castillo & Mia Lopez' })).toHaveTextContent('Silver Standard');
  });
});
