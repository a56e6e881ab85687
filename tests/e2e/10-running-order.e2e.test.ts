// Issue 16 on the organiser's schedule screen: the demo's running order shows a round split into floor
// heats, and the organiser builds a combined heat — the demo's shared heat is separated into two heats,
// then both are picked and combined back into one, as the database then holds.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FloorHeatSlot, RunningOrderRecord } from '../../src/domain/model';
import { dayModelOf, floorHeatsInOrder } from '../../src/domain/running-order';
import { demoAccount } from './harness/accounts';
import { DESKTOP, connectBrowser, ConsoleErrors, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { restoreSeededDemo } from './harness/restore-demo';
import { readRunningOrder } from './harness/running-order';
import { settle, signIn } from './harness/ui';

async function heats(): Promise<{ key: string; slot: FloorHeatSlot }[]> {
  const schedule = (await readTree<RunningOrderRecord>('schedule')) ?? {};
  return floorHeatsInOrder(schedule.slots ?? {});
}

/** Heats the organiser may still pick (the console greys out heats already danced or on the floor). */
async function heatsToCome(): Promise<{ slotKey: string; number: number; rounds: number }[]> {
  const day = dayModelOf(await readRunningOrder(), Date.now());
  return day.heats.filter((h) => h.status === 'to-come' || h.status === 'on-deck').map((h) => ({ slotKey: h.slotKey, number: h.number, rounds: h.rounds.length }));
}

const heatRow = (page: Page, n: number) => page.getByRole('table', { name: 'Heats of the day' }).getByRole('row', { name: `Heat ${n}`, exact: true });

describe('the running order on the organiser\'s schedule screen', () => {
  let browser: Browser;
  let page: Page;
  let errors: ConsoleErrors;

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
    const context = await newWindow(browser, DESKTOP);
    page = await context.newPage();
    errors = new ConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a round split into numbered floor heats, each part saying so', async () => {
    await signIn(page, demoAccount('Organiser'), '/admin/eventschedule');
    await settle(page);
    const split = (await heats()).filter(({ slot }) => Object.values(slot.rounds).some((ref) => ref.parts !== undefined && ref.parts > 1));
    expect(split.length, 'the demo has a split round').toBeGreaterThan(1);
    const first = split[0].slot;
    const ref = Object.values(first.rounds)[0];
    await heatRow(page, first.number).waitFor();
    expect(await heatRow(page, first.number).textContent()).toContain(`(part ${ref.part} of ${ref.parts})`);
    // Split rounds are listed in the order of their first heats, so the first of this event's is this round.
    expect(await page.getByRole('spinbutton', { name: new RegExp(`^Heats for ${ref.eventName} `, 'u') }).first().inputValue()).toBe(String(ref.parts));
  });

  it('separates the shared heat, then picks both heats and combines them into one again', async () => {
    const toCome = await heatsToCome();
    const sharedKey = toCome.find((h) => h.rounds > 1)?.slotKey;
    const shared = (await heats()).find(({ key }) => key === sharedKey);
    if (!shared) throw new Error('The running order has no heat to come where two events share the floor.');
    const [firstRound, secondRound] = Object.values(shared.slot.rounds);
    const row = heatRow(page, shared.slot.number);
    await row.getByRole('button', { name: new RegExp(`^Separate ${secondRound.eventName} `, 'u') }).click();
    await expect.poll(async () => (await heats()).find(({ key }) => key === shared.key)?.slot.rounds[`${secondRound.eventName}-R${secondRound.roundNumber}`]).toBeUndefined();
    const alone = (await heats()).find(({ slot }) => slot.rounds[`${secondRound.eventName}-R${secondRound.roundNumber}`] !== undefined);
    if (!alone) throw new Error('The separated round is in no heat.');
    await heatRow(page, alone.slot.number).waitFor();

    await row.getByRole('checkbox', { name: `Pick heat ${shared.slot.number}` }).check();
    await heatRow(page, alone.slot.number).getByRole('checkbox', { name: `Pick heat ${alone.slot.number}` }).check();
    await page.getByRole('button', { name: 'Combine picked heats' }).click();
    await heatRow(page, alone.slot.number).waitFor({ state: 'detached' });
    const combined = (await heats()).find(({ key }) => key === shared.key);
    expect(Object.values(combined?.slot.rounds ?? {}).map((ref) => ref.eventName).sort()).toEqual([firstRound.eventName, secondRound.eventName].sort());
    expect(await row.textContent()).toContain('2 events on the floor, judged separately');
    expect(errors.messages).toEqual([]);
  });
});
