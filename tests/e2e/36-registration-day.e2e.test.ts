// Registration follows the day (issue 31), on a phone: once an event's first round has started, a competitor can
// neither enter it nor withdraw from it, each refusal said in words and nothing written; and a fee change made
// without re-pricing leaves a team that had paid in full paid, while a new entry is priced at the new fee.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts';
import { RoundState } from '../../src/domain/vocabulary';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, PHONE, connectBrowser, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { restoreSeededDemo } from './harness/restore-demo';
import { settle, signIn } from './harness/ui';

interface Round { roundState: number; roundName: string }
interface Entry { entryId: string; leadName: string; followName: string; registeredBy?: string; affiliation: string }
interface EventRecord { eventName: string; entries?: Record<string, Entry>; rounds?: Record<string, Round> }

const STARTED: ReadonlySet<number> = new Set([RoundState.Running, RoundState.Marked, RoundState.Posted]);

/** The event's first danced round (skipped ones pass their couples on) has started, as the database says. */
function firstRoundStarted(event: EventRecord): boolean {
  const rounds = event.rounds ?? {};
  for (let n = 1; rounds[n] !== undefined; n += 1) {
    if (rounds[n]!.roundState === RoundState.Skipped) continue;
    return STARTED.has(rounds[n]!.roundState);
  }
  return false;
}

/** The text of what describes a control (aria-describedby): what a screen reader reads with it. */
function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());
}

function cents(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/gu, '')) * 100);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

async function events(): Promise<Record<string, EventRecord>> {
  return (await readTree<Record<string, EventRecord>>('events')) ?? {};
}

describe('registration follows the day (phone)', () => {
  let browser: Browser;
  const windows: BrowserContext[] = [];

  /** A phone signed in as one demo account, on `path`. */
  async function phoneOf(label: Parameters<typeof demoAccount>[0], path: string): Promise<{ page: Page; errors: ConsoleErrors }> {
    const context = await newWindow(browser, PHONE);
    windows.push(context);
    const page = await context.newPage();
    const errors = new ConsoleErrors(page);
    await signIn(page, demoAccount(label), path);
    await settle(page);
    return { page, errors };
  }

  beforeAll(async () => {
    // Events under way and others still to come, as seeded; the seeded fees, never changed.
    await restoreSeededDemo();
    browser = await connectBrowser();
  });

  afterAll(async () => {
    for (const context of windows) await context.close();
    await browser?.close();
    // The fee change of this file is not left for later files.
    await restoreSeededDemo();
  });

  it('refuses a late entry and a withdrawal once the first round has started, says why, and writes nothing', async () => {
    const uid = demoUidFor(demoAccount('Competitor').email);
    const before = await events();
    const all = Object.values(before);
    const mine = (event: EventRecord) => Object.values(event.entries ?? {}).find((entry) => entry.registeredBy === uid);
    const entered = all.find((event) => firstRoundStarted(event) && mine(event));
    if (!entered) throw new Error('The demo competitor has no couple in an event under way.');
    const entry = mine(entered)!;
    const couple = `${entry.leadName} & ${entry.followName}`;
    const late = all.find((event) => firstRoundStarted(event) && !mine(event));
    const open = all.find((event) => !firstRoundStarted(event) && !mine(event));
    if (!late || !open) throw new Error('The seeded demo has no event under way or none to come that the competitor is not in.');
    const withdrawalsBefore = await readTree<unknown>(`withdrawals/${entered.eventName}`);

    const { page, errors } = await phoneOf('Competitor', '/updateEntries');
    const card = page.getByRole('region', { name: couple });
    const toggle = card.getByRole('button', { name: `Heats and events of ${couple}` });
    if (await toggle.getAttribute('aria-expanded') !== 'true') await toggle.click();

    // The withdrawal: the control stays, disabled, and says why.
    const withdraw = card.getByRole('button', { name: `Withdraw from ${entered.eventName}` });
    await withdraw.waitFor();
    expect(await withdraw.isDisabled()).toBe(true);
    expect(await descriptionOf(withdraw)).toMatch(new RegExp(`^You can no longer withdraw from ${escaped(entered.eventName)}: its (first round|final) has started\\.`, 'u'));

    // The late entry: the started event's box cannot be ticked and says why; an event still to come can.
    await card.getByRole('button', { name: `Add events for ${couple}` }).click();
    const form = page.getByRole('form', { name: `Add events for ${couple}` });
    const lateBox = form.getByRole('checkbox', { name: new RegExp(`^${escaped(late.eventName)}`, 'u') });
    await lateBox.waitFor();
    expect(await lateBox.isDisabled()).toBe(true);
    expect(await descriptionOf(lateBox)).toMatch(/^Closed for new entries: its (first round|final) has started\./u);
    expect(await form.getByRole('checkbox', { name: new RegExp(`^${escaped(open.eventName)}`, 'u') }).isDisabled()).toBe(false);
    // A tap on the closed box ticks nothing, so submitting adds nothing.
    await lateBox.click({ force: true });
    expect(await lateBox.isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Add events' }).click();

    // Nothing changed: the entries of both events, and no withdrawal recorded.
    const after = await events();
    expect(after[entered.eventName]!.entries).toEqual(entered.entries);
    expect(after[late.eventName]!.entries).toEqual(late.entries);
    expect(await readTree<unknown>(`withdrawals/${entered.eventName}`)).toEqual(withdrawalsBefore);
    expect(errors.messages).toEqual([]);
  });

  it('keeps a paid team paid when a fee changes without re-pricing, and prices a new entry at the new fee', async () => {
    // The captain's team: its couples are the captain's, so its My entries shows the team's balance.
    const captainUid = demoUidFor(demoAccount('Team captain').email);
    const couples = (await readTree<Record<string, { ownerUid: string; affiliation: string; leadName: string; followName: string; coupleId: string }>>('couples')) ?? {};
    const ours = Object.values(couples).filter((c) => c.ownerUid === captainUid);
    const team = ours[0]?.affiliation;
    if (!team) throw new Error('The demo captain has no team.');

    // 1. The organiser records a payment of what the team owes: it is paid in full.
    const organiser = await phoneOf('Organiser', '/admin/money');
    const balances = organiser.page.getByRole('table', { name: 'Balances' });
    const dueCell = balances.getByRole('row', { name: team, exact: true }).getByRole('cell').nth(2);
    await dueCell.waitFor();
    const due = await dueCell.innerText();
    if (due !== 'Paid') {
      const form = organiser.page.getByRole('form', { name: 'Record a payment' });
      await form.getByLabel('Paid by').selectOption({ label: `Team: ${team}` });
      await form.getByLabel('Amount').fill((cents(due) / 100).toFixed(2));
      await form.getByLabel('Method').selectOption('cash');
      await form.getByLabel('Reference').fill('E2E 36 paid in full');
      await form.getByRole('button', { name: 'Record payment' }).click();
    }
    await expect.poll(() => dueCell.innerText(), { timeout: 15_000 }).toBe('Paid');

    // 2. The organiser raises the entry fee in every tier, and does not re-price.
    const feesBefore = await readTree<{ entryFee: { early?: number; regular: number; late?: number } }>('fees/schedule');
    const newFee = Math.max(feesBefore?.entryFee.early ?? 0, feesBefore?.entryFee.regular ?? 0, feesBefore?.entryFee.late ?? 0) + 700;
    await organiser.page.goto('/admin/setup');
    await settle(organiser.page);
    const fees = organiser.page.getByRole('form', { name: 'Fee schedule' });
    for (const tier of ['early (optional)', 'regular', 'late (optional)']) {
      await fees.getByLabel(`Fee per entry (each dancer), ${tier}`, { exact: true }).fill((newFee / 100).toFixed(2));
    }
    await fees.getByRole('button', { name: 'Save fee schedule' }).click();
    await fees.getByRole('status').filter({ hasText: 'Fee schedule saved.' }).waitFor({ timeout: 15_000 });
    expect((await readTree<{ entryFee: { regular: number } }>('fees/schedule'))?.entryFee.regular).toBe(newFee);
    // The preview shows the change would have touched the team, which keeps its price as paid in full.
    const preview = organiser.page.getByRole('table', { name: 'Who re-pricing would change' });
    const teamRow = preview.getByRole('row').filter({ has: organiser.page.getByRole('rowheader', { name: new RegExp(`^${escaped(team)}`, 'u') }) });
    await teamRow.waitFor({ timeout: 15_000 });
    expect(await teamRow.getByRole('cell').last().innerText()).toBe('Paid in full: keeps its price');
    expect(await readTree<unknown>('fees/priceHistory/repricedAt')).toBeNull();

    // 3. Still paid on the money screen, on its invoice and at the desk.
    await organiser.page.goto('/admin/money');
    await settle(organiser.page);
    await expect.poll(() => dueCell.innerText(), { timeout: 15_000 }).toBe('Paid');
    await balances.getByRole('link', { name: `Invoice for ${team}` }).click();
    const invoice = organiser.page.getByRole('region', { name: `Invoice for ${team}` });
    await invoice.waitFor();
    await expect.poll(() => invoice.getByText(/^Balance due:/u).innerText()).toBe('Balance due: $0.00');
    // And at the registration desk.
    await organiser.page.goto('/admin/desk');
    await settle(organiser.page);
    await organiser.page.getByLabel('Find a team or dancer').fill(team);
    const deskDue = organiser.page.getByRole('table', { name: 'Desk list' }).getByRole('row', { name: team, exact: true }).getByRole('cell').nth(2);
    await expect.poll(() => deskDue.innerText(), { timeout: 15_000 }).toBe('Paid');
    expect(organiser.errors.messages).toEqual([]);

    // 4. On the captain's My entries: the team owes nothing.
    const captain = await phoneOf('Team captain', '/updateEntries');
    const owe = captain.page.getByRole('table', { name: 'What you owe' }).getByRole('row', { name: team, exact: true }).getByRole('cell').nth(2);
    await expect.poll(() => owe.innerText(), { timeout: 15_000 }).toBe('$0.00');

    // 5. A new entry after the change costs the new fee for each of its two dancers, and only that.
    const all = await events();
    const open = Object.values(all).filter((event) => !firstRoundStarted(event));
    // An Open (Nightclub) event still to come: no level ladder, so the eligibility rules leave it open to any couple.
    const pick = ours.flatMap((couple) => open.filter((event) => event.eventName.startsWith('Open ') && !event.entries?.[couple.coupleId]).map((event) => ({ couple, event })))[0];
    if (!pick) throw new Error("No Open event to come that a captain's couple is not in.");
    const label = `${pick.couple.leadName} & ${pick.couple.followName}`;
    const card = captain.page.getByRole('region', { name: label });
    const toggle = card.getByRole('button', { name: `Heats and events of ${label}` });
    if (await toggle.getAttribute('aria-expanded') !== 'true') await toggle.click();
    await card.getByRole('button', { name: `Add events for ${label}` }).click();
    const add = captain.page.getByRole('form', { name: `Add events for ${label}` });
    await add.getByRole('checkbox', { name: new RegExp(`^${escaped(pick.event.eventName)}`, 'u') }).check();
    await add.getByRole('button', { name: 'Add events' }).click();
    await expect.poll(async () => (await readTree<Entry>(`events/${pick.event.eventName}/entries/${pick.couple.coupleId}`))?.entryId, { timeout: 15_000 }).toBe(pick.couple.coupleId);
    await expect.poll(async () => cents(await owe.innerText()), { timeout: 15_000 }).toBe(2 * newFee);
    expect(captain.errors.messages).toEqual([]);
  });
});
