// Issue 33: the public pages' first view is in their HTML (scripts/vite/prerender-pages.ts), so their text shows
// with JavaScript off; with it on, the app takes that markup over without errors, a layout shift or a lost control.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleErrors, connectBrowser, DESKTOP, environment, newWindow, PHONE } from './harness/browser';
import { inlineHandlers, inlineScripts } from '../../scripts/vite/page-head';
import { restoreSeededDemo } from './harness/restore-demo';
import { settle } from './harness/ui';

interface Phone {
  page: Page;
  context: BrowserContext;
  errors: ConsoleErrors;
}

const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Opens `path` with the app's entry refused, so what shows comes from the HTML, its REST reads and the page's
 * first-paint module alone, and reads what was painted; then opens it again with the app and reads what the screen
 * shows.
 */
async function paintedThenShown<T>(phone: Phone, path: string, read: { painted: () => Promise<T>; shown: () => Promise<T> }): Promise<{ painted: T; shown: T }> {
  await phone.page.route(APP_ENTRY, (route) => route.abort());
  await phone.page.goto(path);
  const painted = await read.painted();
  await phone.page.unroute(APP_ENTRY);
  // Only the refused entry's own error was logged so far; from here on, nothing may be.
  phone.errors.clear();
  await phone.page.goto(path);
  return { painted, shown: await read.shown() };
}

const lineOf = async (line: Locator) => ({ text: await line.textContent(), box: await line.boundingBox() });

/** Settles the page, checks nothing logged an error, and closes it. */
async function closeClean(phone: Phone): Promise<void> {
  await settle(phone.page);
  expect(phone.errors.messages).toEqual([]);
  await phone.context.close();
}

describe('paint before JavaScript', () => {
  let browser: Browser;

  async function phonePage(): Promise<Phone> {
    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    return { page, context, errors: new ConsoleErrors(page) };
  }

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the competition on / and the first view of /live with JavaScript disabled', async () => {
    const { name: _name, ...phone } = PHONE;
    const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false, baseURL: environment().siteUrl });
    const page = await noScript.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Collegiate DanceSport Championships' }).count()).resolves.toBe(1);
    // The site's menu is folded on a phone; its links are in the HTML all the same.
    await expect(page.getByRole('link', { name: 'Live', includeHidden: true }).count()).resolves.toBeGreaterThan(0);
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live' }).count()).resolves.toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' }).count()).resolves.toBe(1);
    // A competitor's page shares one first view (competitor.html) for every couple: its loading state.
    await page.goto('/competitors/someone');
    await expect(page.getByRole('status').filter({ hasText: 'Loading heat sheet' }).count()).resolves.toBe(1);
    for (const [path, heading] of [['/rules', 'Rules'], ['/schedule', 'Running order'], ['/entries', 'Entries'], ['/competitors', 'Competitors'], ['/results', 'Results']]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).count(), path).resolves.toBe(1);
    }
    await noScript.close();
  });

  it("serves every page's HTML with the hosted site's CSP and nothing in it that the CSP refuses (inline scripts, handlers)", async () => {
    const { siteUrl } = environment();
    for (const path of ['/', '/details', '/rules', '/venue', '/contact', '/about', '/live', '/schedule', '/entries', '/competitors', '/results', '/competitors/someone', '/register', '/admin', '/judges/1']) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self'/);
      const html = await response.text();
      expect(inlineScripts(html), path).toEqual([]);
      expect(inlineHandlers(html), path).toEqual([]);
    }
  });

  it('hydrates the live pages in place: their data replaces the loading state and nothing logs an error', async () => {
    const context = await newWindow(browser, PHONE);
    // Keeps the h1 the HTML parser made, before any script: the app must keep that very element (hydration), not
    // replace it with one of its own (a second render, which flashes).
    await context.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const h1 = document.querySelector('#root h1');
        if (!h1) return;
        (window as unknown as { __parsedH1: Element }).__parsedH1 = h1;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors = new ConsoleErrors(page);
    for (const [path, heading, loaded] of [
      ['/live', 'Live', /On the floor|No rounds scheduled/],
      ['/entries', 'Entries', /Waltz|Rumba|Cha Cha/],
      ['/schedule', 'Running order', /Waltz|Rumba|Cha Cha/],
    ] as const) {
      await page.goto(path);
      // The heading in the HTML is the one the app keeps (hydrated, not replaced by a second render).
      await page.getByText(loaded).first().waitFor();
      await expect(page.getByRole('heading', { level: 1, name: heading }).count(), path).resolves.toBe(1);
      const sameH1 = await page.evaluate(() => document.querySelector('#root h1') === (window as unknown as { __parsedH1?: Element }).__parsedH1);
      expect(sameH1, `${path}: the h1 from the HTML is still in the page`).toBe(true);
    }
    await settle(page);
    expect(errors.messages).toEqual([]);
    await context.close();
  });

  it("paints /live's heat on the floor from the REST answers before the app runs, and the screen then shows the same heat", async () => {
    // The seeded demo has a heat on the floor; earlier files may have finished it.
    await restoreSeededDemo();
    const phone = await phonePage();
    const { page } = phone;
    const slot = page.locator('[data-first-paint="live"]');
    const { painted, shown } = await paintedThenShown(phone, '/live', {
      painted: async () => {
        await slot.getByRole('heading', { name: 'On the floor' }).waitFor();
        expect(await slot.locator('.live-heat-number').first().textContent()).toMatch(/^Heat \d+$/);
        expect(await page.locator('.live-body').count(), 'the app did not run').toBe(0);
        return lineOf(slot.locator('p.live-on-floor').first());
      },
      shown: async () => {
        const onFloor = page.getByRole('region', { name: 'On the floor' });
        await onFloor.locator('.live-heat-number').waitFor();
        return lineOf(onFloor.locator('p.live-on-floor'));
      },
    });
    // The same line, at the same place and size: the screen's panel takes the painted one's place without a shift.
    expect(shown).toEqual(painted);
    // The slot went with the loading state once the screen had its data.
    expect(await slot.count()).toBe(0);
    await closeClean(phone);
  });

  it("paints /schedule's heat on the floor before the app runs, and the screen then shows the same line", async () => {
    await restoreSeededDemo();
    const phone = await phonePage();
    const { page } = phone;
    const slot = page.locator('[data-first-paint="schedule"]');
    const { painted, shown } = await paintedThenShown(phone, '/schedule', {
      painted: async () => {
        const line = slot.getByRole('status', { name: 'On the floor' });
        await line.waitFor();
        expect(await page.getByRole('table').count(), 'the app did not run').toBe(0);
        return line.textContent();
      },
      shown: async () => {
        await page.getByRole('table').first().waitFor();
        return page.getByRole('status', { name: 'On the floor' }).textContent();
      },
    });
    expect(painted).toMatch(/^Heat \d+: \S/);
    expect(shown).toBe(painted);
    expect(await slot.count()).toBe(0);
    await closeClean(phone);
  });

  it("paints a dancer's name and heats before the app runs, and the screen then shows the same", async () => {
    await restoreSeededDemo();
    const phone = await phonePage();
    const { page } = phone;
    await page.goto('/competitors');
    const dancer = (await page.locator('main a[href^="/competitors/"]').first().getAttribute('href')) ?? '';
    expect(dancer).toMatch(/^\/competitors\/./);
    const slot = page.locator('[data-first-paint="competitor"]');
    const sheet = async (heading: Locator) => {
      await heading.waitFor();
      // Each heat's number, time, event and round; not its outcome: a final's place comes with a read of its own.
      const heats = await page.getByRole('table', { name: 'Heats' }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children).slice(0, -1).map((cell) => cell.textContent)));
      return { name: await heading.textContent(), heats };
    };
    const { painted, shown } = await paintedThenShown(phone, dancer, { painted: () => sheet(slot.getByRole('heading', { level: 1 })), shown: () => sheet(page.locator('article h1')) });
    expect(painted.heats.length, 'the seeded dancer has heats in the running order').toBeGreaterThan(0);
    expect(shown).toEqual(painted);
    expect(await slot.count()).toBe(0);
    await closeClean(phone);
  });

  it('hydrates / with no console error and no layout shift, and its links then navigate inside the app', async () => {
    const context = await newWindow(browser, DESKTOP);
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const errors = new ConsoleErrors(page);
    await page.goto('/');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Demo Collegiate DanceSport Championships' }).waitFor();
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.1);
    // Interactive: a client-side navigation (no new document) reaches the rules page.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: 'Rules' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors.messages).toEqual([]);
    await context.close();
  });
});
