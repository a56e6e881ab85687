// Issue 35: a judge's tablet tells the truth about its link, and the scrutineer sees it. The tablet's database
// WebSocket is cut (not navigator.onLine): the badge says Offline within 5 s, the scrutineer's line for that
// judge turns amber at once (the server cleared `connected`) and red after 2 min without contact (waited for,
// with the production thresholds); when the link returns the kept mark arrives and both turn green. Then the
// socket is stalled (open but silent): the tablet's probe says Offline within 5 s.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionEvent, Official, PanelsRecord, Round } from '../../src/domain/model';
import { roundPanel } from '../../src/domain/panels';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, DESKTOP, environment, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { SocketCut } from './harness/socket-cut';
import { settle, signIn } from './harness/ui';

const RUNNING = 2;
const TABLET = { viewport: { width: 800, height: 1280 }, isMobile: true, hasTouch: true };

/** Fixture step, not app behaviour: puts a round with couples on the floor when none is. */
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

async function recallRoundOnTheFloor(): Promise<{ event: CompetitionEvent; round: Round }> {
  const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
  const recallRounds = Object.values(events).flatMap((event) =>
    Object.values(event.rounds ?? {})
      .filter((round): round is Round => round !== null && round.roundName !== 'Final' && Object.keys(round.entries ?? {}).length > 1)
      .map((round) => ({ event, round })),
  );
  const running = recallRounds.find(({ round }) => round.roundState === RUNNING);
  if (running) return running;
  const waiting = recallRounds.find(({ round }) => round.roundState === 0);
  if (!waiting) throw new Error('The demo data has no recall round with couples to put on the floor.');
  await startRoundAsAdmin(waiting.event.eventName, waiting.round.roundNumber);
  return { ...waiting, round: { ...waiting.round, roundState: RUNNING } };
}

describe('a judge\'s tablet the scrutineer can trust', () => {
  let browser: Browser;
  let tabletContext: BrowserContext;
  let scrutineerContext: BrowserContext;
  let tablet: Page;
  let scrutineer: Page;
  let link: SocketCut;
  let event: CompetitionEvent;
  let round: Round;
  let judgeKey: string;
  let judgeName: string;
  let tabletErrors: ConsoleErrors;

  const badge = (text: string | RegExp) => tablet.getByRole('status').filter({ hasText: text });
  const sheet = () => tablet.getByRole('region', { name: `${event.eventName} ${round.roundName}`, exact: true });
  const judgeLine = (): Locator =>
    scrutineer.getByRole('region', { name: 'Judges\' tablets' }).getByRole('listitem').filter({ hasText: judgeName });
  const health = () => judgeLine().getAttribute('data-health');

  beforeAll(async () => {
    browser = await connectBrowser();
    ({ event, round } = await recallRoundOnTheFloor());
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const panels = (await readTree<PanelsRecord>('panels')) ?? undefined;
    const judge = roundPanel({ officials, panels }, event.eventName, round.roundNumber).judges[0];
    if (!judge) throw new Error(`${event.eventName} ${round.roundName} has no judge on its panel.`);
    ({ key: judgeKey, name: judgeName } = judge);
  });

  afterAll(async () => {
    await tabletContext?.close();
    await scrutineerContext?.close();
    await browser?.close();
  });

  it('opens the tablet and the scrutineer\'s console, where the judge is green', async () => {
    const code = await readTree<string>(`judgeCodes/${judgeKey}`);
    if (!code) throw new Error(`Judge ${judgeKey} has no access code.`);
    tabletContext = await browser.newContext({ ...TABLET, baseURL: environment().siteUrl });
    tabletContext.setDefaultTimeout(15_000);
    link = await SocketCut.install(tabletContext);
    tablet = await tabletContext.newPage();
    tabletErrors = new ConsoleErrors(tablet);
    await tablet.goto(`/judges/${encodeURIComponent(judgeKey)}`);
    await tablet.getByLabel('Access code').fill(code);
    await tablet.getByRole('button', { name: 'Start judging' }).click();
    await badge('Online · all marks saved').waitFor();
    await sheet().waitFor();

    scrutineerContext = await newWindow(browser, DESKTOP);
    scrutineer = await scrutineerContext.newPage();
    await signIn(scrutineer, demoAccount('Scrutineer'), '/admin/scrutineer');
    await settle(scrutineer);
    await scrutineer.getByLabel('Round').selectOption({ label: `${event.eventName} ${round.roundName}` });
    await judgeLine().waitFor();
    await expect.poll(health, { timeout: 20_000 }).toBe('green');
    await expect.poll(() => judgeLine().textContent()).toMatch(/OK.*last seen \d+ s ago · all marks saved/);
  });

  it('says Offline within 5 s of its WebSocket being cut, keeps a mark, and the scrutineer sees amber, then red after 2 min', async () => {
    await link.cut();
    await badge(/^Offline/).waitFor({ timeout: 5_000 });

    const numbers = await sheet().getByRole('button', { name: /^Recall couple / }).evaluateAll((bs) => bs.map((b) => [b.getAttribute('aria-label') ?? '', b.getAttribute('aria-pressed')]));
    const free = numbers.find(([, pressed]) => pressed === 'false')?.[0];
    if (!free) throw new Error('Every couple is recalled already: no mark left to make offline.');
    await sheet().getByRole('button', { name: free, exact: true }).click();
    await badge('Offline · 1 mark kept on this tablet').waitFor();

    // The server saw the connection drop and cleared `connected`: amber at once, in words too.
    await expect
      .poll(health, { timeout: 15_000, message: `the record: ${JSON.stringify(await readTree(`judgeDevices/${judgeKey}`))}` })
      .toBe('amber');
    await expect.poll(() => judgeLine().textContent()).toMatch(/Check.*disconnected · last seen \d+ s ago/);
    // Red after 2 min without contact, on the production thresholds: the last contact was at most 15 s before the cut.
    await expect.poll(health, { timeout: 150_000, interval: 1_000 }).toBe('red');
    await expect.poll(() => judgeLine().textContent()).toMatch(/Lost.*last seen 2 min ago/);
  }, 200_000);

  it('delivers the kept mark when the link returns; the badge and the scrutineer\'s line turn green', async () => {
    link.restore();
    // The SDK retries with a growing pause (at most 30 s) after two minutes of refused connections.
    await badge('Online · all marks saved').waitFor({ timeout: 60_000 });
    const marks = await readTree<Record<string, Record<string, number>>>(`marks/${event.eventName}/${round.roundNumber}/${judgeKey}/dances`);
    expect(Object.values(marks ?? {}).flatMap((dance) => Object.values(dance)).filter((mark) => mark === 1).length).toBeGreaterThan(0);
    await expect.poll(health, { timeout: 20_000 }).toBe('green');
    const trail = (await readTree<Record<string, { judgeKey: string; new?: number; source: string }>>(`markAudit/${event.eventName}/${round.roundNumber}`)) ?? {};
    const alerts = await tablet.getByRole('alert').allTextContents();
    expect(Object.values(trail).some((entry) => entry.judgeKey === judgeKey && entry.new === 1 && entry.source === 'tablet'), `the trail ${JSON.stringify(trail)}; the tablet's alerts ${JSON.stringify(alerts)}`).toBe(true);
  }, 90_000);

  it('says Offline within 5 s of the database going silent with the socket still open, and Online once it answers', async () => {
    link.stall();
    await badge(/^Offline/).waitFor({ timeout: 5_000 });
    link.restore();
    await badge('Online · all marks saved').waitFor({ timeout: 30_000 });
    // The app threw nothing; the browser's only complaint is the SDK sending on the socket the test closed.
    expect(tabletErrors.uncaught).toEqual([]);
    expect(tabletErrors.messages.filter((m) => !m.startsWith('console.error: WebSocket is already in CLOSING or CLOSED state.'))).toEqual([]);
  }, 60_000);
});
