// Issue 33: the database refuses connections beyond its cap (Firebase's free plan: 100), and the spectator's phone
// one over the cap must still show what changes. With the local database's cap at three, three phones get their
// live connection and a fourth is refused the way hosted Firebase refuses it; that phone reads by REST polling,
// says so quietly (role=status, not an alert), and shows the organisers publishing the results, like the others.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until';
import { connectBrowser, ConsoleErrors, environment, newWindow, PHONE, screenshotPath } from './harness/browser';
import { connectionCapState, setMaxConnections } from './harness/connection-cap';
import { settle } from './harness/ui';

const CAP = 3;
const NOT_PUBLISHED = 'Results are not published yet';
const POLLING_NOTICE = /checks for updates every \d+ seconds/;

/** As the organiser's console sends it: the setting and its branch's public version bump in one update. */
async function setResultsShown(shown: boolean): Promise<void> {
  const { dbUrl, dbNamespace } = environment();
  const response = await fetch(`${dbUrl}/.json?ns=${encodeURIComponent(dbNamespace)}`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ 'competitionMetadata/resultsPageShown': shown, 'publicVersion/competitionMetadata': { '.sv': { increment: 1 } } }),
  });
  if (!response.ok) throw new Error(`Setting resultsPageShown failed: HTTP ${response.status}`);
}

interface Phone {
  context: BrowserContext;
  page: Page;
  errors: ConsoleErrors;
}

describe('one phone more than the connection cap', () => {
  let browser: Browser;
  const phones: Phone[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
    // The files before this one closed their windows; their connections must be gone before the count matters.
    await waitUntil('no connection left open by earlier files', async () => (await connectionCapState()).open === 0, { timeoutMs: 30_000, intervalMs: 250 });
    await setResultsShown(false);
    await setMaxConnections(CAP);
  });

  afterAll(async () => {
    await Promise.all(phones.map((phone) => phone.context.close()));
    await setMaxConnections(null);
    await setResultsShown(true);
    await browser?.close();
  });

  async function openPhone(): Promise<Phone> {
    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    const phone = { context, page, errors: new ConsoleErrors(page) };
    phones.push(phone);
    await page.goto('/results');
    await settle(page);
    await page.getByText(NOT_PUBLISHED).waitFor();
    return phone;
  }

  it('still shows the results being published, by polling, with a quiet notice', async () => {
    for (let i = 0; i < CAP; i += 1) await openPhone();
    await waitUntil('every phone within the cap connected', async () => (await connectionCapState()).open === CAP, { timeoutMs: 15_000, intervalMs: 200 });

    const extra = await openPhone();
    const notice = extra.page.getByRole('status').filter({ hasText: POLLING_NOTICE });
    await notice.waitFor({ timeout: 15_000 });
    expect((await connectionCapState()).open).toBe(CAP);
    for (const phone of phones.slice(0, CAP)) expect(await phone.page.getByRole('status').filter({ hasText: POLLING_NOTICE }).count()).toBe(0);

    // The organisers publish the results after every page has loaded.
    await setResultsShown(true);
    for (const phone of phones) {
      await phone.page.getByRole('button', { name: 'Download results (JSON)' }).waitFor({ timeout: 30_000 });
      expect(await phone.page.getByText(NOT_PUBLISHED).count()).toBe(0);
    }
    // Polling, not a reconnect: the refused phone still holds no connection, and shows no offline alert.
    expect((await connectionCapState()).open).toBe(CAP);
    expect(await notice.count()).toBe(1);
    expect(await extra.page.getByRole('alert').count()).toBe(0);
    await extra.page.screenshot({ path: screenshotPath('connection-cap-polling-phone') });
    for (const phone of phones) expect(phone.errors.messages).toEqual([]);
  });
});
