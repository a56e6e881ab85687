// Issue 29, the registration desk: the deck captain's phone lists a couple of a heat to come as not arrived; the
// treasurer checks its dancers in for the day on a phone and the deck captain's phone shows them arrived; the deck
// captain checks another couple in for that heat and the desk shows "checked in on deck for heat N" for its dancers.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type DayCouple, type DayHeat, type DayModel, dayModelOf } from '../../src/domain/running-order';
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
  let day: DayModel;
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
    // A heat still to come with a numbered couple not yet in for the day (most of the demo's dancers were checked
    // in on deck for an earlier round) and another couple not yet checked in for the heat.
    day = dayModelOf(await readRunningOrder(), Date.now());
    for (const candidate of day.heats.filter((h) => h.status === 'to-come' || h.status === 'on-deck')) {
      const numbered = candidate.couples.filter((c) => c.backNumber !== null && !c.checkedIn);
      const away = numbered.find((c) => !c.arrived);
      const other = numbered.find((c) => c !== away);
      if (away && other) {
        heat = candidate;
        arriving = away;
        onDeck = other;
        return;
      }
    }
    throw new Error('The demo has no heat to come with a couple not yet arrived and another not yet checked in.');
  });

  afterAll(async () => {
    await desk?.context.close();
    await deck?.context.close();
    await browser?.close();
  });

  const missingRow = (couple: DayCouple) =>
    deck.page.getByRole('list', { name: 'Missing couples' }).getByRole('listitem').filter({ hasText: `${couple.leadName} & ${couple.followName}` });

  journey.step('the deck captain\'s phone lists a couple of the heat as not arrived yet', async () => {
    const { page } = deck;
    await signIn(page, deckCaptainAccount(), '/admin/deckcaptain');
    await settle(page);
    await page.getByLabel('Heat on deck').selectOption(heat.slotKey);
    await expect.poll(() => missingRow(arriving).textContent()).toContain('not arrived yet');
  });

  journey.step('the treasurer finds the couple by back number at the desk and checks its dancers in', async () => {
    const { page } = desk;
    await signIn(page, demoAccount('Treasurer'), '/admin/desk');
    await settle(page);
    const away = [[arriving.leadName, arriving.leadId], [arriving.followName, arriving.followId]].filter(([, id]) => !day.arrived.has(id));
    expect(away.length).toBeGreaterThan(0);
    for (const [name, id] of away) {
      const card = await deskCard(String(arriving.backNumber), name);
      await expect.poll(() => card.textContent()).toContain('Not checked in');
      expect(await card.textContent()).toMatch(/Owes|Paid|Fees not known/u);
      await card.getByRole('button', { name: `Check in ${name}` }).click();
      await page.getByRole('status').filter({ hasText: `Saved: ${name} is checked in.` }).waitFor();
      await expect.poll(() => card.textContent()).toContain('Checked in at the desk at');
      expect(await readTree<{ arrivedAt: number }>(`checkIns/${id}`)).toMatchObject({ arrivedAt: expect.any(Number) });
    }
    await page.screenshot({ path: screenshotPath('desk-check-in-phone'), fullPage: true });
  });

  journey.step('the deck captain\'s phone shows that couple arrived, without reloading', async () => {
    await expect.poll(() => missingRow(arriving).textContent(), { timeout: 15_000 }).toContain('arrived today');
  });

  journey.step('the deck captain checks another couple in for the heat, and the desk shows it for both dancers', async () => {
    for (const name of [onDeck.leadName, onDeck.followName]) {
      const card = await deskCard(name, name);
      await expect.poll(() => card.textContent()).toContain(name);
      expect(await card.textContent()).not.toContain(`Checked in on deck for heat ${heat.number} (`);
    }
    const { page } = deck;
    await page.getByRole('button', { name: `#${onDeck.backNumber} ${onDeck.leadName} and ${onDeck.followName}` }).click();
    await expect.poll(async () => (await readRunningOrder()).events[onDeck.eventName]?.rounds?.[String(onDeck.roundNumber)]?.entries?.[onDeck.entryId]?.checkedIn).toBe(true);
    await page.screenshot({ path: screenshotPath('desk-check-in-deck-captain'), fullPage: true });

    for (const name of [onDeck.leadName, onDeck.followName]) {
      const card = await deskCard(name, name);
      await expect.poll(() => card.textContent()).toContain(`Checked in on deck for heat ${heat.number} (`);
      expect(await card.textContent()).toMatch(/In for the day|Checked in at the desk/u);
    }
  });

  journey.step('no page logged an error', async () => {
    await Promise.resolve();
    expect([...desk.errors.messages, ...deck.errors.messages]).toEqual([]);
  });
});
