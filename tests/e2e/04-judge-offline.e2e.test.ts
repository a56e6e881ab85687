// A judge's tablet reopens the judge page with no network at all (service worker app shell), keeps the
// mark made offline through the reload, and delivers it when the network returns.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionEvent, Official, Round } from '../../src/domain/model';
import { connectBrowser, environment } from './harness/browser';
import { readTree } from './harness/db-reader';

const RUNNING = 2;

/** Fixture step, not app behaviour: makes sure one round with couples is on the floor. */
async function startRoundAsAdmin(eventName: string, roundNumber: number): Promise<void> {
  const { dbUrl, dbNamespace } = environment();
  const path = ['events', eventName, 'rounds', String(roundNumber), 'roundState'].map(encodeURIComponent).join('/');
  const response = await fetch(`${dbUrl}/${path}.json?ns=${encodeURIComponent(dbNamespace)}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify(RUNNING),
  });
  expect(response.ok, `starting ${eventName} round ${roundNumber}`).toBe(true);
}

async function roundOnTheFloor(): Promise<{ event: CompetitionEvent; round: Round }> {
  const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
  const withCouples = Object.values(events).flatMap((event) =>
    Object.values(event.rounds ?? {})
      .filter((round): round is Round => round !== null && Object.keys(round.entries ?? {}).length > 1)
      .map((round) => ({ event, round })),
  );
  const running = withCouples.find(({ round }) => round.roundState === RUNNING);
  if (running) return running;
  const waiting = withCouples.find(({ round }) => round.roundState === 0);
  if (!waiting) throw new Error('The demo data has no round with couples to put on the floor.');
  await startRoundAsAdmin(waiting.event.eventName, waiting.round.roundNumber);
  return waiting;
}

// A plain tablet context: Chromium's offline mode is all this test needs, because the SDK drops its
// connection on the browser's offline event and the reload must be served by the service worker alone.
const TABLET = { viewport: { width: 800, height: 1280 }, isMobile: true, hasTouch: true };

describe('a judge tablet without a network', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('reopens the judge page offline, keeps the mark made offline and delivers it when back online', async () => {
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const [judgeKey, judge] = Object.entries(officials).find(([, o]) => o.role === 'Judge') ?? [];
    if (!judgeKey || !judge) throw new Error('The demo data has no judge.');
    const code = await readTree<string>(`judgeCodes/${judgeKey}`);
    if (!code) throw new Error(`Judge ${judgeKey} has no access code.`);
    const { event, round } = await roundOnTheFloor();
    const firstDance = Object.entries(event.dances).sort(([, a], [, b]) => a - b)[0][0];

    context = await browser.newContext({ ...TABLET, baseURL: environment().siteUrl });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`/judges/${encodeURIComponent(judgeKey)}`);
    await page.getByLabel('Access code').fill(code);
    await page.getByRole('button', { name: 'Start judging' }).click();
    const badge = (text: string) => page.getByRole('status').filter({ hasText: text });
    const sheetOf = (p: Page) => p.getByRole('region', { name: `${event.eventName} ${round.roundName}`, exact: true });
    const recallButton = (n: string) => sheetOf(page).getByRole('button', { name: `Recall couple ${n}`, exact: true });
    await badge('Online').waitFor();
    await sheetOf(page).waitFor();
    // The worker takes control and caches every built file before the network goes.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('ballroom-shell-v2')).keys()).length), { timeout: 15_000 })
      .toBeGreaterThan(10);

    await context.setOffline(true);
    await badge('Offline').waitFor();
    const numbers = Object.values(round.entries ?? {}).map((e) => String(e.leadNumber));
    const pressed = await Promise.all(numbers.map((n) => recallButton(n).getAttribute('aria-pressed')));
    const number = numbers[pressed.indexOf('false')];
    expect(number, 'a couple this judge has not recalled yet').toBeDefined();
    await recallButton(number).click();
    await badge('Offline · 1 mark kept on this tablet').waitFor();

    await page.reload();
    await sheetOf(page).waitFor();
    await badge('Offline · 1 mark kept on this tablet').waitFor();
    await expect.poll(() => recallButton(number).getAttribute('aria-pressed')).toBe('true');

    await context.setOffline(false);
    await badge('Online · all marks saved').waitFor({ timeout: 30_000 });
    const entryId = Object.entries(round.entries ?? {}).find(([, e]) => String(e.leadNumber) === number)?.[0];
    await expect
      .poll(() => readTree<number>(`marks/${event.eventName}/${round.roundNumber}/${judgeKey}/dances/${firstDance}/${entryId}`))
      .toBe(1);
  });
});
