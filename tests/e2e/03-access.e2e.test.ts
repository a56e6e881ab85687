// Admin screens stay closed to a signed-out visitor (sent to sign in) and to a competitor (told "No access").
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, newWindow } from './harness/browser';
import { ADMIN_ROUTES } from './harness/routes';
import { settle, signIn } from './harness/ui';

describe('admin screens are closed to people without a staff role', () => {
  let browser: Browser;
  let visitor: { context: BrowserContext; page: Page };
  let competitor: { context: BrowserContext; page: Page; errors: ConsoleErrors };

  beforeAll(async () => {
    browser = await connectBrowser();
    const visitorContext = await newWindow(browser);
    visitor = { context: visitorContext, page: await visitorContext.newPage() };
    const competitorContext = await newWindow(browser);
    const competitorPage = await competitorContext.newPage();
    competitor = { context: competitorContext, page: competitorPage, errors: new ConsoleErrors(competitorPage) };
    await signIn(competitorPage, demoAccount('Competitor'));
  });

  afterAll(async () => {
    await visitor?.context.close();
    await competitor?.context.close();
    await browser?.close();
  });

  it.each(ADMIN_ROUTES)('a signed-out visitor opening %s is asked to sign in first', async (route) => {
    const { page } = visitor;
    await page.goto(route);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(route);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Sign in']);
    await expect.poll(() => page.getByRole('form', { name: 'Sign in' }).count()).toBe(1);
  });

  it.each(ADMIN_ROUTES)('a competitor opening %s is told there is no access', async (route) => {
    const { page, errors } = competitor;
    errors.clear();
    await page.goto(route);
    await settle(page);
    expect(new URL(page.url()).pathname).toBe(route);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['No access']);
    await page.getByRole('paragraph').filter({ hasText: `You are signed in as ${demoAccount('Competitor').email}` }).waitFor();
    await page.getByRole('button', { name: 'Sign in with a different account' }).waitFor();
    expect(errors.messages).toEqual([]);
  });
});
