// Eligibility by level (issue 19): a registration the organiser's rules refuse is explained beside the
// event, the organiser records an override with a reason, and the same registration then goes through.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, PHONE, connectBrowser, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { settle, signIn } from './harness/ui';

type StoredEvents = Record<string, { entries?: Record<string, { leadName: string; followName: string }> }>;

// A name the demo's generator never makes, so the dancer has no other entries.
const LEAD = 'Tobias Wrenfield';
// Two Latin events still open in the mid-day demo (issue 31: a started event takes no new entries); Silver and
// Prechamp are not adjacent on the ladder.
const SENTENCE = `${LEAD} would be entered in Silver and Prechamp Latin; dancers may enter only adjacent levels in a style.`;

/** The text of what describes a control (aria-describedby): the message a screen reader reads with it. */
function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());
}

async function fillCouple(page: Page, follow: string, eventName: string): Promise<void> {
  await page.getByRole('textbox', { name: "Lead's full name" }).fill(LEAD);
  await page.getByRole('textbox', { name: "Follow's full name" }).fill(follow);
  await page.getByRole('combobox', { name: 'Affiliation' }).fill('TBA');
  await page.getByRole('checkbox', { name: new RegExp(`^${eventName}`) }).check();
  await page.getByRole('checkbox', { name: /accept the liability waiver/ }).check();
  await page.getByRole('checkbox', { name: /accept the media release/ }).check();
}

/** Waits for the confirmation; a refusal instead fails at once with what the page said. */
async function registered(page: Page, follow: string): Promise<void> {
  const heading = page.getByRole('heading', { name: `${LEAD} and ${follow} are registered` });
  const refusal = page.getByRole('alert').first();
  await Promise.race([heading.waitFor(), refusal.waitFor()]);
  if (!(await heading.isVisible())) throw new Error(`Registration refused: ${await page.getByRole('alert').allTextContents()}`);
}

describe('eligibility rules at registration, and the organiser\'s override', () => {
  let browser: Browser;
  let competitor: { context: BrowserContext; page: Page; errors: ConsoleErrors };
  let organiser: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await connectBrowser();
    const phone = await newWindow(browser, PHONE);
    const page = await phone.newPage();
    competitor = { context: phone, page, errors: new ConsoleErrors(page) };
    const desk = await newWindow(browser);
    organiser = { context: desk, page: await desk.newPage() };
  });

  afterAll(async () => {
    await competitor?.context.close();
    await organiser?.context.close();
    await browser?.close();
  });

  it('refuses a second level that is not adjacent, with the sentence beside the event, and keeps the form', async () => {
    const { page } = competitor;
    await signIn(page, demoAccount('Competitor'), '/register');
    await settle(page);
    // Silver Latin first: allowed.
    await fillCouple(page, 'Ottoline Marsh', 'Silver Latin ChaCha & Rumba');
    await page.getByRole('button', { name: 'Register' }).click();
    await registered(page, 'Ottoline Marsh');
    await page.getByRole('button', { name: 'Register another couple' }).click();
    // Then Prechamp Latin with another partner: Silver and Prechamp are not adjacent.
    await fillCouple(page, 'Ottoline Pryce', 'Prechamp Latin');
    await page.getByRole('button', { name: 'Register' }).click();
    const gold = page.getByRole('checkbox', { name: /^Prechamp Latin/ });
    await expect.poll(() => gold.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(gold)).toContain(SENTENCE);
    await expect.poll(() => gold.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Silver Latin ChaCha & Rumba/ }).getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('textbox', { name: "Follow's full name" }).inputValue()).toBe('Ottoline Pryce');
    const gEntries = (await readTree<StoredEvents>('events'))?.['Prechamp Latin']?.entries ?? {};
    expect(Object.values(gEntries).some((entry) => entry.leadName === LEAD)).toBe(false);
  });

  it('the organiser records an override with a reason, and the same registration then succeeds', async () => {
    const { page } = organiser;
    await signIn(page, demoAccount('Organiser'), '/admin/eligibility');
    await page.getByRole('heading', { name: 'Eligibility' }).waitFor();
    const form = page.getByRole('form', { name: 'Grant an override' });
    await form.getByRole('combobox', { name: 'Dancer' }).fill(LEAD);
    await form.getByRole('textbox', { name: 'Reason' }).fill('Danced Prechamp Latin abroad; starting Silver here to learn the syllabus.');
    await form.getByRole('button', { name: 'Grant override' }).click();
    await page.getByRole('status').filter({ hasText: 'Override granted.' }).waitFor();
    await page.getByRole('rowheader', { name: LEAD }).waitFor();

    const phone = competitor.page;
    await phone.getByRole('button', { name: 'Register' }).click();
    await registered(phone, 'Ottoline Pryce');
    const entries = (await readTree<StoredEvents>('events'))?.['Prechamp Latin']?.entries ?? {};
    expect(Object.values(entries).filter((entry) => entry.leadName === LEAD).map((entry) => entry.followName)).toEqual(['Ottoline Pryce']);
    expect(competitor.errors.messages).toEqual([]);
  });
});
