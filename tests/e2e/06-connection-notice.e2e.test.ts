// A visitor's phone loses the venue Wi-Fi on the entries page: the page says so instead of going quietly
// stale, and the notice goes away by itself once the database is reachable again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newWindow, PHONE } from './harness/browser';
import { NetworkSwitch } from './harness/network-switch';
import { settle } from './harness/ui';

const NOTICE = "No connection to the competition's database.";

describe('the public connection notice', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('appears when the network drops and goes once the database is back', async () => {
    const context = await newWindow(browser, PHONE);
    const network = await NetworkSwitch.install(context);
    const page = await context.newPage();
    await page.goto('/entries');
    await settle(page);
    const notice = page.getByRole('alert').filter({ hasText: NOTICE });
    expect(await notice.count()).toBe(0);

    await network.goOffline();
    await notice.waitFor({ timeout: 10_000 });
    // What the page had stays on show.
    expect(await page.getByRole('heading', { level: 1, name: 'Entries' }).count()).toBe(1);

    await network.goOnline();
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    await context.close();
  });
});
