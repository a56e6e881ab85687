// Every public and admin route renders, without console errors and without a serious or critical axe-core
// violation, on a phone and on a desktop window; a full-page screenshot of each goes to test-results/e2e/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionEvent } from '../../src/domain/model';
import { ConsoleErrors, connectBrowser, DESKTOP, newWindow, PHONE, screenshotPath, type WindowSize } from './harness/browser';
import { demoAccount } from './harness/accounts';
import { readTree } from './harness/db-reader';
import { axeReport } from './harness/axe';
import { ADMIN_ROUTES, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './harness/routes';
import { settle, signIn } from './harness/ui';

type Visitor = 'anonymous' | 'competitor' | 'organiser';

interface RouteCase {
  /** As in the route table; `:params` are filled from the demo data. */
  pattern: string;
  as: Visitor;
}

const ROUTES: RouteCase[] = [
  ...PUBLIC_ROUTES.map((pattern) => ({ pattern, as: 'anonymous' as const })),
  ...SIGNED_IN_ROUTES.map((pattern) => ({ pattern, as: 'competitor' as const })),
  ...ADMIN_ROUTES.map((pattern) => ({ pattern, as: 'organiser' as const })),
];

/** Headings of the screens that mean the route did not render what it is for. */
const FAILURE_TITLES = /^(No access|Page not found|Something went wrong)$/;
const FAILURE_ALERT = /went wrong|could not|permission|denied|failed/i;

/** Real ids from the demo data for the routes with parameters. */
async function routeParams(): Promise<Record<string, string>> {
  const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
  const officials = (await readTree<Record<string, { role: string }>>('competitionMetadata/officials')) ?? {};
  const finished = Object.values(events).find((event) => Object.values(event.rounds ?? {}).some((round) => round.roundState === 5));
  const running = Object.values(events).flatMap((event) => Object.values(event.rounds ?? {})).find((round) => round.roundState === 2);
  const entry = Object.values(finished?.entries ?? {})[0];
  const judgeKey = Object.entries(officials).find(([, official]) => official.role === 'Judge')?.[0];
  if (!finished || !running || !entry || !judgeKey) throw new Error('The demo data lacks a posted event, a running round, an entry or a judge.');
  return {
    ':id': entry.leadId,
    ':event': finished.eventName,
    ':judgeid': judgeKey,
    ':eventKey': running.eventName,
    ':roundNumber': String(running.roundNumber),
  };
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:[a-zA-Z]+/g, (name) => encodeURIComponent(params[name] ?? name));
}

describe.each([PHONE, DESKTOP])('every route on a $name window', (size: WindowSize) => {
  let browser: Browser;
  let params: Record<string, string>;
  const pages = new Map<Visitor, { context: BrowserContext; page: Page; errors: ConsoleErrors }>();

  beforeAll(async () => {
    browser = await connectBrowser();
    params = await routeParams();
    const signedInAs = { anonymous: null, competitor: demoAccount('Competitor'), organiser: demoAccount('Organiser') };
    for (const [visitor, account] of Object.entries(signedInAs) as [Visitor, typeof signedInAs.organiser | null][]) {
      const context = await newWindow(browser, size);
      const page = await context.newPage();
      if (account) await signIn(page, account);
      pages.set(visitor, { context, page, errors: new ConsoleErrors(page) });
    }
  });

  afterAll(async () => {
    for (const { context } of pages.values()) await context.close();
    await browser?.close();
  });

  it.each(ROUTES)('$pattern renders for $as', async ({ pattern, as }) => {
    const window = pages.get(as);
    if (!window) throw new Error(`No ${as} window.`);
    const { page, errors } = window;
    const path = fill(pattern, params);
    errors.clear();
    await page.goto(path);
    await settle(page);
    await page.waitForTimeout(300);
    // Before the screenshot, which can time out on a long page on a loaded machine: every route gets checked.
    const axe = await axeReport(page, `${pattern} for ${as} on a ${size.name}`);
    await page.screenshot({ path: screenshotPath(`${size.name}${pattern === '/' ? '-home' : pattern.replaceAll('/', '-')}`), fullPage: true, timeout: 30_000 });

    expect(new URL(page.url()).pathname, 'stayed on the route').toBe(path);
    const titles = await page.getByRole('heading', { level: 1 }).allTextContents();
    const failed = (title: string) => FAILURE_TITLES.test(title.trim()) || (pattern !== '/login' && title.trim() === 'Sign in');
    expect(titles.filter(failed), 'error heading').toEqual([]);
    const alerts = await page.getByRole('alert').allTextContents();
    expect(alerts.filter((text) => FAILURE_ALERT.test(text)), 'error alert').toEqual([]);
    expect(errors.messages, 'console errors').toEqual([]);
    expect(axe, 'serious or critical axe violations').toEqual([]);
  });
});
