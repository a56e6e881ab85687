// Money (issue 18) in the browser: the treasurer records a payment and the team's balance updates live;
// an invoice prints one page per team with the console's controls left off the paper.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './harness/accounts';
import { DESKTOP, connectBrowser, newWindow, screenshotPath } from './harness/browser';
import { settle, signIn } from './harness/ui';

describe('payments and invoices', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await connectBrowser();
    page = await (await newWindow(browser, DESKTOP)).newPage();
    await signIn(page, demoAccount('Treasurer'), '/admin/money');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('records a payment and the balance goes down by that amount at once', async () => {
    await settle(page);
    const balances = page.getByRole('table', { name: 'Balances' });
    await balances.waitFor();
    // A team still owing (teams' header cells say how many dancers; independent dancers' do not).
    const teams = balances.getByRole('row').filter({ has: page.getByRole('rowheader', { name: / dancers\)$/u }) });
    let row = teams.first();
    for (let i = 0; i < await teams.count(); i++) {
      if ((await teams.nth(i).getByRole('cell').nth(2).innerText()).startsWith('$')) {
        row = teams.nth(i);
        break;
      }
    }
    const team = (await row.getByRole('rowheader').innerText()).replace(/ \(\d+ dancers\)$/u, '');
    const dueBefore = await row.getByRole('cell').nth(2).innerText();
    const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/gu, '')) * 100);
    const form = page.getByRole('form', { name: 'Record a payment' });
    await form.getByLabel('Paid by').selectOption({ label: `Team: ${team}` });
    await form.getByLabel('Amount').fill('10.00');
    await form.getByLabel('Method').selectOption('cash');
    await form.getByLabel('Reference').fill('E2E receipt 14');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(async () => cents(await balances.getByRole('row', { name: team }).getByRole('cell').nth(2).innerText()), { timeout: 15_000 })
      .toBe(cents(dueBefore) - 1000);
    await page.getByRole('table', { name: 'Payments ledger' }).getByText('E2E receipt 14').waitFor();
  });

  it('prints an invoice: the sheet on paper, one page per team, without the toolbar', async () => {
    await page.getByRole('link', { name: 'Print all invoices' }).click();
    const sheets = page.getByRole('region', { name: /^Invoice for / });
    await sheets.first().waitFor();
    expect(await sheets.count()).toBeGreaterThan(2);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await sheets.first().evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
    expect(await sheets.first().getByText('Demo Collegiate DanceSport Championships').isVisible()).toBe(true);
    expect(await sheets.first().getByText(/^Balance due:/u).isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('invoices-print') });
    await page.emulateMedia({ media: 'screen' });
  });
});
