// Money leftovers and the "Other" review (issues 18 and 19.5) in the browser: the organiser grants a dancer
// the student rate and their team's charges drop at once; a couple entered as Other is moved to the club
// they typed (accepted as a new team) and the public entries list shows that team.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './harness/accounts';
import { DESKTOP, connectBrowser, newWindow } from './harness/browser';
import { settle, signIn } from './harness/ui';

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/gu, '')) * 100);

describe('discounts and teams to review', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await connectBrowser();
    page = await (await newWindow(browser, DESKTOP)).newPage();
    await signIn(page, demoAccount('Organiser'), '/admin/money');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('grants a team dancer the student rate and the team\'s charges go down at once', async () => {
    await settle(page);
    const balances = page.getByRole('table', { name: 'Balances' });
    await balances.waitFor();
    const form = page.getByRole('form', { name: 'Dancer discounts' });
    const dancer = form.getByLabel('Dancer', { exact: true });
    const labels = await dancer.getByRole('option').allInnerTexts();
    // A team dancer (not Other or TBA) without a discount yet.
    let chosen: { label: string; team: string } | null = null;
    for (const label of labels.slice(1)) {
      const team = /\((.+)\)$/u.exec(label)?.[1] ?? '';
      if (team === '' || team === 'Other' || team === 'TBA') continue;
      await dancer.selectOption({ label });
      if (await form.getByLabel('Discount', { exact: true }).inputValue() === '') {
        chosen = { label, team };
        break;
      }
    }
    if (!chosen) throw new Error('The demo has no team dancer without a discount.');
    const name = chosen.label.replace(/ \(.+\)$/u, '');
    const teamRow = balances.getByRole('row', { name: chosen.team });
    const chargedBefore = cents(await teamRow.getByRole('cell').nth(0).innerText());
    await form.getByLabel('Discount', { exact: true }).selectOption({ label: 'Student rate' });
    await form.getByRole('button', { name: 'Save discount' }).click();
    await expect.poll(async () => form.getByRole('status').innerText(), { timeout: 15_000 }).toBe(`${name} now pays the Student rate.`);
    // Every tier's registration fee is above the flat 20.00, so the team is charged less.
    await expect.poll(async () => cents(await teamRow.getByRole('cell').nth(0).innerText()), { timeout: 15_000 }).toBeLessThan(chargedBefore);
    await form.getByRole('table', { name: 'Discounts granted' }).getByRole('cell', { name }).waitFor();
  });

  it('accepts the club an Other couple typed as a new team, and the entries page shows it', async () => {
    await page.goto('/admin/teams-review');
    const list = page.getByRole('list', { name: 'Couples entered as Other' });
    await list.waitFor();
    const couple = list.getByRole('listitem').first();
    const names = (await couple.getAttribute('aria-label')) ?? '';
    const club = await couple.getByLabel(`New team name for ${names}`).inputValue();
    expect(club).not.toBe('');
    await couple.getByRole('button', { name: 'Accept as new team' }).click();
    await page.getByRole('status').filter({ hasText: `${names} are now entered for ${club}.` }).waitFor();
    await expect.poll(async () => list.getByRole('listitem', { name: names }).count(), { timeout: 15_000 }).toBe(0);

    const lead = names.split(' and ')[0];
    await page.goto('/entries');
    await page.getByLabel('Search entries').fill(lead);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: lead }) }).first();
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).innerText()).toBe(club);
  });
});
