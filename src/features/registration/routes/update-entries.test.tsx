import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { Entry } from '../../../domain/model';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import UpdateEntriesRoute from './update-entries';
import { SUMMARY_BRANCHES } from '../../../domain/summaries';

/**
 * The public summaries the writer adds to every update that changes entries (issue 23), and the public version
 * bumps it adds to every update of a public branch (issue 33); not this screen's concern.
 */
const isSummaryPath = (path: string) => [...SUMMARY_BRANCHES, 'publicVersion'].some((branch) => path.startsWith(`${branch}/`));

afterEach(resetFakes);

const DAY = 24 * 60 * 60 * 1000;
const mine = makeEntry({ leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'Cornell DanceSport', registeredTime: 1, registeredBy: 'me' });
const theirs = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'TBA', registeredTime: 1, registeredBy: 'other' });
const keyed = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, e]));

function tree(closeAt = Date.now() + DAY) {
  return {
    competitionMetadata: { registrationStatus: 'auto', dateRegistrationClosed: closeAt },
    events: {
      'Latin Bronze': { eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 }, entries: keyed(mine, theirs) },
      'Standard Bronze': { eventName: 'Standard Bronze', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 } },
      'Smooth Silver': { eventName: 'Smooth Silver', style: 'Smooth', eventLevel: 'Silver', dances: { Waltz: 0 }, entries: keyed(theirs) },
    },
    registrants: { me: { email: 'me@example.com', waiverAcceptedAt: 5, mediaReleaseAcceptedAt: 5, createdAt: 5 } },
  };
}

const me = () => createFakeAuthGateway({ uid: 'me', email: 'me@example.com' });

/** Adding events sits behind its own button, so a couple's card stays short. */
async function openAddEvents(u: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await u.click(await screen.findByRole('button', { name: 'Add events for Cy Dunn & Di Ek' }));
  return screen.getByRole('form', { name: 'Add events for Cy Dunn & Di Ek' });
}


// The page's content downloads after its first view (components/deferred-part.tsx); imported once here so the
// first test's waits are for the page, not for the test runner compiling the module on first use.
beforeAll(() => Promise.all([import('../components/my-entries')]), 60_000);

describe('Update entries', () => {
  it("lists only the registrant's own couples and their events", async () => {
    renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: me(), at: '/updateEntries' });
    const couple = await screen.findByRole('region', { name: 'Cy Dunn & Di Ek' });
    expect(within(couple).getByRole('list', { name: 'Events of Cy Dunn & Di Ek' })).toHaveTextContent('Latin Bronze');
    expect(screen.queryByRole('region', { name: 'Ana Lima & Ben Okafor' })).not.toBeInTheDocument();
  });

  it('withdraws an entry after a confirming second tap', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: me(), at: '/updateEntries' });
    await u.click(await screen.findByRole('button', { name: 'Withdraw from Latin Bronze' }));
    expect(db.writes).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Confirm withdrawal from Latin Bronze' }));
    expect(db.writes).toMatchObject([{
      [`events/Latin Bronze/entries/${mine.entryId}`]: null,
      [`withdrawals/Latin Bronze/${mine.entryId}`]: { entry: mine, withdrawnAt: { '.sv': 'timestamp' }, withdrawnBy: 'me' },
    }]);
    expect(await screen.findByRole('region', { name: 'You have not registered any couples' })).toBeVisible();
  });

  it('adds events for a couple without touching the registrant record, offering only events they are not in', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<UpdateEntriesRoute />, { db: tree(), auth: me(), at: '/updateEntries' });
    const form = await openAddEvents(u);
    expect(within(form).queryByRole('checkbox', { name: /Latin Bronze/ })).not.toBeInTheDocument();
    await u.click(within(form).getByRole('checkbox', { name: /Standard Bronze/ }));
    await u.click(within(form).getByRole('button', { name: 'Add events' }));
    expect(await screen.findByRole('list', { name: 'Events of Cy Dunn & Di Ek' })).toHaveTextContent('Standard Bronze');
    expect(Object.keys(db.writes[0]).filter((path) => !isSummaryPath(path))).toEqual([`events/Standard Bronze/entries/${mine.entryId}`, 'accountCouples/me/0', `couples/${mine.entryId}`, 'people/cy dunn', 'people/di ek']);
    expect(db.read(`couples/${mine.entryId}/ownerUid`)).toBe('me');
    expect(db.read('registrants/me/createdAt')).toBe(5);
  });

  it('adds only the entry once the couple has its record (entries made before records existed get one the first time)', async () => {
    const u = userEvent.setup();
    const record = { coupleId: mine.entryId, leadId: mine.leadId, followId: mine.followId, leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'Cornell DanceSport', ownerUid: 'me', createdAt: 1, slot: 0 };
    const { db } = renderPublic(<UpdateEntriesRoute />, { db: { ...tree(), couples: { [mine.entryId]: record }, accountCouples: { me: { 0: mine.entryId } } }, auth: me(), at: '/updateEntries' });
    const form = await openAddEvents(u);
    await u.click(within(form).getByRole('checkbox', { name: /Standard Bronze/ }));
    await u.click(within(form).getByRole('button', { name: 'Add events' }));
    expect(await screen.findByRole('list', { name: 'Events of Cy Dunn & Di Ek' })).toHaveTextContent('Standard Bronze');
    expect(Object.keys(db.writes[0]).filter((path) => !isSummaryPath(path))).toEqual([`events/Standard Bronze/entries/${mine.entryId}`]);
  });

  it('refuses adding an event the couple was entered in by someone else, with the reason', async () => {
    const u = userEvent.setup();
    const db = new FakeTreeSource(tree());
    const dup = makeEntry({ leadName: 'cy dunn', followName: 'DI EK', affiliation: 'TBA', registeredTime: 1 });
    db.set(`events/Smooth Silver/entries/${dup.entryId}`, dup);
    const { db: source } = renderPublic(<UpdateEntriesRoute />, { db, auth: me(), at: '/updateEntries' });
    const form = await openAddEvents(u);
    await u.click(within(form).getByRole('checkbox', { name: /Smooth Silver/ }));
    await u.click(within(form).getByRole('button', { name: 'Add events' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Smooth Silver: cy dunn and DI EK are already entered in this event.');
    expect(source.writes).toEqual([]);
  });

  it('lists the entries without changes once registration has closed', async () => {
    renderPublic(<UpdateEntriesRoute />, { db: tree(Date.now() - DAY), auth: me(), at: '/updateEntries' });
    expect(await screen.findByText(/Registration is closed, so entries can no longer change here/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Cy Dunn & Di Ek' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows loading and error states', async () => {
    renderPublic(<UpdateEntriesRoute />, { db: new FakeTreeSource(tree()).hold('events'), auth: me(), at: '/updateEntries' });
    expect(await screen.findByText('Loading your entries...')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderPublic(<UpdateEntriesRoute />, { db: new FakeTreeSource(tree()).refuse('events'), auth: me(), at: '/updateEntries' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your entries');
  });
});

describe('the dancers’ e-mails on My entries', () => {
  const recordOf = (entry: Entry, ownerUid: string) => ({
    coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: entry.leadName, followName: entry.followName,
    affiliation: entry.affiliation, ownerUid, createdAt: 1,
  });
  const withBenNamed = () => ({
    ...tree(),
    couples: { [theirs.entryId]: recordOf(theirs, 'other'), [mine.entryId]: recordOf(mine, 'me') },
    coupleEmails: { [theirs.entryId]: { follow: 'ben@example.com' } },
    emailCouples: { 'ben@example%2Ecom': { [theirs.entryId]: true } },
  });
  const ben = (emailVerified: boolean) => createFakeAuthGateway({ uid: 'ben', email: 'ben@example.com', emailVerified });

  it('lists a couple whose dancers’ e-mails name the verified address, and withdraws its entry as that dancer', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<UpdateEntriesRoute />, { db: withBenNamed(), auth: ben(true), at: '/updateEntries' });
    const couple = await screen.findByRole('region', { name: 'Ana Lima & Ben Okafor' });
    expect(couple).toHaveTextContent('You manage this couple as one of its dancers');
    expect(within(couple).getByRole('list', { name: 'Events of Ana Lima & Ben Okafor' })).toHaveTextContent(/Latin Bronze.*Smooth Silver/);
    // Not its owner: the e-mails are the owner's to change.
    expect(within(couple).queryByText(/Dancers’ e-mails/)).not.toBeInTheDocument();
    await u.click(within(couple).getByRole('button', { name: 'Withdraw from Smooth Silver' }));
    await u.click(within(couple).getByRole('button', { name: 'Confirm withdrawal from Smooth Silver' }));
    expect(db.writes[0]).toMatchObject({ [`events/Smooth Silver/entries/${theirs.entryId}`]: null, [`withdrawals/Smooth Silver/${theirs.entryId}`]: { withdrawnBy: 'ben' } });
  });

  it('asks an account whose address is not verified to verify it, and lists none of those couples', async () => {
    renderPublic(<UpdateEntriesRoute />, { db: withBenNamed(), auth: ben(false), at: '/updateEntries' });
    expect(await screen.findByRole('region', { name: 'Verify your e-mail' })).toHaveTextContent('Verify ben@example.com');
    expect(screen.queryByRole('region', { name: 'Ana Lima & Ben Okafor' })).not.toBeInTheDocument();
  });

  it('lets the owner save the dancers’ e-mails, with their index, in one write', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<UpdateEntriesRoute />, { db: withBenNamed(), auth: me(), at: '/updateEntries' });
    const couple = await screen.findByRole('region', { name: 'Cy Dunn & Di Ek' });
    await u.click(within(couple).getByText('Dancers’ e-mails'));
    const form = within(couple).getByRole('form', { name: 'Dancers’ e-mails of Cy Dunn & Di Ek' });
    await u.type(within(form).getByLabelText('Di Ek’s e-mail'), 'Di.Ek@Example.com');
    await u.click(within(form).getByRole('button', { name: 'Save e-mails' }));
    expect(await within(couple).findByRole('status')).toHaveTextContent('E-mails saved.');
    expect(db.writes).toEqual([{ 'emailCouples/di%2Eek@example%2Ecom/cy dunn~di ek': true, 'coupleEmails/cy dunn~di ek': { follow: 'di.ek@example.com' } }]);
  });

  it('refuses a malformed address, naming the dancer, and writes nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<UpdateEntriesRoute />, { db: withBenNamed(), auth: me(), at: '/updateEntries' });
    const couple = await screen.findByRole('region', { name: 'Cy Dunn & Di Ek' });
    await u.click(within(couple).getByText('Dancers’ e-mails'));
    await u.type(within(couple).getByLabelText('Cy Dunn’s e-mail'), 'cy@');
    await u.click(within(couple).getByRole('button', { name: 'Save e-mails' }));
    expect(await within(couple).findByRole('alert')).toHaveTextContent('“cy@” is not an e-mail address; check Cy Dunn’s e-mail for typing mistakes.');
    expect(db.writes).toEqual([]);
  });
});
