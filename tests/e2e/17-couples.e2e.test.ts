// One couple, one record (issue 19) in the browser: a second account trying a couple the team captain
// registered is refused with a way forward; the organiser merges the demo's two records of one couple and
// the kept back number shows on /entries; a couple is transferred to another account by e-mail.
import { describe, expect, it } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts';
import { demoAccount } from './harness/accounts';
import { DESKTOP, windowForFile } from './harness/browser';
import { readTree } from './harness/db-reader';
import { firstRoundNotStarted } from './harness/open-events';
import { settle, signIn } from './harness/ui';

interface StoredEntry { entryId: string; leadName: string; followName: string; leadNumber?: number; registeredBy?: string }
type StoredEvents = Record<string, { eventName: string; entries?: Record<string, StoredEntry> }>;
interface StoredCouple { coupleId: string; leadName: string; followName: string; ownerUid: string }

const allEntries = (events: StoredEvents) => Object.values(events).flatMap((e) => Object.values(e.entries ?? {}));

describe('one couple, one record', () => {
  const window = windowForFile(DESKTOP);

  it('a second account trying a couple of the team captain is refused with the offer to sign in or ask the organiser', async () => {
    const { page, errors } = window;
    errors.clear();
    const events = (await readTree<StoredEvents>('events')) ?? {};
    const captain = demoUidFor(demoAccount('Team captain').email);
    const theirs = allEntries(events).find((entry) => entry.registeredBy === captain);
    if (!theirs) throw new Error('The demo team captain has no couple.');
    const free = Object.values(events).find((e) => firstRoundNotStarted(e) && !e.entries?.[theirs.entryId]);
    if (!free) throw new Error('The captain\'s couple is in every event.');
    await page.goto('/register');
    await settle(page);
    await page.getByRole('textbox', { name: "Lead's full name" }).fill(theirs.leadName);
    await page.getByRole('textbox', { name: "Follow's full name" }).fill(theirs.followName);
    await page.getByRole('combobox', { name: 'Affiliation' }).fill('TBA');
    await page.getByRole('checkbox', { name: new RegExp(`^${free.eventName}`) }).check();
    await page.getByRole('checkbox', { name: /accept the liability waiver/ }).check();
    await page.getByRole('checkbox', { name: /accept the media release/ }).check();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`second-${Date.now()}@demo.test`);
    await page.getByLabel('Password').fill('second-password');
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'already registered from another account' });
    await alert.waitFor();
    await alert.getByRole('link', { name: "Sign in with the couple's account" }).waitFor();
    await alert.getByRole('link', { name: 'Ask the organiser' }).waitFor();
    const couple = await readTree<StoredCouple>(`couples/${theirs.entryId}`);
    expect(couple?.ownerUid).toBe(captain);
    expect((await readTree<StoredEvents>('events'))?.[free.eventName]?.entries?.[theirs.entryId]).toBeUndefined();
    expect(errors.messages).toEqual([]);
  });

  it('the organiser merges two records of one couple and the kept back number follows on /entries', async () => {
    const { page, errors } = window;
    errors.clear();
    await signIn(page, demoAccount('Organiser'), '/admin/competitors/couples');
    await settle(page);
    const pairs = page.getByRole('list', { name: 'Likely the same couple' });
    await pairs.waitFor();
    const merge = pairs.getByRole('button', { name: /^Merge / }).first();
    const label = (await merge.getAttribute('aria-label')) ?? '';
    const [, fromLabel, intoLabel] = /^Merge (.+) into (.+)$/u.exec(label) ?? [];
    const keptNumber = Number(/\(#(\d+)\)$/u.exec(intoLabel ?? '')?.[1]);
    const keptLead = (intoLabel ?? '').split(' & ')[0];
    expect(keptNumber).toBeGreaterThan(0);
    await merge.click();
    await pairs.getByRole('button', { name: 'Yes, merge' }).click();
    await page.getByRole('status').filter({ hasText: `${fromLabel} merged into ${intoLabel}.` }).waitFor();
    await expect.poll(() => pairs.count()).toBe(0);

    // The event the duplicate was entered in now lists the kept couple under the kept number.
    const events = (await readTree<StoredEvents>('events')) ?? {};
    const moved = Object.values(events).filter((e) => Object.values(e.entries ?? {}).some((x) => x.leadName === keptLead));
    expect(moved.length).toBeGreaterThan(1);
    expect(moved.every((e) => Object.values(e.entries ?? {}).filter((x) => x.leadName === keptLead).every((x) => x.leadNumber === keptNumber))).toBe(true);
    // /entries loads an event's couples when it is opened (issue 23's summaries): open the events concerned.
    await page.goto(`/entries?${moved.map((e) => `open=${encodeURIComponent(e.eventName)}`).join('&')}`);
    await settle(page);
    for (const event of moved) {
      const row = page.getByRole('region', { name: new RegExp(`^${event.eventName.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")} `) }).getByRole('row').filter({ hasText: keptLead });
      await expect.poll(() => row.first().getByRole('cell').first().textContent()).toBe(String(keptNumber));
    }
    expect(errors.messages).toEqual([]);
  });

  it('the organiser transfers a couple to another account by e-mail, and is told when no account has the e-mail', async () => {
    const { page, errors } = window;
    errors.clear();
    await page.goto('/admin/competitors/couples');
    await settle(page);
    const form = page.getByRole('form', { name: 'Transfer a couple to another account' });
    const couple = form.getByLabel('Couple to transfer');
    const option = couple.getByRole('option').nth(1);
    const value = (await option.getAttribute('value')) ?? '';
    await couple.selectOption(value);
    const email = form.getByLabel('E-mail of the receiving account');
    await email.fill('nobody@demo.test');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await form.getByRole('alert').filter({ hasText: 'No registered account uses nobody@demo.test.' }).waitFor();
    await email.fill(demoAccount('Team captain').email);
    await form.getByRole('button', { name: 'Transfer' }).click();
    await form.getByRole('status').filter({ hasText: `now belongs to ${demoAccount('Team captain').email}` }).waitFor();
    const stored = await readTree<StoredCouple>(`couples/${value}`);
    expect(stored?.ownerUid).toBe(demoUidFor(demoAccount('Team captain').email));
    expect(errors.messages).toEqual([]);
  });
});
