// Issue 30, screens per floor: the organiser names a second floor (with a sixth judge, since two floors need
// six) and applies the generated running order; /live?floor=B on the projector shows floor B; the MC of floor B
// advances the heat counter and /live?floor=B, floor B's deck captain and the dancer's page show the new heat
// at once; a judge on rounds of both floors sees their heats on the tablet in time order, each floor named.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Official, PanelsRecord } from '../../src/domain/model';
import { roundPanel } from '../../src/domain/panels';
import { type DayHeat, dayModelOf, viewForJudgeTablet } from '../../src/domain/running-order';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-accounts';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, DESKTOP, newWindow, PHONE, PROJECTOR, screenshotPath } from './harness/browser';
import { readTree } from './harness/db-reader';
import { Journey } from './harness/journey';
import { JudgeTablet } from './harness/judge-tablet';
import { restoreSeededDemo } from './harness/restore-demo';
import { readRunningOrder } from './harness/running-order';
import { setNewTabletCode } from './harness/tablet-code';
import { settle, signIn } from './harness/ui';

const SIDE = 'Side floor';

function account(label: string) {
  const found = DEMO_ACCOUNTS.find((a) => a.label.startsWith(label));
  if (!found) throw new Error(`The demo has no ${label} account.`);
  return found;
}

async function dayNow() {
  return dayModelOf(await readRunningOrder(), Date.now());
}

/** Floor B's heat on deck, as the day model gives it from the database. */
async function onDeckOfB(): Promise<DayHeat> {
  const heat = (await dayNow()).floors.find((f) => f.floor === 'B')?.onDeck;
  if (!heat) throw new Error('Floor B has no heat on deck after generating the order.');
  return heat;
}

describe('screens per floor', () => {
  const journey = new Journey();
  let browser: Browser;
  let organiser: { context: BrowserContext; page: Page; errors: ConsoleErrors };
  let projector: { context: BrowserContext; page: Page; errors: ConsoleErrors };
  let advanced: DayHeat;

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
    const context = await newWindow(browser, DESKTOP);
    const page = await context.newPage();
    organiser = { context, page, errors: new ConsoleErrors(page) };
    const screen = await newWindow(browser, PROJECTOR);
    const live = await screen.newPage();
    projector = { context: screen, page: live, errors: new ConsoleErrors(live) };
  });

  afterAll(async () => {
    await projector?.context.close();
    await organiser?.context.close();
    await browser?.close();
  });

  journey.step('the organiser adds a sixth judge, names two floors and applies the generated order', async () => {
    const { page } = organiser;
    await signIn(page, demoAccount('Organiser'), '/admin/officials');
    await settle(page);
    const add = page.getByRole('form', { name: 'Add official' });
    await add.getByLabel('Name').fill('Fay Floorwalker');
    await add.getByLabel('Role').selectOption('Judge');
    await add.getByRole('button', { name: 'Add official' }).click();
    await expect.poll(async () => Object.values((await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {}).filter((o) => o.role === 'Judge').length).toBeGreaterThanOrEqual(6);

    await page.goto('/admin/eventschedule');
    // The running-order console is the heaviest screen: on a loaded machine it takes longer than most to settle.
    await settle(page, 60_000);
    const floors = page.getByRole('form', { name: 'Floors' });
    await floors.getByLabel('Floors danced at the same time').selectOption('2');
    await floors.getByLabel('Name of floor B').fill(SIDE);
    await floors.getByRole('button', { name: 'Save floors' }).click();
    await expect.poll(async () => (await readTree<{ name: string }>('schedule/settings/floors/B'))?.name).toBe(SIDE);
    const panel = page.getByRole('region', { name: 'Generate the running order' });
    await panel.getByRole('button', { name: 'Preview the generated order' }).click();
    await panel.getByRole('list', { name: 'Figures of the generated order' }).waitFor();
    await panel.getByRole('button', { name: 'Apply the generated order' }).click();
    await panel.getByText('The generated order is written.').waitFor();
    const day = await dayNow();
    expect(day.heats.filter((h) => h.floor === 'B' && h.status !== 'danced').length).toBeGreaterThan(0);
  });

  journey.step('/live?floor=B on the 1920×1080 projector shows floor B under its name, with its heat on deck', async () => {
    const { page } = projector;
    const deck = await onDeckOfB();
    await page.goto('/live?floor=B');
    await settle(page);
    await page.getByRole('heading', { level: 2, name: SIDE }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'On deck' }).textContent()).toContain(`Heat ${deck.number}`);
    // Floor A's heats are not on this projector.
    const aHeats = (await dayNow()).heats.filter((h) => h.floor === 'A' && h.status !== 'danced').map((h) => h.number);
    const listed = await page.getByRole('list', { name: 'Schedule' }).getByRole('listitem').allTextContents();
    expect(listed.some((text) => aHeats.some((n) => new RegExp(`^Heat ${n}\\D`, 'u').test(text)))).toBe(false);
    const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollHeight, inner: window.innerHeight }));
    expect(size.scroll).toBeLessThanOrEqual(size.inner);
    await page.screenshot({ path: screenshotPath('floors-live-b-1920x1080') });
  });

  journey.step('the MC of floor B advances, and /live?floor=B, floor B\'s deck captain and the dancer\'s page show it at once', async () => {
    advanced = await onDeckOfB();
    const mcWindow = await newWindow(browser, DESKTOP);
    const mc = await mcWindow.newPage();
    await signIn(mc, account('Master of ceremonies'), '/admin/mc');
    await settle(mc);
    await mc.getByLabel('Floor', { exact: true }).selectOption({ label: SIDE });
    await mc.getByRole('heading', { level: 1, name: `MC · ${SIDE}` }).waitFor();
    await mc.getByRole('button', { name: `Advance to heat ${advanced.number}` }).click();
    await expect.poll(() => mc.getByRole('region', { name: 'On the floor' }).getByRole('heading').first().textContent()).toContain(`Heat ${advanced.number} · `);
    await expect.poll(async () => (await dayNow()).floors.find((f) => f.floor === 'B')?.onTheFloor?.slotKey).toBe(advanced.slotKey);
    await mcWindow.close();

    const { page } = projector;
    await expect.poll(() => page.getByRole('region', { name: 'On the floor' }).textContent()).toContain(`Heat ${advanced.number}`);

    const deckWindow = await newWindow(browser, PHONE);
    const phone = await deckWindow.newPage();
    await signIn(phone, account('Deck captain'), '/admin/deckcaptain?floor=B');
    await settle(phone);
    expect(await phone.getByLabel('Floor', { exact: true }).locator('option:checked').textContent()).toBe(SIDE);
    await phone.getByText(`On the floor now: Heat ${advanced.number}`).waitFor();
    await deckWindow.close();

    const dancer = advanced.couples[0];
    expect(dancer, 'the heat has couples').toBeDefined();
    const visitor = await newWindow(browser, PHONE);
    const mine = await visitor.newPage();
    await mine.goto(`/competitors/${encodeURIComponent(dancer.leadId)}`);
    await settle(mine);
    const row = mine.getByRole('table', { name: 'Heats' }).getByRole('row').filter({ has: mine.getByRole('rowheader', { name: String(advanced.number), exact: true }) });
    await expect.poll(() => row.first().textContent()).toContain('On the floor');
    await visitor.close();
  });

  journey.step('a judge on rounds of both floors sees their heats on the tablet by time, each floor named', async () => {
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const panels = (await readTree<PanelsRecord>('panels')) ?? undefined;
    const day = await dayNow();
    const context = { officials, panels };
    const judges = Object.entries(officials).filter(([, o]) => o.role === 'Judge').map(([key, o]) => ({ key, name: o.name }));
    const heatsOf = (key: string) => viewForJudgeTablet(day, (r) => roundPanel(context, r.eventName, r.roundNumber).judges.some((j) => j.key === key));
    const judge = judges.find((j) => new Set(heatsOf(j.key).map((h) => h.floor)).size === 2);
    if (!judge) throw new Error('No judge sits on rounds of both floors.');
    const expected = heatsOf(judge.key);

    const { page } = organiser;
    const code = await setNewTabletCode(page, judge);

    const tablet = await JudgeTablet.open(browser, judge.key, judge.name);
    try {
      await tablet.signIn(code);
      const list = tablet.page.getByRole('list', { name: 'Your heats' });
      await list.waitFor();
      const floorName = (floor: string) => (floor === 'B' ? SIDE : day.floors.find((f) => f.floor === floor)?.name ?? '');
      await expect.poll(async () => (await list.getByRole('listitem').allTextContents()).map((t) => t.match(/Heat (\d+) · ([^·]+) ·/u)?.slice(1, 3).map((s) => s.trim()).join(' '))).toEqual(expected.map((h) => `${h.heatNumber} ${floorName(h.floor)}`));
      const times = expected.map((h) => h.time ?? 0);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      await tablet.page.screenshot({ path: screenshotPath('floors-judge-tablet'), fullPage: true });
      expect(tablet.errors.uncaught).toEqual([]);
    } finally {
      await tablet.close();
    }
    expect(organiser.errors.messages).toEqual([]);
    expect(projector.errors.messages).toEqual([]);
  });
});
