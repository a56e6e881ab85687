// Issue 30, a floor's panel follows the rounds that reach the floor later: the organiser names two floors and
// gives each its panel; two judges' tablets are open, one judge on floor A's panel only, one on floor B's. The
// organiser moves a heat still to come from floor A to floor B on the running-order console: in the same update
// its rounds take floor B's panel, so B's judge sees the heat on the tablet and A's judge no longer does.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { CompetitionEvent, Official, PanelsRecord } from '../../src/domain/model';
import { roundPanel } from '../../src/domain/panels';
import { dayModelOf, type DayHeat } from '../../src/domain/running-order';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, DESKTOP, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { Journey } from './harness/journey';
import { JudgeTablet } from './harness/judge-tablet';
import { restoreSeededDemo } from './harness/restore-demo';
import { readRunningOrder } from './harness/running-order';
import { setNewTabletCode } from './harness/tablet-code';
import { settle, signIn } from './harness/ui';

const SIDE = 'Side floor';

interface Judge { key: string; name: string }

/** The heat numbers on a judge's tablet list, as shown. */
async function tabletHeats(tablet: JudgeTablet): Promise<number[]> {
  const items = await tablet.page.getByRole('list', { name: 'Your heats' }).getByRole('listitem').allTextContents();
  return items.map((text) => Number(text.match(/Heat (\d+)/u)?.[1] ?? NaN));
}

describe('a floor\'s panel follows a heat moved onto the floor', () => {
  const journey = new Journey();
  let browser: Browser;
  let organiser: { context: BrowserContext; page: Page; errors: ConsoleErrors };
  let onA: Judge;
  let onB: Judge;
  let moved: DayHeat;
  const tablets: JudgeTablet[] = [];

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
    const context = await newWindow(browser, DESKTOP);
    const page = await context.newPage();
    organiser = { context, page, errors: new ConsoleErrors(page) };
  });

  afterAll(async () => {
    for (const tablet of tablets) await tablet.close();
    await organiser?.context.close();
    await browser?.close();
  });

  journey.step('the organiser names a second floor and gives each floor its own panel', async () => {
    const { page } = organiser;
    await signIn(page, demoAccount('Organiser'), '/admin/eventschedule');
    await settle(page, 60_000);
    const floors = page.getByRole('form', { name: 'Floors' });
    await floors.getByLabel('Floors danced at the same time').selectOption('2');
    await floors.getByLabel('Name of floor B').fill(SIDE);
    await floors.getByRole('button', { name: 'Save floors' }).click();
    await expect.poll(async () => (await readTree<{ name: string }>('schedule/settings/floors/B'))?.name).toBe(SIDE);

    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const judges = Object.entries(officials).filter(([, o]) => o.role === 'Judge').map(([key, o]) => ({ key, name: o.name })).sort((a, b) => a.key.localeCompare(b.key));
    expect(judges.length).toBeGreaterThanOrEqual(4);
    // Floor A: every judge but the last two; floor B: the last two. Nobody sits on both.
    const panelA = judges.slice(0, -2);
    const panelB = judges.slice(-2);
    [onA, onB] = [panelA[0], panelB[0]];
    const mainName = (await readTree<{ name: string }>('schedule/settings/floors/A'))?.name ?? 'Floor A';

    await page.goto('/admin/officials');
    await settle(page);
    const section = page.getByRole('region', { name: 'Floor panels' });
    for (const [floorName, panel] of [[mainName, panelA], [SIDE, panelB]] as const) {
      await section.getByRole('button', { name: `Edit the ${floorName} panel` }).click();
      const form = section.getByRole('form', { name: `${floorName} panel` });
      for (const judge of panel) await form.getByRole('checkbox', { name: new RegExp(`^${judge.name} \\(`, 'u') }).check();
      await form.getByRole('button', { name: `Save ${floorName} panel` }).click();
      await section.getByText(`Saved: the ${floorName} panel has ${panel.length} judge`).waitFor();
    }
    const stored = await readTree<PanelsRecord>('panels');
    expect(Object.keys(stored?.floors?.B?.judges ?? {}).sort()).toEqual(panelB.map((j) => j.key).sort());
  });

  journey.step('floor A\'s judge sees a heat to come on the tablet, floor B\'s judge does not', async () => {
    const [events, panels, officials] = await Promise.all([
      readTree<Record<string, CompetitionEvent>>('events'), readTree<PanelsRecord>('panels'), readTree<Record<string, Official>>('competitionMetadata/officials'),
    ]);
    const context = { officials: officials ?? {}, panels: panels ?? undefined };
    const day = dayModelOf(await readRunningOrder(), Date.now());
    // A heat still to come whose every round takes its panel from floor A (no panel of its own, no marks).
    const found = day.heats.find((h) => h.floor === 'A' && h.status === 'to-come' && h.rounds.every((r) => roundPanel(context, r.eventName, r.roundNumber).source === 'floor'));
    if (!found || !events) throw new Error('The demo has no heat to come judged by floor A\'s panel.');
    moved = found;

    for (const judge of [onA, onB]) {
      const code = await setNewTabletCode(organiser.page, judge);
      const tablet = await JudgeTablet.open(browser, judge.key, judge.name);
      tablets.push(tablet);
      await tablet.signIn(code);
    }
    const [tabletA, tabletB] = tablets;
    await expect.poll(() => tabletHeats(tabletA)).toContain(moved.number);
    expect(await tabletHeats(tabletB)).not.toContain(moved.number);
  });

  journey.step('the organiser moves that heat to floor B: its rounds take B\'s panel in the same update, and the tablets follow', async () => {
    const { page } = organiser;
    await page.goto('/admin/eventschedule');
    await settle(page, 60_000);
    const row = page.getByRole('row', { name: `Heat ${moved.number}`, exact: true });
    await row.getByLabel(`Floor of heat ${moved.number}`).selectOption({ label: SIDE });
    await page.getByText(`Saved: heat ${moved.number} is now on ${SIDE}.`).waitFor();
    const panels = await readTree<PanelsRecord>('panels');
    for (const round of moved.rounds) expect(panels?.rounds?.[round.eventName]?.[round.roundNumber]?.floor).toBe('B');

    const [tabletA, tabletB] = tablets;
    await expect.poll(() => tabletHeats(tabletB)).toContain(moved.number);
    await expect.poll(() => tabletHeats(tabletA)).not.toContain(moved.number);
    const items = await tabletB.page.getByRole('list', { name: 'Your heats' }).getByRole('listitem').allTextContents();
    expect(items.find((text) => text.includes(`Heat ${moved.number} `))).toContain(SIDE);
    for (const tablet of tablets) expect(tablet.errors.uncaught).toEqual([]);
    expect(organiser.errors.messages).toEqual([]);
  });

  journey.step('the organiser undoes the move: the heat and its rounds go back to floor A\'s panel, and the tablets follow back', async () => {
    const { page } = organiser;
    await page.getByRole('button', { name: `Undo moving heat ${moved.number} to ${SIDE}` }).click();
    // Undo puts back the order as it was, clashes it already had included.
    await page.getByText(`Saved: undone (moving heat ${moved.number} to ${SIDE}).`).waitFor();
    const panels = await readTree<PanelsRecord>('panels');
    for (const round of moved.rounds) expect(panels?.rounds?.[round.eventName]?.[round.roundNumber]?.floor).not.toBe('B');
    const [tabletA, tabletB] = tablets;
    await expect.poll(() => tabletHeats(tabletA)).toContain(moved.number);
    await expect.poll(() => tabletHeats(tabletB)).not.toContain(moved.number);
    for (const tablet of tablets) expect(tablet.errors.uncaught).toEqual([]);
    expect(organiser.errors.messages).toEqual([]);
  });
});
