// Issue 33: the public pages' first view is in their HTML (scripts/vite/prerender-pages.ts), so their text shows
// with JavaScript off; with it on, the app takes that markup over without errors, a layout shift or a lost control.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleErrors, connectBrowser, DESKTOP, environment, newWindow, PHONE } from './harness/browser';
import { inlineHandlers, inlineScripts } from '../../scripts/vite/page-head';
import { restoreSeededDemo } from './harness/restore-demo';
import { settle } from './harness/ui';

describe('paint before JavaScript', () => {
  let browser: Browser;

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
    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    const errors = new ConsoleErrors(page);
    // The app's entry refused: what shows comes from the HTML, its REST reads and /live's first-paint module alone.
    const appEntry = /\/assets\/index-[\w-]+\.js$/;
    await page.route(appEntry, (route) => route.abort());
    await page.goto('/live');
    const slot = page.locator('[data-first-paint="live"]');
    await slot.getByRole('heading', { name: 'On the floor' }).waitFor();
    const paintedLine = slot.locator('p.live-on-floor').first();
    const painted = (await paintedLine.textContent()) ?? '';
    expect(await slot.locator('.live-heat-number').first().textContent()).toMatch(/^Heat \d+$/);
    const paintedBox = await paintedLine.boundingBox();
    expect(await page.locator('.live-body').count(), 'the app did not run').toBe(0);
    await page.unroute(appEntry);
    // Only the refused entry's own error was logged so far; from here on, nothing may be.
    errors.clear();
    await page.goto('/live');
    const onFloor = page.getByRole('region', { name: 'On the floor' });
    await onFloor.locator('.live-heat-number').waitFor();
    // The same line, at the same place and size: the screen's panel takes the painted one's place without a shift.
    const line = onFloor.locator('p.live-on-floor');
    expect(await line.textContent()).toBe(painted);
    expect(await line.boundingBox()).toEqual(paintedBox);
    // The slot went with the loading state once the screen had its data.
    expect(await slot.count()).toBe(0);
    await settle(page);
    expect(errors.messages).toEqual([]);
    await context.close();
  });

  it("paints /schedule's heat on the floor before the app runs, and the screen then shows the same line", async () => {
    await restoreSeededDemo();
    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    const errors = new ConsoleErrors(page);
    const appEntry = /\/assets\/index-[\w-]+\.js$/;
    await page.route(appEntry, (route) => route.abort());
    await page.goto('/schedule');
    const painted = page.locator('[data-first-paint="schedule"]').getByRole('status', { name: 'On the floor' });
    await painted.waitFor();
    const text = (await painted.textContent()) ?? '';
    expect(text).toMatch(/^Heat \d+: \S/);
    expect(await page.getByRole('table').count(), 'the app did not run').toBe(0);
    await page.unroute(appEntry);
    errors.clear();
    await page.goto('/schedule');
    await page.getByRole('table').first().waitFor();
    expect(await page.getByRole('status', { name: 'On the floor' }).textContent()).toBe(text);
    expect(await page.locator('[data-first-paint="schedule"]').count()).toBe(0);
    await settle(page);
    expect(errors.messages).toEqual([]);
    await context.close();
  });

  it("paints a dancer's name and heats before the app runs, and the screen then shows the same", async () => {
    await restoreSeededDemo();
    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/competitors');
    const dancer = (await page.locator('main a[href^="/competitors/"]').first().getAttribute('href')) ?? '';
    expect(dancer).toMatch(/^\/competitors\/./);
    const errors = new ConsoleErrors(page);
    const appEntry = /\/assets\/index-[\w-]+\.js$/;
    await page.route(appEntry, (route) => route.abort());
    await page.goto(dancer);
    const slot = page.locator('[data-first-paint="competitor"]');
    await slot.getByRole('heading', { level: 1 }).waitFor();
    const name = await slot.getByRole('heading', { level: 1 }).textContent();
    const rows = () => page.getByRole('table', { name: 'Heats' }).locator('tbody tr').allTextContents();
    const painted = await rows();
    expect(painted.length, 'the seeded dancer has heats in the running order').toBeGreaterThan(0);
    await page.unroute(appEntry);
    errors.clear();
    await page.goto(dancer);
    await page.locator('article h1').waitFor();
    expect(await page.locator('article h1').textContent()).toBe(name);
    expect(await rows()).toEqual(painted);
    expect(await slot.count()).toBe(0);
    await settle(page);
    expect(errors.messages).toEqual([]);
    await context.close();
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
