// Issue 30 on the organiser's schedule screen: naming a second floor with the demo's five judges is refused
// with a sentence saying what to change; on one floor the organiser pins a heat, previews the generated order
// (figures, what changes) and applies it: heats already danced or on the floor and the pinned heat are kept.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoundState, type CompetitionEvent, type RunningOrderRecord, type ScheduleSlot } from '../../src/domain/model';
import { floorHeatsInOrder } from '../../src/domain/running-order';
import { demoAccount } from './harness/accounts';
import { DESKTOP, connectBrowser, ConsoleErrors, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { settle, signIn } from './harness/ui';

async function schedule(): Promise<RunningOrderRecord> {
  return (await readTree<RunningOrderRecord>('schedule')) ?? {};
}

const started = (slots: Record<string, ScheduleSlot>) => Object.fromEntries(Object.entries(slots).filter(([, s]) => s.startedAt !== undefined || s.finishedAt !== undefined));

describe('floors and the generated running order on the organiser\'s schedule screen', () => {
  let browser: Browser;
  let page: Page;
  let errors: ConsoleErrors;

  beforeAll(async () => {
    browser = await connectBrowser();
    const context = await newWindow(browser, DESKTOP);
    page = await context.newPage();
    errors = new ConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses two floors for five judges with what to change, and writes nothing', async () => {
    await signIn(page, demoAccount('Organiser'), '/admin/eventschedule');
    await settle(page);
    const floors = page.getByRole('form', { name: 'Floors' });
    await floors.getByLabel('Floors danced at the same time').selectOption('2');
    await floors.getByLabel('Name of floor B').fill('Side ballroom');
    await floors.getByRole('button', { name: 'Save floors' }).click();
    await expect.poll(async () => (await schedule()).settings?.floors?.B?.name).toBe('Side ballroom');
    const before = (await schedule()).slots;
    const panel = page.getByRole('region', { name: 'Generate the running order' });
    await panel.getByRole('button', { name: 'Preview the generated order' }).click();
    await panel.getByRole('list', { name: 'Why no order can be generated' }).waitFor();
    // The demo lists five judges; earlier files may have removed one, so the sentence names what the tree holds.
    const officials = (await readTree<Record<string, { role?: string }>>('competitionMetadata/officials')) ?? {};
    const judges = Object.values(officials).filter((official) => official.role === 'Judge').length;
    expect(judges).toBeLessThan(6);
    expect(await panel.getByRole('list', { name: 'Why no order can be generated' }).textContent()).toContain(`2 floors need at least 6 judges (a panel of 3 each) and ${judges} are listed: add judges or use fewer floors.`);
    expect(await panel.getByRole('button', { name: 'Apply the generated order' }).isDisabled()).toBe(true);
    expect((await schedule()).slots).toEqual(before);
  });

  it('on one floor, pins a heat, previews and applies: heats started and the pinned heat stay as they were', async () => {
    const floors = page.getByRole('form', { name: 'Floors' });
    await floors.getByLabel('Floors danced at the same time').selectOption('1');
    await floors.getByRole('button', { name: 'Save floors' }).click();
    await expect.poll(async () => Object.keys((await schedule()).settings?.floors ?? {})).toEqual(['A']);
    const slots = (await schedule()).slots ?? {};
    const toCome = floorHeatsInOrder(slots).filter(({ slot }) => slot.startedAt === undefined && slot.finishedAt === undefined);
    const pinned = toCome[2];
    if (!pinned) throw new Error('The demo day has fewer than three heats to come.');
    const panel = page.getByRole('region', { name: 'Generate the running order' });
    await panel.getByLabel('Pin heats (numbers kept as they are)').fill(String(pinned.slot.number));
    await panel.getByRole('button', { name: 'Preview the generated order' }).click();
    const figures = panel.getByRole('list', { name: 'Figures of the generated order' });
    await figures.waitFor();
    expect(await figures.textContent()).toMatch(/Floor A: \d+ heats, ends \d\d:\d\d/u);
    await panel.getByRole('list', { name: 'Heats that change' }).waitFor();
    await panel.getByRole('button', { name: 'Apply the generated order' }).click();
    await panel.getByText('The generated order is written.').waitFor();
    const after = (await schedule()).slots ?? {};
    expect(started(after)).toEqual(started(slots));
    const kept = after[pinned.key];
    expect(kept?.kind === 'heat' ? kept.rounds : null).toEqual(pinned.slot.rounds);
    // Every round still to be judged that was in the order is still in it.
    const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
    const judged = (key: string) => Object.values(events).some((e) => Object.values(e.rounds ?? {}).some((r) => r.roundId === key && (r.roundState === RoundState.Marked || r.roundState === RoundState.Posted || r.roundState === RoundState.Skipped)));
    const roundsOf = (s: Record<string, ScheduleSlot>) => new Set(floorHeatsInOrder(s).flatMap(({ slot }) => Object.keys(slot.rounds)));
    const now = roundsOf(after);
    expect([...roundsOf(slots)].filter((key) => !judged(key) && !now.has(key))).toEqual([]);
    expect(errors.messages).toEqual([]);
  });
});
