// A couple's entries belong to its dancers' e-mails too (issue 19.2): one account registers a couple naming
// the follower's address; the follower creates an account, verifies the address through the Auth emulator's
// link, finds the couple on "My entries" and withdraws one of its events. The demo's dancer account, verified
// from the start, sees the competitor's couple.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_DANCER_EMAIL, DEMO_PASSWORD } from '../../src/demo/demo-accounts';
import { entryIdFor } from '../../src/domain/entries';
import { verifyEmailInEmulator } from './harness/auth-emulator';
import { DESKTOP, environment, windowForFile } from './harness/browser';
import { readTree } from './harness/db-reader';
import { firstRoundNotStarted } from './harness/open-events';
import { settle, signIn } from './harness/ui';

type StoredEvents = Record<string, { eventName: string; style: string; entries?: Record<string, { registeredBy?: string; leadName: string }> }>;

// Names the demo's generator never makes.
const LEAD = 'Casimir Ondaatje';
const FOLLOW = 'Perpetua Vanterpool';
const COUPLE = `${LEAD} & ${FOLLOW}`;

/** Two events of different styles, neither restricted to some levels: the demo's rules accept a new couple in both. */
async function twoOpenEvents(): Promise<[string, string]> {
  const events = Object.values((await readTree<StoredEvents>('events')) ?? {}).filter((e) => !/Newcomer/u.test(e.eventName) && firstRoundNotStarted(e));
  const first = events[0];
  const second = events.find((e) => e.style !== first?.style);
  if (!first || !second) throw new Error('The demo has no two events of different styles.');
  return [first.eventName, second.eventName];
}

/** From the home page's top bar (the registration page keeps only a way back). */
async function signOut(page: Page): Promise<void> {
  await page.goto('/');
  await settle(page);
  const signOutButton = page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Sign out' });
  await signOutButton.click();
  await expect.poll(() => signOutButton.count()).toBe(0);
}

describe('the dancers\u2019 e-mails', () => {
  const window = windowForFile(DESKTOP);
  const stamp = Date.now();
  const followEmail = `perpetua-${stamp}@demo.test`;

  it('the demo dancer, verified, manages the competitor\u2019s couple without having registered it', async () => {
    const { page, errors } = window;
    errors.clear();
    await signIn(page, { email: DEMO_DANCER_EMAIL, password: DEMO_PASSWORD }, '/updateEntries');
    await settle(page);
    const couple = page.getByRole('region').filter({ hasText: 'You manage this couple as one of its dancers' });
    await couple.first().waitFor();
    expect(await couple.count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Verify your e-mail' }).count()).toBe(0);
    await signOut(page);
    expect(errors.messages).toEqual([]);
  });

  it('a follower named at registration verifies the address, finds the couple and withdraws one of its events', async () => {
    const { page, errors } = window;
    errors.clear();
    const [kept, dropped] = await twoOpenEvents();
    // Someone else (a new account) registers the couple, giving the follower's address.
    await page.goto('/register');
    await settle(page);
    await page.getByRole('textbox', { name: "Lead's full name" }).fill(LEAD);
    await page.getByRole('textbox', { name: "Follow's full name" }).fill(FOLLOW);
    await page.getByRole('textbox', { name: "Follow's e-mail" }).fill(followEmail);
    await page.getByRole('combobox', { name: 'Affiliation' }).fill('TBA');
    for (const eventName of [kept, dropped]) await page.getByRole('checkbox', { name: new RegExp(`^${eventName}`) }).check();
    await page.getByRole('checkbox', { name: /accept the liability waiver/ }).check();
    await page.getByRole('checkbox', { name: /accept the media release/ }).check();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`casimir-${stamp}@demo.test`);
    await page.getByLabel('Password').fill('casimir-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: `${LEAD} and ${FOLLOW} are registered` }).waitFor();
    await signOut(page);

    // The follower makes an account: until the address is verified, the couple is not theirs.
    await page.goto('/login?next=%2FupdateEntries');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Email').fill(followEmail);
    await form.getByLabel('Password', { exact: true }).fill('perpetua-password');
    await form.getByLabel('Confirm password').fill('perpetua-password');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/updateEntries');
    const panel = page.getByRole('region', { name: 'Verify your e-mail' });
    await panel.waitFor();
    expect(await page.getByRole('region', { name: COUPLE, exact: true }).count()).toBe(0);
    await panel.getByRole('button', { name: 'I have verified' }).click();
    await panel.getByRole('status').filter({ hasText: `${followEmail} is not verified yet` }).waitFor();
    await panel.getByRole('button', { name: 'Send verification e-mail' }).click();
    await panel.getByRole('status').filter({ hasText: 'Sent.' }).waitFor();

    const { authUrl, projectId } = environment();
    await verifyEmailInEmulator(authUrl, projectId, followEmail);
    await panel.getByRole('button', { name: 'I have verified' }).click();
    await page.getByRole('status').filter({ hasText: `${followEmail} is verified.` }).waitFor();
    const couple = page.getByRole('region', { name: COUPLE, exact: true });
    await couple.waitFor();
    await couple.getByText('You manage this couple as one of its dancers').waitFor();

    await couple.getByRole('button', { name: `Withdraw from ${dropped}` }).click();
    await couple.getByRole('button', { name: `Confirm withdrawal from ${dropped}` }).click();
    await expect.poll(() => couple.getByRole('button', { name: `Withdraw from ${dropped}` }).count()).toBe(0);
    const id = entryIdFor(LEAD, FOLLOW);
    const events = (await readTree<StoredEvents>('events')) ?? {};
    expect(events[dropped]?.entries?.[id]).toBeUndefined();
    expect(events[kept]?.entries?.[id]).toBeDefined();
    const withdrawal = await readTree<{ withdrawnBy: string }>(`withdrawals/${dropped}/${id}`);
    expect(withdrawal?.withdrawnBy).not.toBe(events[kept]?.entries?.[id]?.registeredBy);
    expect(errors.messages).toEqual([]);
  });
});
