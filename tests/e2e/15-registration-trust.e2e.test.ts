// Registration a competition can trust (issue 19): a second account cannot take over a couple someone
// else registered, a competitor finds their entries from the top bar, and every signed-in page signs out.
import { describe, expect, it } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts';
import { demoAccount } from './harness/accounts';
import { windowForFile } from './harness/browser';
import { readTree } from './harness/db-reader';
import { settle, signIn } from './harness/ui';

interface StoredEntry { leadName: string; followName: string; registeredBy?: string }
type StoredRounds = Record<string, { roundState: number }> | ({ roundState: number } | null)[];
type StoredEvents = Record<string, { eventName: string; entries?: Record<string, StoredEntry>; rounds?: StoredRounds }>;

/** Issue 31: an event whose first round has started takes no new entries, so the free event must not have begun. */
const notStarted = (rounds: StoredRounds | undefined) => {
  const first = Array.isArray(rounds) ? rounds[1] : rounds?.['1'];
  return !first || first.roundState === 0 || first.roundState === 1;
};

/** The demo competitor's couple, and an event that couple is not in (so only the account check can refuse it). */
async function competitorsCouple(): Promise<{ lead: string; follow: string; freeEvent: string }> {
  const events = (await readTree<StoredEvents>('events')) ?? {};
  const uid = demoUidFor(demoAccount('Competitor').email);
  const mine = Object.values(events).flatMap((e) => Object.values(e.entries ?? {})).find((entry) => entry.registeredBy === uid);
  if (!mine) throw new Error('The demo competitor has no couple.');
  const free = Object.values(events).find((e) => notStarted(e.rounds) && !Object.values(e.entries ?? {}).some((x) => x.leadName === mine.leadName && x.followName === mine.followName));
  if (!free) throw new Error('The demo couple is in every event.');
  return { lead: mine.leadName, follow: mine.followName, freeEvent: free.eventName };
}

describe('registration a competition can trust', () => {
  const window = windowForFile();

  it('a signed-in competitor finds "My entries" in the top bar and signs out from it', async () => {
    const { page } = window;
    await signIn(page, demoAccount('Competitor'), '/details');
    await settle(page);
    const bar = page.getByRole('navigation', { name: 'Site' });
    const { lead } = await competitorsCouple();
    await bar.getByRole('link', { name: 'My entries' }).click();
    await page.waitForURL((url) => url.pathname === '/updateEntries');
    await page.getByRole('heading', { name: new RegExp(lead) }).first().waitFor();
    await bar.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => bar.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    await bar.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.goto('/updateEntries');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('a second account trying the couple another account registered is refused, with a way forward, and no account is made', async () => {
    const { page, errors } = window;
    errors.clear();
    const { lead, follow, freeEvent } = await competitorsCouple();
    await page.goto('/register');
    await settle(page);
    await page.getByRole('textbox', { name: "Lead's full name" }).fill(lead.toLowerCase());
    await page.getByRole('textbox', { name: "Follow's full name" }).fill(follow.toUpperCase());
    await page.getByRole('combobox', { name: 'Affiliation' }).fill('TBA');
    await page.getByRole('checkbox', { name: new RegExp(`^${freeEvent}`) }).check();
    await page.getByRole('checkbox', { name: /accept the liability waiver/ }).check();
    await page.getByRole('checkbox', { name: /accept the media release/ }).check();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`squatter-${Date.now()}@demo.test`);
    await page.getByLabel('Password').fill('squatter-password');
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'already registered from another account' });
    await alert.waitFor();
    await alert.getByRole('link', { name: "Sign in with the couple's account" }).waitFor();
    await alert.getByRole('link', { name: 'Ask the organiser' }).waitFor();
    // Still signed out (no account was created), and what was typed survives a reload.
    await page.reload();
    await settle(page);
    expect(await page.getByRole('textbox', { name: "Lead's full name" }).inputValue()).toBe(lead.toLowerCase());
    expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).count()).toBe(1);
    expect(errors.messages).toEqual([]);
  });
});
