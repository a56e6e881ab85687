import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../../../data/errors';
import { entryIdFor } from '../../../domain/entries';
import { makeEntry } from '../../../domain/entries';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import RegisterRoute from './register';

afterEach(() => {
  resetFakes();
  sessionStorage.clear();
});

const DAY = 24 * 60 * 60 * 1000;
const existing = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'TBA', registeredTime: 1, registeredBy: 'someone' });

function tree(meta: Record<string, unknown> = {}) {
  return {
    competitionMetadata: {
      fullName: 'Demo', registrationStatus: 'auto',
      dateRegistrationEarly: Date.now() + DAY, dateRegistrationOpen: Date.now() + 2 * DAY, dateRegistrationClosed: Date.now() + 3 * DAY,
      paymentTierEarly: 20, paymentTierOpen: 30, paymentTierLate: 40,
      ...meta,
    },
    events: {
      'Latin Bronze': { eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0, Rumba: 1 }, entries: { [existing.entryId]: existing } },
      'Standard Bronze': { eventName: 'Standard Bronze', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0, Quickstep: 1 } },
    },
  };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const user = () => userEvent.setup();

async function fillCouple(u: ReturnType<typeof user>, lead = 'Cy Dunn', follow = 'Di Ek') {
  await u.type(await screen.findByRole('textbox', { name: "Lead's full name" }), lead);
  await u.type(field("Follow's full name"), follow);
  await u.type(screen.getByRole('combobox', { name: 'Affiliation' }), 'cornell dancesport');
}

async function acceptConsents(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('checkbox', { name: /accept the liability waiver/ }));
  await u.click(screen.getByRole('checkbox', { name: /accept the media release/ }));
}


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('../components/register-body')]), 60_000);

describe('Register', () => {
  it('explains every problem beside its field, and writes nothing', async () => {
    const u = user();
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    await u.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('textbox', { name: "Lead's full name" })).toHaveAccessibleDescription("Enter the lead's full name.");
    expect(field("Follow's full name")).toHaveAccessibleDescription("Enter the follow's full name.");
    expect(screen.getByRole('combobox', { name: 'Affiliation' })).toHaveAccessibleDescription(/Choose a team, or TBA if it is not known yet\./);
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('Choose at least one event.');
    expect(screen.getByRole('checkbox', { name: /liability waiver/ })).toHaveAccessibleDescription(/^Read and accept the liability waiver to register\./);
    expect(screen.getByRole('checkbox', { name: /media release/ })).toHaveAccessibleDescription(/^Read and accept the media release to register\./);
    expect(field('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Choose a password of at least 6 characters\./);
    expect(db.writes).toEqual([]);
  });

  it('refuses a team that is not on the list, the same person twice, and an invalid e-mail', async () => {
    const u = user();
    renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    await fillCouple(u, 'Ana Lima', '  ana lima ');
    await u.clear(screen.getByRole('combobox', { name: 'Affiliation' }));
    await u.type(screen.getByRole('combobox', { name: 'Affiliation' }), 'Hogwarts');
    await u.type(field('E-mail'), 'not-an-address');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('textbox', { name: "Follow's full name" })).toHaveAccessibleDescription('The lead and the follow must be two different people.');
    expect(screen.getByRole('combobox', { name: 'Affiliation' })).toHaveAccessibleDescription(/Choose a team from the list, or TBA if yours is not there yet, or Other for the organiser to review\./);
    expect(field('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  });

  it('takes a typed prefix of a team and offers the matches when several fit', async () => {
    const u = user();
    const auth = createFakeAuthGateway({ uid: 'u9', email: 'me@example.com' });
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register', auth });
    await u.type(await screen.findByRole('textbox', { name: "Lead's full name" }), 'Cy Dunn');
    await u.type(field("Follow's full name"), 'Di Ek');
    const team = screen.getByRole('combobox', { name: 'Affiliation' });
    await u.type(team, 'Boston');
    const matches = screen.getByRole('group', { name: 'Matching teams' });
    expect(within(matches).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Boston College DanceSport', 'Boston University Ballroom Dance Team', 'UMass Boston Ballroom Dance Club',
    ]);
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Several teams fit “Boston”: choose yours from the matches below\./)).toBeInTheDocument();
    expect(db.writes).toEqual([]);
    await u.clear(team);
    await u.type(team, 'Cornell');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('status', { name: /are registered/ });
    const written = Object.values(db.read('events/Latin Bronze/entries') as Record<string, { leadName: string; affiliation: string }>);
    expect(written.find((e) => e.leadName === 'Cy Dunn')?.affiliation).toBe('Cornell DanceSport');
  });

  it('restores what was typed after a reload, never the password, and forgets it once registered', async () => {
    const u = user();
    const first = renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await u.type(field('E-mail'), 'cy@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    first.unmount();
    renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    expect(await screen.findByRole('textbox', { name: "Lead's full name" })).toHaveValue('Cy Dunn');
    expect(field("Follow's full name")).toHaveValue('Di Ek');
    expect(screen.getByRole('combobox', { name: 'Affiliation' })).toHaveValue('cornell dancesport');
    expect(screen.getByRole('checkbox', { name: /Standard Bronze/ })).toBeChecked();
    expect(field('E-mail')).toHaveValue('cy@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(sessionStorage.getItem('registration-draft')).not.toContain('secret1');
    await acceptConsents(u);
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('status', { name: /are registered/ });
    expect(sessionStorage.getItem('registration-draft')).toBeNull();
  });

  it('shows the consents in full: the waiver releases the organizers from liability, the release allows promotion', async () => {
    renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    const waiver = await screen.findByRole('region', { name: 'Liability waiver' });
    expect(waiver).toHaveTextContent(/release .* from all liability for any injury .* damage/);
    expect(screen.getByRole('region', { name: 'Media release' })).toHaveTextContent(/permission to photograph and film me .* promotion/);
  });

  it('refuses a couple registered from another account before creating an account, and offers to sign in or ask the organiser', async () => {
    const u = user();
    const { db, auth } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    await fillCouple(u, 'ana lima', 'Ben OKAFOR');
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.type(field('E-mail'), 'ana@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ana Lima and Ben Okafor are already registered from another account.');
    expect(within(alert).getByRole('link', { name: "Sign in with the couple's account" })).toHaveAttribute('href', '/login?next=/updateEntries');
    expect(within(alert).getByRole('link', { name: 'Ask the organiser' })).toHaveAttribute('href', '/contact');
    expect(auth.calls.signUp).toBe(0);
    expect(db.writes).toEqual([]);
    expect(field("Lead's full name")).toHaveValue('ana lima');
  });

  it('refuses a couple whose record another account owns, even with no entries left, and offers the way forward', async () => {
    const u = user();
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    const record = { coupleId: id, leadId: 'cy dunn', followId: 'di ek', leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'TBA', ownerUid: 'someone', createdAt: 1, slot: 0 };
    const signedIn = createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });
    const { db } = renderPublic(<RegisterRoute />, { db: { ...tree(), couples: { [id]: record } }, at: '/register', auth: signedIn });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cy Dunn and Di Ek are already registered from another account.');
    expect(within(alert).getByRole('link', { name: 'Ask the organiser' })).toBeVisible();
    expect(db.writes).toEqual([]);
  });

  it('says the account is at its couples cap before the form is filled, not after, and points to My entries', async () => {
    const signedIn = createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });
    const slots = { 0: 'a~b', 1: 'c~d', 2: 'e~f', 3: 'g~h' };
    const { db } = renderPublic(<RegisterRoute />, { db: { ...tree(), accountCouples: { me: slots } }, at: '/register', auth: signedIn });
    const notice = await screen.findByRole('status', { name: 'Couples limit reached' });
    expect(notice).toHaveTextContent('the most one account may (4). Ask the organiser for a team captain grant');
    expect(within(notice).getByRole('link', { name: 'My entries' })).toHaveAttribute('href', '/updateEntries');
    expect(screen.queryByRole('textbox', { name: "Lead's full name" })).toBeNull();
    expect(db.writes).toEqual([]);
  });

  it('greys out an event whose first round has started, saying why beside it', async () => {
    const started = tree();
    const round = { roundId: 'Standard Bronze-R1', roundName: 'Final', roundNumber: 1, eventName: 'Standard Bronze', scheduleIndex: 1, recallSize: 6, roundState: 2 };
    const db = { ...started, events: { ...started.events, 'Standard Bronze': { ...started.events['Standard Bronze'], rounds: { 1: round } } } };
    renderPublic(<RegisterRoute />, { db, at: '/register' });
    const box = await screen.findByRole('checkbox', { name: /Standard Bronze/ });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Closed for new entries: its final has started. Ask the organiser at the desk.');
    expect(screen.getByRole('checkbox', { name: /Latin Bronze/ })).toBeEnabled();
  });

  it('lets an account holding the team captain grant register a fifth couple, with no slot', async () => {
    const u = user();
    const signedIn = createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });
    const slots = { 0: 'a~b', 1: 'c~d', 2: 'e~f', 3: 'g~h' };
    const { db } = renderPublic(<RegisterRoute />, { db: { ...tree(), accountCouples: { me: slots }, roles: { me: { teamCaptain: true } } }, at: '/register', auth: signedIn });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(db.writes).toHaveLength(1));
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    expect(db.writes[0]).toMatchObject({ [`couples/${id}`]: { ownerUid: 'me' } });
    expect((db.writes[0] as Record<string, { slot?: number }>)[`couples/${id}`].slot).toBeUndefined();
    expect(Object.keys(db.writes[0]).some((path) => path.startsWith('accountCouples/'))).toBe(false);
  });

  it('marks only the refused event, with its reason beside it and focus on it', async () => {
    const u = user();
    const owner = createFakeAuthGateway({ uid: 'someone', email: 'ana@example.com' });
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register', auth: owner });
    await fillCouple(u, 'ana lima', 'Ben OKAFOR');
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    const refused = screen.getByRole('checkbox', { name: /Latin Bronze/ });
    await waitFor(() => expect(refused).toHaveFocus());
    expect(refused).toHaveAccessibleDescription('Ana Lima and Ben Okafor are already entered in this event.');
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /Standard Bronze/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: 'Events' })).not.toHaveAccessibleDescription();
    expect(db.writes).toEqual([]);
  });

  it('creates the account and registers the couple in one step, then lists the entries', async () => {
    const u = user();
    const { db, auth } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    expect(await screen.findByText(/\$20\.00 per dancer at the current early-bird rate/)).toBeVisible();
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.type(field('E-mail'), 'cy@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Register' }));

    const done = await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' });
    expect(within(done).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Latin Bronze — Cy Dunn & Di Ek, Cornell DanceSport',
      'Standard Bronze — Cy Dunn & Di Ek, Cornell DanceSport',
    ]);
    const uid = auth.currentUser()!.uid;
    expect(auth.calls.signUp).toBe(1);
    expect(db.writes).toHaveLength(1);
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    expect(db.read(`events/Standard Bronze/entries/${id}`)).toMatchObject({
      leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'Cornell DanceSport', registeredBy: uid,
    });
    expect(db.read(`events/Standard Bronze/entries/${id}`)).not.toHaveProperty('leadNumber');
    expect(db.read(`registrants/${uid}`)).toMatchObject({ email: 'cy@example.com', leadName: 'Cy Dunn' });
  });

  it('keeps the dancers’ e-mails privately with the new couple, in the same write', async () => {
    const u = user();
    const signedIn = createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register', auth: signedIn });
    await fillCouple(u);
    await u.type(screen.getByLabelText("Follow's e-mail"), ' Di.Ek@Example.com ');
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' });
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    expect(db.writes).toHaveLength(1);
    expect(db.writes[0]).toMatchObject({ [`coupleEmails/${id}`]: { follow: 'di.ek@example.com' }, [`emailCouples/di%2Eek@example%2Ecom/${id}`]: true });
    // The public records carry no address.
    expect(JSON.stringify(db.read(`couples/${id}`))).not.toContain('@');
    expect(JSON.stringify(db.read('people'))).not.toContain('@');
  });

  it('says beside the field when a dancer’s e-mail is malformed, and writes nothing', async () => {
    const u = user();
    const signedIn = createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register', auth: signedIn });
    await fillCouple(u);
    await u.type(screen.getByLabelText("Lead's e-mail"), 'cy@example');
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText("Lead's e-mail")).toHaveAccessibleDescription("Enter the lead's e-mail like name@example.com, or leave it blank.");
    expect(db.writes).toEqual([]);
  });

  it('lets a dancer whose verified e-mail the couple names add events to it from the form', async () => {
    const u = user();
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    const record = { coupleId: id, leadId: 'cy dunn', followId: 'di ek', leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'Cornell DanceSport', ownerUid: 'someone', createdAt: 1, slot: 0 };
    const di = createFakeAuthGateway({ uid: 'di', email: 'di@example.com', emailVerified: true });
    const seeded = { ...tree(), couples: { [id]: record }, coupleEmails: { [id]: { follow: 'di@example.com' } }, emailCouples: { 'di@example%2Ecom': { [id]: true } } };
    const { db } = renderPublic(<RegisterRoute />, { db: seeded, at: '/register', auth: di });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' });
    expect(db.read(`events/Standard Bronze/entries/${id}`)).toMatchObject({ registeredBy: 'di' });
    // The couple stays its owner's: no new record, no slot claimed.
    expect(db.read(`couples/${id}/ownerUid`)).toBe('someone');
    expect(db.read('accountCouples/di')).toBeNull();
  });

  it('signs in with an existing account in the same flow, and says so beside the password when it is wrong', async () => {
    const u = user();
    const auth = createFakeAuthGateway(null);
    auth.accounts.set('cy@example.com', { password: 'right-one', uid: 'u-cy' });
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register', auth });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('radio', { name: 'I already have an account' }));
    await u.type(field('E-mail'), 'cy@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong-one');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription('The email or password is incorrect. Check both and try again.');
    expect(db.writes).toEqual([]);

    await u.clear(screen.getByLabelText('Password'));
    await u.type(screen.getByLabelText('Password'), 'right-one');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' })).toBeVisible();
    expect(db.read(`events/Standard Bronze/entries/${entryIdFor('Cy Dunn', 'Di Ek')}/registeredBy`)).toBe('u-cy');
  });

  it('treats the couple as their own for a verified dancer who signs in within the form', async () => {
    const u = user();
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    const record = { coupleId: id, leadId: 'cy dunn', followId: 'di ek', leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'Cornell DanceSport', ownerUid: 'someone', createdAt: 1, slot: 0 };
    const auth = createFakeAuthGateway(null);
    auth.accounts.set('di@example.com', { password: 'right-one', uid: 'u-di' });
    auth.verifyEmail('di@example.com');
    const seeded = { ...tree(), couples: { [id]: record }, coupleEmails: { [id]: { follow: 'di@example.com' } }, emailCouples: { 'di@example%2Ecom': { [id]: true } } };
    const { db } = renderPublic(<RegisterRoute />, { db: seeded, at: '/register', auth });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('radio', { name: 'I already have an account' }));
    await u.type(field('E-mail'), 'di@example.com');
    await u.type(screen.getByLabelText('Password'), 'right-one');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' })).toBeVisible();
    expect(db.read(`events/Standard Bronze/entries/${id}/registeredBy`)).toBe('u-di');
  });

  it('refuses another account’s couple after signing in within the form, with the way forward, and writes nothing', async () => {
    const u = user();
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    const record = { coupleId: id, leadId: 'cy dunn', followId: 'di ek', leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'TBA', ownerUid: 'someone', createdAt: 1, slot: 0 };
    const auth = createFakeAuthGateway(null);
    auth.accounts.set('me@example.com', { password: 'right-one', uid: 'u-me' });
    const { db } = renderPublic(<RegisterRoute />, { db: { ...tree(), couples: { [id]: record } }, at: '/register', auth });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('radio', { name: 'I already have an account' }));
    await u.type(field('E-mail'), 'me@example.com');
    await u.type(screen.getByLabelText('Password'), 'right-one');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cy Dunn and Di Ek are already registered from another account.');
    expect(within(alert).getByRole('link', { name: 'Ask the organiser' })).toBeVisible();
    expect(db.writes).toEqual([]);
  });

  it('asks a signed-in registrant for no account details', async () => {
    const u = user();
    const auth = createFakeAuthGateway({ uid: 'u9', email: 'me@example.com' });
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register', auth });
    await fillCouple(u);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByText('Registering as me@example.com.')).toBeVisible();
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' });
    expect(db.read('registrants/u9')).toMatchObject({ email: 'me@example.com' });
  });

  it("keeps the input and explains when the database refuses the write", async () => {
    const u = user();
    const auth = createFakeAuthGateway({ uid: 'u9', email: 'me@example.com' });
    const db = new FakeTreeSource(tree());
    db.failNextWrite(new DbError('permission-denied', 'denied'));
    renderPublic(<RegisterRoute />, { db, at: '/register', auth });
    await fillCouple(u);
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    await acceptConsents(u);
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/registration may have just closed/);
    expect(field("Lead's full name")).toHaveValue('Cy Dunn');
    expect(screen.getByRole('checkbox', { name: /Latin Bronze/ })).toBeChecked();
  });

  it('shows the dates instead of the form once registration has closed', async () => {
    const closedAt = Date.now() - DAY;
    renderPublic(<RegisterRoute />, {
      db: tree({ dateRegistrationEarly: closedAt - 2 * DAY, dateRegistrationOpen: closedAt - DAY, dateRegistrationClosed: closedAt }),
      at: '/register',
    });
    const notice = (await screen.findByText('Registration is closed')).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(/Registration closed on/);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows loading and error states', async () => {
    renderPublic(<RegisterRoute />, { db: new FakeTreeSource(tree()).hold('events'), at: '/register' });
    expect(await screen.findByText('Loading the registration form...')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderPublic(<RegisterRoute />, { db: new FakeTreeSource(tree()).refuse('events'), at: '/register' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the events');
  });

  it('proposes a proper case for a name typed in capitals, and refuses an emoji with a sentence', async () => {
    const u = user();
    const { db } = renderPublic(<RegisterRoute />, { db: tree(), at: '/register' });
    await u.type(await screen.findByRole('textbox', { name: "Lead's full name" }), 'JOHN smith');
    await u.click(screen.getByRole('button', { name: 'Use John Smith for the lead' }));
    expect(field("Lead's full name")).toHaveValue('John Smith');
    expect(screen.queryByRole('button', { name: /for the lead/ })).toBeNull();
    await u.type(field("Follow's full name"), 'Mary 💃 Jones');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('textbox', { name: "Follow's full name" })).toHaveAccessibleDescription("The follow's name cannot contain emoji or pictures; type the name in letters.");
    expect(db.writes).toEqual([]);
  });
});

describe('Register: what the couple will owe', () => {
  const schedule = {
    currency: 'USD', dancerFee: { early: 2000, regular: 3000 }, entryFee: { early: 500, regular: 700 }, refund: { kind: 'none' },
  };

  it('quotes the fee per event, then the running total as events are ticked and unticked', async () => {
    const u = user();
    renderPublic(<RegisterRoute />, { db: { ...tree(), fees: { schedule } }, at: '/register' });
    expect(await screen.findByText(/\$20\.00 per dancer at the current early-bird rate, and \$5\.00 per dancer for each event/)).toBeVisible();
    const owed = await screen.findByRole('status', { name: 'What this couple will owe' });
    expect(owed).toHaveTextContent('Tick events to see what this couple will owe.');
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    expect(owed).toHaveTextContent('This couple: $40.00 registration for both dancers + $10.00 for 1 event = $50.00.');
    await u.click(screen.getByRole('checkbox', { name: /Standard Bronze/ }));
    expect(owed).toHaveTextContent('$40.00 registration for both dancers + $20.00 for 2 events = $60.00.');
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    expect(owed).toHaveTextContent('= $50.00.');
  });
});
