import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { Entry } from '../../../domain/model';
import type { Couple } from '../../../domain/people';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import CouplesRoute from './couples';

afterEach(resetFakes);

const real = { ...couple(0), registeredBy: 'uid-first' };
const typo: Entry = { ...makeEntry({ leadName: 'Alex Prk', followName: real.followName, affiliation: real.affiliation, registeredTime: 5, registeredBy: 'uid-second' }), leadNumber: 140 };
const record = (entry: Entry, ownerUid: string, createdAt: number, slot?: number): Couple => ({
  coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: entry.leadName, followName: entry.followName,
  affiliation: entry.affiliation, ownerUid, createdAt, ...(slot !== undefined ? { slot } : {}),
});

function tree(typoRound: RoundState) {
  const gold = makeEvent('Gold', 'Standard', ['Waltz'], [real], []);
  const silver = makeEvent('Silver', 'Latin', ['ChaCha'], [typo], [{ state: typoRound, scheduleIndex: 1, couples: [typo] }]);
  return {
    competitionMetadata: metadata,
    events: { [gold.eventName]: gold, [silver.eventName]: silver },
    couples: { [real.entryId]: record(real, 'uid-first', 1, 0), [typo.entryId]: record(typo, 'uid-second', 5, 0) },
    accountCouples: { 'uid-first': { 0: real.entryId }, 'uid-second': { 0: typo.entryId } },
    registrants: { 'uid-new': { email: 'new@example.org', waiverAcceptedAt: 1, mediaReleaseAcceptedAt: 1, createdAt: 1 } },
    roles: { 'uid-org': { organiser: true, email: 'org@example.org' } },
  };
}

/** Chooses an option by its visible text (the user-event matcher compares escaped HTML). */
async function choose(u: ReturnType<typeof userEvent.setup>, select: HTMLElement, text: string) {
  await u.selectOptions(select, within(select).getByRole('option', { name: text }));
}

describe('Couples and accounts', () => {
  it('offers the likely duplicate, asks once more, and merges it: entries and the back number follow the kept record', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<CouplesRoute />, { tree: tree(RoundState.Initialized) });
    const pairs = await screen.findByRole('list', { name: 'Likely the same couple' });
    expect(pairs).toHaveTextContent('Alex Prk & Amy Wu (#140) looks like Alex Park & Amy Wu (#101)');
    await u.click(within(pairs).getByRole('button', { name: 'Merge Alex Prk & Amy Wu (#140) into Alex Park & Amy Wu (#101)' }));
    expect(db.writes).toEqual([]);
    expect(within(pairs).getByRole('status')).toHaveTextContent('Entries, round places and marks of Alex Prk & Amy Wu (#140) move to Alex Park & Amy Wu (#101)');
    await u.click(within(pairs).getByRole('button', { name: 'Yes, merge' }));
    expect(await screen.findByText('Alex Prk & Amy Wu (#140) merged into Alex Park & Amy Wu (#101).')).toBeVisible();
    expect(db.read(`events/Silver Latin/entries/${typo.entryId}`)).toBeNull();
    expect(db.read(`events/Silver Latin/entries/${real.entryId}/leadNumber`)).toBe(101);
    expect(db.read(`events/Silver Latin/rounds/1/entries/${real.entryId}/leadNumber`)).toBe(101);
    expect(db.read(`couples/${typo.entryId}`)).toBeNull();
    expect(db.read(`couples/${real.entryId}/mergedFrom/${typo.entryId}`)).toEqual(expect.any(Number));
  });

  it('refuses the merge while the couple is being danced, saying why, and writes nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<CouplesRoute />, { tree: tree(RoundState.Running) });
    await choose(u, await screen.findByLabelText('Record to merge away'), 'Alex Prk & Amy Wu (#140)');
    await choose(u, screen.getByLabelText('Record to keep'), 'Alex Park & Amy Wu (#101)');
    await u.click(screen.getByRole('button', { name: 'Merge the chosen records' }));
    await u.click(screen.getByRole('button', { name: 'Yes, merge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Silver Latin Final is being danced; merge once the judges have finished it.');
    expect(db.writes).toEqual([]);
  });

  it('transfers a couple to the account with that e-mail, and says clearly when there is none', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<CouplesRoute />, { tree: tree(RoundState.Initialized) });
    const form = await screen.findByRole('form', { name: 'Transfer a couple to another account' });
    await choose(u, within(form).getByLabelText('Couple to transfer'), 'Alex Park & Amy Wu (#101)');
    await u.type(within(form).getByLabelText('E-mail of the receiving account'), 'nobody@example.org');
    await u.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No registered account uses nobody@example.org.');
    expect(db.writes).toEqual([]);
    await u.clear(within(form).getByLabelText('E-mail of the receiving account'));
    await u.type(within(form).getByLabelText('E-mail of the receiving account'), 'NEW@example.org');
    await u.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Alex Park & Amy Wu (#101) now belongs to NEW@example.org.')).toBeVisible();
    expect(db.read(`couples/${real.entryId}/ownerUid`)).toBe('uid-new');
    expect(db.read(`events/Gold Standard/entries/${real.entryId}/registeredBy`)).toBe('uid-new');
    expect(db.read('accountCouples/uid-first/0')).toBeNull();
  });

  it('sets the per-account limit and grants and revokes team captain by e-mail', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<CouplesRoute />, { tree: tree(RoundState.Initialized) });
    const limit = await screen.findByLabelText('Most couples one account may register');
    expect(limit).toHaveValue(4);
    await u.clear(limit);
    await u.type(limit, '6');
    await u.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText('Accounts may now register 6 couples each.')).toBeVisible();
    expect(db.read('settings/registration/couplesPerAccount')).toBe(6);
    await u.type(screen.getByLabelText('E-mail of the account'), 'new@example.org');
    await u.click(screen.getByRole('button', { name: 'Grant team captain' }));
    expect(await screen.findByText('new@example.org is now a team captain.')).toBeVisible();
    expect(db.read('roles/uid-new/teamCaptain')).toBe(true);
    expect(await screen.findByRole('list', { name: 'Team captains' })).toHaveTextContent('new@example.org');
    await u.click(screen.getByRole('button', { name: 'Revoke team captain' }));
    expect(await screen.findByText('new@example.org is no longer a team captain.')).toBeVisible();
    expect(db.read('roles/uid-new/teamCaptain')).toBeNull();
  });

  it('creates the records of couples known only from entries with one button', async () => {
    const u = userEvent.setup();
    const base = tree(RoundState.Initialized);
    const { db } = renderAdmin(<CouplesRoute />, { tree: { ...base, couples: { [typo.entryId]: base.couples[typo.entryId] } } });
    await u.click(await screen.findByRole('button', { name: 'Create the missing records' }));
    expect(await screen.findByText('Every entered couple has its record.')).toBeVisible();
    expect(db.read(`couples/${real.entryId}`)).toMatchObject({ ownerUid: 'uid-first', leadName: real.leadName });
  });
  it('sets a couple’s dancers’ e-mails so the real dancers can manage it once verified; a merge carries them over', async () => {
    const u = userEvent.setup();
    const seeded = { ...tree(RoundState.Initialized), coupleEmails: { [typo.entryId]: { lead: 'alex@example.org' } }, emailCouples: { 'alex@example%2Eorg': { [typo.entryId]: true } } };
    const { db } = renderAdmin(<CouplesRoute />, { tree: seeded });
    const section = await screen.findByRole('region', { name: 'Dancers’ e-mails' });
    await choose(u, within(section).getByLabelText('Couple'), 'Alex Park & Amy Wu (#101)');
    const form = await within(section).findByRole('form', { name: 'Dancers’ e-mails of Alex Park & Amy Wu' });
    await u.type(within(form).getByLabelText('Amy Wu’s e-mail'), 'amy@example.org');
    await u.click(within(form).getByRole('button', { name: 'Save e-mails' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('E-mails saved.');
    expect(db.read(`coupleEmails/${real.entryId}`)).toEqual({ follow: 'amy@example.org' });
    expect(db.read(`emailCouples/amy@example%2Eorg/${real.entryId}`)).toBe(true);

    const pairs = screen.getByRole('list', { name: 'Likely the same couple' });
    await u.click(within(pairs).getByRole('button', { name: 'Merge Alex Prk & Amy Wu (#140) into Alex Park & Amy Wu (#101)' }));
    await u.click(within(pairs).getByRole('button', { name: 'Yes, merge' }));
    await screen.findByText('Alex Prk & Amy Wu (#140) merged into Alex Park & Amy Wu (#101).');
    expect(db.read(`coupleEmails/${real.entryId}`)).toEqual({ lead: 'alex@example.org', follow: 'amy@example.org' });
    expect(db.read(`coupleEmails/${typo.entryId}`)).toBeNull();
    expect(db.read('emailCouples/alex@example%2Eorg')).toEqual({ [real.entryId]: true });
  });
});
