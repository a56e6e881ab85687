// Issue 29, the registration desk: the treasurer checks a couple's two dancers in for the day on a phone; the
// deck captain's phone shows them arrived among the couples still missing for the heat on deck; the deck captain
// checks another couple in for that heat and the desk shows "checked in on deck for heat N" for its dancers.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type DayCouple, type DayHeat, dayModelOf, viewForDeckCaptain } from '../../src/domain/running-order';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-accounts';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, PHONE, connectBrowser, newWindow, screenshotPath } from './harness/browser';
import { readTree } from './harness/db-reader';
import { Journey } from './harness/journey';
import { restoreSeededDemo } from './harness/restore-demo';
import { readRunningOrder } from './harness/running-order';
import { settle, signIn } from './harness/ui';

function deckCaptainAccount() {
  const found = DEMO_ACCOUNTS.find((a) => a.label === 'Deck captain');
  if (!found) throw new Error('The demo has no deck captain account.');
  return found;
}

interface Phone { context: BrowserContext; page: Page; errors: ConsoleErrors }

describe('the registration desk and the deck captain share one answer for who has arrived', () => {
  const journey = new Journey();
  let browser: Browser;
  let desk: Phone;
  let deck: Phone;
  let heat: DayHeat;
  /** Checked in at the desk, then seen on deck. */
  let arriving: DayCouple;
  /** Checked in on deck, then seen at the desk. */
  let onDeck: DayCouple;

  const phone = async (): Promise<Phone> => {
    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    return { context, page, errors: new ConsoleErrors(page) };
  };

  /** The desk's card of one dancer, found by what the desk typed. */
  const deskCard = async (query: string, name: string) => {
    await desk.page.getByLabel('Find a dancer by name or back number').fill(query);
    return desk.page.getByRole('list', { name: 'Dancers' }).getByRole('listitem', { name, exact: true });
  };

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
    desk = await phone();
    deck = await phone();
    // The heat on deck as the day model computes it, and two numbered couples in it nobody has checked in yet.
    const day = dayModelOf(await readRunningOrder(), Date.now());
    const view = viewForDeckCaptain(day);
    const candidates = [view.onDeck, ...view.next].filter((h) => h !== null);
    for (const candidate of candidates) {
      const fresh = candidate.couples.filter((c) => c.backNumber !== null && !c.checkedIn && !day.arrived.has(c.leadId) && !day.arrived.has(c.followId));
      if (fresh.length >= 2) {
        heat = day.heats.find((h) => h.slotKey === candidate.slotKey) as DayHeat;
        [arriving, onDeck] = fresh;
        return;
      }
    }
    throw new Error('The demo has no heat to come with two couples nobody has checked in.');
  });

  afterAll(async () => {
    await desk?.context.close();
    await deck?.context.close();
    await browser?.close();
  });

  journey.step('the treasurer finds a couple by back number at the desk and checks both dancers in', async () => {
    const { page } = desk;
    await signIn(page, demoAccount('Treasurer'), '/admin/desk');
    await settle(page);
    for (const name of [arriving.leadName, arriving.followName]) {
      const card = await deskCard(String(arriving.backNumber), name);
      await expect.poll(() => card.textContent()).toContain('Not checked in');
      expect(await card.textContent()).toMatch(/Owes|Paid|Fees not known/u);
      await card.getByRole('button', { name: `Check in ${name}` }).click();
      await page.getByRole('status').filter({ hasText: `Saved: ${name} is checked in.` }).waitFor();
      await expect.poll(() => card.textContent()).toContain('Checked in at the desk at');
    }
    for (const id of [arriving.leadId, arriving.followId]) {
      expect(await readTree<{ arrivedAt: number }>(`checkIns/${id}`)).toMatchObject({ arrivedAt: expect.any(Number) });
    }
    await page.screenshot({ path: screenshotPath('desk-check-in-phone'), fullPage: true });
  });

  journey.step('the deck captain\'s phone shows that couple arrived among the couples missing for the heat', async () => {
    const { page } = deck;
    await signIn(page, deckCaptainAccount(), '/admin/deckcaptain');
    await settle(page);
    await page.getByLabel('Heat on deck').selectOption(heat.slotKey);
    const missing = page.getByRole('list', { name: 'Missing couples' });
    const row = (couple: DayCouple) => missing.getByRole('listitem').filter({ hasText: `${couple.leadName} & ${couple.followName}` });
    await expect.poll(() => row(arriving).textContent()).toContain('arrived today');
    expect(await row(onDeck).textContent()).toContain('not arrived yet');
  });

  journey.step('the deck captain checks another couple in for the heat, and the desk shows it for both dancers', async () => {
    const { page } = deck;
    await page.getByRole('button', { name: `#${onDeck.backNumber} ${onDeck.leadName} and ${onDeck.followName}` }).click();
    await expect.poll(async () => (await readRunningOrder()).events[onDeck.eventName]?.rounds?.[String(onDeck.roundNumber)]?.entries?.[onDeck.entryId]?.checkedIn).toBe(true);
    await page.screenshot({ path: screenshotPath('desk-check-in-deck-captain'), fullPage: true });

    for (const name of [onDeck.leadName, onDeck.followName]) {
      const card = await deskCard(name, name);
      await expect.poll(() => card.textContent()).toContain(`Checked in on deck for heat ${heat.number}`);
      expect(await card.textContent()).toContain('In for the day (checked in on deck)');
    }
  });

  journey.step('no page logged an error', async () => {
    await Promise.resolve();
    expect([...desk.errors.messages, ...deck.errors.messages]).toEqual([]);
  });
});
