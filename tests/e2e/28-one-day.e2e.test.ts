// Issue 29, one model of the day: the organiser moves a heat and moves a couple between the heats of a split
// round on the running-order console, starts that heat and its round; then a judge's tablet, the deck
// captain's phone, the MC, /live on the projector, /schedule, the printed heat sheet and the dancer's page all
// show the same heat number, time and couples, as the domain's day model computes them from the database.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type Official, type PanelsRecord, RoundState } from '../../src/domain/model';
import { roundPanel } from '../../src/domain/panels';
import {
  type DayHeat, dayModelOf, heatsOfRoundInDay, moveCoupleToPartPatch, moveSlotPatch, refuseNewClashes, type RunningOrderInput,
} from '../../src/domain/running-order';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-accounts';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, DESKTOP, newWindow, PHONE, PROJECTOR, screenshotPath } from './harness/browser';
import { readTree } from './harness/db-reader';
import { readRunningOrder } from './harness/running-order';
import { restoreSeededDemo } from './harness/restore-demo';
import { JudgeTablet } from './harness/judge-tablet';
import { Journey } from './harness/journey';
import { setNewTabletCode } from './harness/tablet-code';
import { settle, signIn } from './harness/ui';

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });
const byNumber = (a: string, b: string) => Number(a) - Number(b);

function account(label: string) {
  const found = DEMO_ACCOUNTS.find((a) => a.label.startsWith(label));
  if (!found) throw new Error(`The demo has no ${label} account.`);
  return found;
}

const allowed = (input: RunningOrderInput, patch: () => Record<string, unknown>) => {
  try {
    refuseNewClashes(input, patch() as never);
    return true;
  } catch {
    return false;
  }
};

interface Plan {
  eventName: string;
  roundNumber: number;
  roundName: string;
  /** The heat moved up one place, then started. */
  heat: DayHeat;
  /** The couple moved into it from its round's other heat (the demo day has a split round still to come). */
  entryId: string;
  from: DayHeat;
}

/**
 * A heat still to come of one split round not yet started, which may move up one place past another heat
 * still to come without a new clash, taking a couple of the round's other heat (the seeded demo day has such a
 * round: src/demo/demo-running-order.ts splits one still to come in two).
 */
function choosePlan(input: RunningOrderInput): Plan {
  const day = dayModelOf(input, Date.now());
  const candidates = day.heats.filter((heat) => {
    const before = day.slots[heat.index - 1];
    return heat.rounds.length === 1 && heat.rounds[0].state === RoundState.Initialized && heat.status === 'to-come' && heat.couples.length > 0
      && heat.couples.every((c) => c.backNumber !== null) && before?.status === 'to-come'
      && allowed(input, () => moveSlotPatch(input, heat.slotKey, heat.index - 1));
  });
  // A recall round first: its tablet sheet groups the couples under the order's heats (a final's sheet is one floor).
  candidates.sort((a, b) => Number(a.rounds[0].isFinal) - Number(b.rounds[0].isFinal));
  for (const heat of candidates) {
    const round = heat.rounds[0];
    const others = heatsOfRoundInDay(day, round.eventName, round.roundNumber).filter((h) => h.slotKey !== heat.slotKey && h.status === 'to-come');
    for (const from of others) {
      const mover = from.couples.find((c) => allowed(input, () => moveCoupleToPartPatch(input, round.roundKey, c.entryId, round.part ?? 1)));
      if (mover) return { eventName: round.eventName, roundNumber: round.roundNumber, roundName: round.roundName, heat, entryId: mover.entryId, from };
    }
  }
  throw new Error('The demo running order has no heat of a split round still to come that can move up and take a couple from its other heat without a clash.');
}

/** The heat as the day model gives it now, from what the database holds. */
async function heatNow(slotKey: string): Promise<{ number: number; time: string; numbers: string[]; heat: DayHeat }> {
  const day = dayModelOf(await readRunningOrder(), Date.now());
  const heat = day.heats.find((h) => h.slotKey === slotKey);
  if (!heat) throw new Error(`Heat ${slotKey} left the running order.`);
  const time = heat.estimatedStart ?? heat.plannedStart;
  return {
    number: heat.number, time: time === undefined ? '' : CLOCK.format(time), heat,
    numbers: heat.couples.flatMap((c) => (c.backNumber === null ? [] : [String(c.backNumber)])).sort(byNumber),
  };
}

describe('one model of the day on every screen', () => {
  const journey = new Journey();
  let browser: Browser;
  let organiser: { context: BrowserContext; page: Page; errors: ConsoleErrors };
  let plan: Plan;
  let label: string;
  let expected: Awaited<ReturnType<typeof heatNow>>;

  beforeAll(async () => {
    // The seeded day, whatever earlier files started: its split round still to come is the one moved below.
    await restoreSeededDemo();
    browser = await connectBrowser();
    const context = await newWindow(browser, DESKTOP);
    const page = await context.newPage();
    organiser = { context, page, errors: new ConsoleErrors(page) };
    plan = choosePlan(await readRunningOrder());
    label = `${plan.eventName} ${plan.roundName}`;
  });

  afterAll(async () => {
    await organiser?.context.close();
    await browser?.close();
  });

  journey.step('the organiser moves a heat up one place, and a couple into it from its round\'s other heat, on the running-order console', async () => {
    const { page } = organiser;
    await signIn(page, demoAccount('Organiser'), '/admin/eventschedule');
    await settle(page);
    await page.getByRole('button', { name: `Move heat ${plan.heat.number} up` }).click();
    await expect.poll(async () => dayModelOf(await readRunningOrder(), Date.now()).slots.findIndex((s) => s.slotKey === plan.heat.slotKey)).toBe(plan.heat.index - 1);

    const split = page.getByRole('region', { name: 'Split rounds' }).getByRole('listitem').filter({ has: page.getByLabel(`Couple of ${label} to move`) });
    await split.getByLabel(`Couple of ${label} to move`).selectOption(plan.entryId);
    await split.getByLabel('Into heat').selectOption({ label: `Heat ${plan.heat.number}` });
    await split.getByRole('button', { name: `Move couple out of ${label}` }).click();
    const entryId = plan.entryId;
    await expect.poll(async () => (await heatNow(plan.heat.slotKey)).heat.couples.some((c) => c.entryId === entryId)).toBe(true);
    expect((await heatNow(plan.from.slotKey)).heat.couples.some((c) => c.entryId === entryId)).toBe(false);
  });

  journey.step('the organiser starts the heat and its round, as the floor runs', async () => {
    const { page } = organiser;
    const row = page.getByRole('table', { name: 'Heats of the day' }).getByRole('row', { name: `Heat ${plan.heat.number}`, exact: true });
    await row.getByRole('button', { name: `Start heat ${plan.heat.number}` }).click();
    await expect.poll(() => row.textContent()).toContain('On the floor');
    const roundRow = page.getByRole('table', { name: 'Running order' }).getByRole('row', { name: label, exact: true });
    await roundRow.getByRole('button', { name: `Start ${label}` }).click();
    await expect.poll(() => roundRow.textContent()).toContain('Running');
    // Started: the heat's time is its actual start, the same on every screen however late the day runs.
    expected = await heatNow(plan.heat.slotKey);
    expect(expected.time).not.toBe('');
    expect(expected.numbers.length).toBeGreaterThan(0);
  });

  journey.step('a judge of the round sees the heat with its couples on the tablet', async () => {
    const { page } = organiser;
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const panels = (await readTree<PanelsRecord>('panels')) ?? undefined;
    const judge = roundPanel({ officials, panels }, plan.eventName, plan.roundNumber).judges[0];
    expect(judge, 'the round has a judge on its panel').toBeDefined();
    const code = await setNewTabletCode(page, judge);

    const tablet = await JudgeTablet.open(browser, judge.key, judge.name);
    try {
      await tablet.signIn(code);
      const sheet = await tablet.openRound(plan.eventName, plan.roundName);
      // A recall round's couples stand under the heat's number; a final's sheet holds its one floor.
      const final = expected.heat.rounds[0].isFinal;
      const group = final ? sheet : sheet.getByRole('region', { name: `Heat ${expected.number}`, exact: true });
      await group.waitFor();
      const prefix = final ? 'Place couple ' : 'Recall couple ';
      const labels = await group.getByRole('button', { name: new RegExp(`^${prefix}`) }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
      expect(labels.map((l) => l.replace(prefix, '')).sort(byNumber)).toEqual(expected.numbers);
      await tablet.page.screenshot({ path: screenshotPath('one-day-tablet') });
      expect(tablet.errors.uncaught).toEqual([]);
    } finally {
      await tablet.close();
    }
  });

  journey.step('the deck captain\'s phone and the MC show the same heat on the floor with the same couples', async () => {
    const deck = await newWindow(browser, PHONE);
    const phone = await deck.newPage();
    await signIn(phone, account('Deck captain'), '/admin/deckcaptain');
    await settle(phone);
    await phone.getByText(`On the floor now: Heat ${expected.number}`).waitFor();
    await phone.getByLabel('Heat on deck').selectOption(expected.heat.slotKey);
    await expect.poll(async () => (await phone.getByRole('button', { name: /^#\d+ .+ and .+/ }).evaluateAll((bs) => bs.map((b) => (b.getAttribute('aria-label') ?? '').split(' ')[0].slice(1)))).sort(byNumber)).toEqual(expected.numbers);
    expect(await phone.getByLabel('Heat on deck').locator('option:checked').textContent()).toContain(expected.time);
    await phone.screenshot({ path: screenshotPath('one-day-deck-captain'), fullPage: true });
    await deck.close();

    const mcWindow = await newWindow(browser, DESKTOP);
    const mc = await mcWindow.newPage();
    await signIn(mc, account('Master of ceremonies'), '/admin/mc');
    await settle(mc);
    const floor = mc.getByRole('region', { name: 'On the floor' });
    await expect.poll(() => floor.getByRole('heading').first().textContent()).toContain(`Heat ${expected.number} · `);
    const called = await floor.getByRole('list', { name: `Couples of heat ${expected.number}` }).getByRole('listitem').allTextContents();
    expect(called.map((t) => t.trim().split(/\s/)[0]).sort(byNumber)).toEqual(expected.numbers);
    await mcWindow.close();
  });

  journey.step('/live on the projector, /schedule, the printed heat sheet and the dancer\'s page agree', async () => {
    const projector = await newWindow(browser, PROJECTOR);
    const live = await projector.newPage();
    await live.goto('/live');
    await settle(live);
    const onFloor = live.getByRole('region', { name: 'On the floor' });
    await expect.poll(() => onFloor.textContent()).toContain(`Heat ${expected.number}`);
    await onFloor.getByRole('link', { name: `${plan.eventName} — ${plan.roundName}` }).waitFor();
    await live.screenshot({ path: screenshotPath('one-day-live-1920x1080') });
    await projector.close();

    const visitor = await newWindow(browser, PHONE);
    const schedule = await visitor.newPage();
    await schedule.goto('/schedule');
    await settle(schedule);
    const row = schedule.getByRole('row').filter({ has: schedule.getByRole('rowheader', { name: String(expected.number), exact: true }) });
    await expect.poll(() => row.textContent()).toContain(expected.time);
    expect(await row.textContent()).toContain(plan.eventName);

    const moved = expected.heat.couples.find((c) => c.entryId === plan.entryId) ?? expected.heat.couples[0];
    expect(moved).toBeDefined();
    await schedule.goto(`/competitors/${encodeURIComponent(moved?.leadId ?? '')}`);
    await settle(schedule);
    const heats = schedule.getByRole('table', { name: 'Heats' });
    const mine = heats.getByRole('row').filter({ has: schedule.getByRole('rowheader', { name: String(expected.number), exact: true }) });
    await expect.poll(() => mine.textContent()).toContain(expected.time);
    const box = schedule.getByRole('table', { name: `${plan.eventName} rounds` }).getByRole('row').filter({ has: schedule.getByRole('rowheader', { name: plan.roundName, exact: true }) });
    expect(await box.textContent()).toContain(String(expected.number));
    await visitor.close();

    const { page } = organiser;
    await page.goto('/admin/eventschedule?heatsheet=*');
    await settle(page);
    const item = page.getByRole('listitem', { name: `Heat ${expected.number}`, exact: true });
    await expect.poll(() => item.getByRole('heading').first().textContent()).toBe(`Heat ${expected.number} · ${expected.time}`);
    const printed = await item.getByRole('table', { name: `Heat ${expected.number} couples` }).getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.firstElementChild?.textContent ?? ''));
    expect(printed.sort(byNumber)).toEqual(expected.numbers);
    expect(organiser.errors.messages).toEqual([]);
  });
});
