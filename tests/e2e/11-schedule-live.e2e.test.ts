// Issue 16 on the public screens: /live on a 1920 × 1080 projector shows the day's lateness without any
// scrolling, and /schedule on a phone finds a couple's heats by back number. The running order is the
// demo competition's (seeded by scripts/seed-demo.ts, running late).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latenessText } from '../../src/components/running-order/lateness-text';
import type { CompetitionEvent, RunningOrderRecord } from '../../src/domain/model';
import { heatCouples, heatsMatching, scheduleSettingsOf, slotsInOrder, timelineOf, type RunningOrderInput } from '../../src/domain/running-order';
import { connectBrowser, ConsoleErrors, newWindow, PHONE, PROJECTOR, screenshotPath } from './harness/browser';
import { readTree } from './harness/db-reader';
import { settle } from './harness/ui';

async function runningOrder(): Promise<RunningOrderInput> {
  const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
  const schedule = (await readTree<RunningOrderRecord>('schedule')) ?? {};
  if (!schedule.slots || Object.keys(schedule.slots).length === 0) throw new Error('The demo competition has no running order (schedule/slots).');
  return { events, slots: schedule.slots, settings: scheduleSettingsOf(schedule.settings) };
}

describe('the running order on the public screens', () => {
  let browser: Browser;
  let input: RunningOrderInput;

  beforeAll(async () => {
    browser = await connectBrowser();
    input = await runningOrder();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('/live shows the lateness on a 1920 × 1080 projector without scrolling either way', async () => {
    const expected = latenessText(timelineOf(input, Date.now()).latenessMinutes);
    expect(expected, 'the demo running order has a first heat start').not.toBeNull();
    const context = await newWindow(browser, PROJECTOR);
    const page = await context.newPage();
    const errors = new ConsoleErrors(page);
    await page.goto('/live');
    await settle(page);
    await expect.poll(() => page.getByRole('status', { name: 'Pace' }).textContent()).toBe(expected);
    await expect.poll(() => page.getByRole('region', { name: 'On the floor' }).textContent()).toMatch(/Heat \d+|Latest result|Nothing on the floor/u);
    const size = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight, scrollWidth: document.documentElement.scrollWidth,
      innerHeight: window.innerHeight, innerWidth: window.innerWidth,
    }));
    await page.screenshot({ path: screenshotPath('live-projector-1920x1080') });
    expect(size.scrollHeight).toBeLessThanOrEqual(size.innerHeight);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
    expect(errors.messages).toEqual([]);
    await context.close();
  });

  it('/schedule on a phone finds a couple by back number', async () => {
    // A couple with a back number dancing in the running order; the page must list exactly the heats the domain finds.
    const numbered = slotsInOrder(input.slots)
      .flatMap(({ slot }) => (slot.kind === 'heat' ? heatCouples(input.events, slot.rounds) : []))
      .find(({ entry }) => entry.leadNumber !== undefined);
    if (!numbered) throw new Error('No numbered couple dances in the demo running order.');
    const number = String(numbered.entry.leadNumber);
    const heatNumbers = heatsMatching(input, number).map((key) => {
      const slot = input.slots[key];
      return slot.kind === 'heat' ? String(slot.number) : '';
    });
    expect(heatNumbers.length).toBeGreaterThan(0);

    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/schedule');
    await settle(page);
    await page.getByRole('searchbox', { name: 'Find your heats' }).fill(number);
    await expect.poll(() => page.getByRole('status', { name: 'Search result' }).textContent()).toBe(
      `${heatNumbers.length} ${heatNumbers.length === 1 ? 'heat' : 'heats'} for “${number}”.`,
    );
    const shown = await page.getByRole('table').getByRole('rowheader').allTextContents();
    expect(shown).toEqual(heatNumbers);
    await page.screenshot({ path: screenshotPath('schedule-search-phone'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);
    await context.close();
  });
});
