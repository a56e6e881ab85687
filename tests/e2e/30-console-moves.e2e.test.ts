// Moving heats on the organiser's console (issue 29) as a person does: dragging a heat by its handle with the
// pointer and with the keyboard (Space, arrow, Space), and "Move heat X to place N" from the clash list.
// After each, the database holds the running order the screen promised, the rounds' scheduleIndex and
// roundStartTime agree with the day model (written in the same update), and the screen says it saved.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clashReport, dayModelOf, moveHeatsPlan, roundFieldsInStepPatch, slotsInOrder, type RunningOrderInput,
} from '../../src/domain/running-order';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, DESKTOP, connectBrowser, newWindow } from './harness/browser';
import { restoreSeededDemo } from './harness/restore-demo';
import { readRunningOrder } from './harness/running-order';
import { settle, signIn } from './harness/ui';

const heatsTable = (page: Page) => page.getByRole('table', { name: 'Heats of the day' });
const heatRow = (page: Page, n: number) => heatsTable(page).getByRole('row', { name: `Heat ${n}`, exact: true });
const keysInOrder = (input: RunningOrderInput) => slotsInOrder(input.slots).map(({ key }) => key);

/** Heat numbers by slot key, for messages. */
function numberOf(input: RunningOrderInput, key: string): number {
  const slot = input.slots[key];
  if (slot?.kind !== 'heat') throw new Error(`Slot ${key} is not a heat.`);
  return slot.number;
}

/** A heat to come that may move `by` places down (the domain accepts it: no new or worse clash), and the heat it lands after. */
function movableHeat(input: RunningOrderInput, by: number, skip: ReadonlySet<string> = new Set()): { key: string; over: string; place: number } {
  const day = dayModelOf(input, Date.now());
  const order = keysInOrder(input);
  const toCome = day.slots.filter((s) => s.status === 'to-come').map((s) => s.slotKey);
  for (const key of toCome) {
    const from = order.indexOf(key);
    const over = order[from + by];
    if (skip.has(key) || over === undefined || input.slots[key]?.kind !== 'heat' || input.slots[over]?.kind !== 'heat' || !toCome.includes(over)) continue;
    try {
      moveHeatsPlan(input, [key], from + by + 1);
      return { key, over, place: from + by + 1 };
    } catch {
      // This heat cannot go there without a new clash: try the next one.
    }
  }
  throw new Error(`No heat to come can move ${by} places down in the demo day without a new clash.`);
}

/** The running order as stored; a read the busy local server drops (connection reset) is tried again. */
async function readDay(): Promise<RunningOrderInput> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readRunningOrder();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
    }
  }
}

/** The rounds' stored fields agree with the day model: nothing left for roundFieldsInStepPatch to write. */
async function roundFieldsOutOfStep(): Promise<Record<string, unknown>> {
  const input = await readDay();
  return roundFieldsInStepPatch(dayModelOf(input, Date.now()), input.events);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('moving heats on the organiser\'s console', () => {
  let browser: Browser;
  let page: Page;
  let errors: ConsoleErrors;
  const saved = () => page.getByRole('status').filter({ hasText: /^Saved: moved heat/u });

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
    page = await (await newWindow(browser, DESKTOP)).newPage();
    errors = new ConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the running order as the organiser', async () => {
    await signIn(page, demoAccount('Organiser'), '/admin/eventschedule');
    await settle(page);
    await heatsTable(page).waitFor();
    expect(await heatsTable(page).getByRole('button', { name: /^Drag heat /u }).count()).toBeGreaterThan(2);
  });

  it('resolves a clash from the clash list: the later heat moves to the place offered and that pair of heats no longer clashes', async () => {
    const before = await readDay();
    const group = clashReport(before, Date.now()).find((g) => g.resolveAt !== null);
    if (!group || group.resolveAt === null) throw new Error('The demo day has no clash the console can resolve by a move.');
    const { slotKey } = group.second;
    const list = page.getByRole('list', { name: 'Clashes of the day' });
    await list.getByRole('button', { name: `Move heat ${group.second.heatNumber} to place ${group.resolveAt}`, exact: true }).first().click();

    await expect.poll(async () => keysInOrder(await readDay()).indexOf(slotKey)).toBe(group.resolveAt - 1);
    const after = await readDay();
    expect(clashReport(after, Date.now()).some((g) => g.key === group.key)).toBe(false);
    expect(await roundFieldsOutOfStep()).toEqual({});
    await expect.poll(() => list.textContent()).not.toContain(`Heats ${group.first.heatNumber} and ${group.second.heatNumber}:`);
    await saved().filter({ hasText: `Saved: moved heat ${group.second.heatNumber} to place ${group.resolveAt}.` }).waitFor();
  });

  it('drags a heat two rows down with the pointer: the database holds it there, with the rounds in step, and the screen says saved', async () => {
    const before = await readDay();
    const { key, over, place } = movableHeat(before, 2);
    const number = numberOf(before, key);
    const handle = heatRow(page, number).getByRole('button', { name: `Drag heat ${number}` });
    await handle.scrollIntoViewIfNeeded();
    const from = await centre(handle);
    const to = await centre(heatRow(page, numberOf(before, over)));
    // The pointer sensor starts after 5 px; small steps let the list follow the pointer as a hand does.
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + 10, { steps: 5 });
    await page.mouse.move(from.x, to.y, { steps: 20 });
    await page.mouse.up();

    await expect.poll(async () => keysInOrder(await readDay()).indexOf(key)).toBe(place - 1);
    const after = await readDay();
    expect(keysInOrder(after).indexOf(over)).toBe(place - 2);
    expect(after.slots[key]?.position).toBe(place);
    expect(await roundFieldsOutOfStep()).toEqual({});
    await saved().filter({ hasText: `Saved: moved heat ${number} to place ${place}.` }).waitFor();
    expect(await page.getByRole('button', { name: `Undo moving heat ${number} to place ${place}` }).isEnabled()).toBe(true);
    expect(errors.messages).toEqual([]);
  });
});
