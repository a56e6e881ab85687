// The officials' menu fits a tablet and a phone without sideways scrolling, on every admin page, and the
// signed-in official can always see and use the sign-out button.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './harness/accounts';
import { PHONE, TABLET, type WindowSize, connectBrowser, newWindow, screenshotPath } from './harness/browser';
import { ADMIN_ROUTES } from './harness/routes';
import { settle, signIn } from './harness/ui';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each([TABLET, PHONE] as WindowSize[])('admin navigation on a $name ($viewport.width × $viewport.height)', (size) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await connectBrowser();
    const context = await newWindow(browser, size);
    page = await context.newPage();
    await signIn(page, demoAccount('Organiser'), '/admin');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('never scrolls sideways and always shows sign-out, menu closed or open', async () => {
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await settle(page);
      expect(await overflow(page), route).toBeLessThanOrEqual(0);
      expect(await page.getByRole('button', { name: 'Sign out' }).isVisible(), route).toBe(true);
    }
    await page.goto('/admin');
    await settle(page);
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('navigation', { name: 'Admin consoles' }).getByRole('link', { name: 'Settings' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`admin-menu-${size.name}`) });
  });

  it('signs the official out: the console asks to sign in again, and so does every other', async () => {
    await page.goto('/admin/setup');
    await settle(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/setup');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
