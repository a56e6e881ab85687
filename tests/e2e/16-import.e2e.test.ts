// The organiser imports entries from a CSV file (a real file picked with the file chooser) and the
// couples appear on the public entries page.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, newWindow } from './harness/browser';
import { settle, signIn } from './harness/ui';

const CSV = path.resolve(import.meta.dirname, '../fixtures/import/e2e-two-couples.csv');

describe('CSV import of entries', () => {
  let browser: Browser;
  let page: Page;
  let errors: ConsoleErrors;

  beforeAll(async () => {
    browser = await connectBrowser();
    const context = await newWindow(browser);
    page = await context.newPage();
    errors = new ConsoleErrors(page);
    await signIn(page, demoAccount('Organiser'), '/admin/competitors');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('previews the file, imports it in one go, and the couples are on /entries', async () => {
    await settle(page);
    await page.getByRole('link', { name: 'Import entries (CSV)' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/competitors/import');
    // The import screen itself, not the competitors console still on show while its code loads, and its
    // data in: a file chosen before then would go to an input that is about to be replaced.
    await page.getByRole('heading', { level: 1, name: 'Import entries' }).waitFor();
    await settle(page);
    await page.getByLabel('CSV file').setInputFiles(CSV);
    const preview = page.getByRole('table', { name: 'Import preview' });
    await preview.getByRole('row', { name: 'Row 2' }).filter({ hasText: 'New couple' }).waitFor();
    expect(await preview.getByRole('row', { name: 'Row 3' }).textContent()).toContain('Vic Spreadsheet and Wren Column');
    await page.getByRole('button', { name: 'Import 3 entries' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported 2 couples (3 entries).' }).waitFor();

    // /entries reads an event's couples once it is opened (issue 23 item 2): open the two events.
    await page.goto(`/entries?open=${encodeURIComponent('Open Nightclub Salsa')}&open=${encodeURIComponent('Bronze Rhythm ChaCha')}`);
    await settle(page);
    const salsa = page.getByRole('table', { name: 'Open Nightclub Salsa' });
    await salsa.getByRole('link', { name: 'Quinn Importer' }).waitFor();
    await salsa.getByRole('link', { name: 'Vic Spreadsheet' }).waitFor();
    await page.getByRole('table', { name: 'Bronze Rhythm ChaCha' }).getByRole('link', { name: 'Rosa Fileton' }).waitFor();
    expect(errors.messages).toEqual([]);
  });
});
