// Registration, the rest of issue 31, on a phone: the eligibility rules marked as the dancer ticks (before submit),
// the team captain's own team page (couples, money, heat sheet), and a result URL that names no event.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './harness/accounts';
import { PHONE, windowForFile } from './harness/browser';
import { readTree } from './harness/db-reader';
import { restoreSeededDemo } from './harness/restore-demo';
import { settle, signIn } from './harness/ui';

// A name the demo's generator never makes, so the dancer has no other entries.
const LEAD = 'Tobias Quennell';
// Two Latin events open in the seeded demo; Silver and Prechamp are not adjacent on the ladder.
const SENTENCE = `${LEAD} would be entered in Silver and Prechamp Latin; dancers may enter only adjacent levels in a style.`;

/** The text of what describes a control (aria-describedby): what a screen reader reads with it. */
function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());
}

describe('registration, the rest (phone)', () => {
  const window = windowForFile(PHONE);
  // The captain's team, its couples and heats to come are the seeded demo's.
  beforeAll(() => restoreSeededDemo());

  it('says a result URL that names no event names nothing, with no CSV or Print, and links to the list', async () => {
    const { page, errors } = window;
    await page.goto('/results/Zumba%20Marathon');
    await settle(page);
    await page.getByRole('region', { name: 'No event called “Zumba Marathon”' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    await page.getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL((url) => url.pathname === '/results');
    expect(errors.messages).toEqual([]);
  });

  it('marks an event the dancer may not enter as they tick, and names the box to untick once, before submit', async () => {
    const { page, errors } = window;
    await signIn(page, demoAccount('Team captain'), '/register');
    await settle(page);
    await page.getByRole('textbox', { name: "Lead's full name" }).fill(LEAD);
    await page.getByRole('textbox', { name: "Follow's full name" }).fill('Odile Farrant');
    await page.getByRole('checkbox', { name: /^Silver Latin ChaCha & Rumba/ }).check();
    const prechamp = page.getByRole('checkbox', { name: /^Prechamp Latin/ });
    await expect.poll(() => descriptionOf(prechamp), { timeout: 15_000 }).toBe(`Not allowed: ${SENTENCE}`);
    await prechamp.check();
    const clash = page.getByRole('status', { name: 'Events that clash' });
    await expect.poll(() => clash.innerText(), { timeout: 15_000 }).toBe(`Untick Prechamp Latin: ${SENTENCE}`);
    // Said once, not under each event of the clash.
    expect(await page.getByText(SENTENCE).count()).toBe(1);
    await prechamp.uncheck();
    await expect.poll(() => clash.innerText()).toBe('');
    expect(errors.messages).toEqual([]);
  });

  it("opens the captain's team page from My entries: couples, money and the heat sheet in running order", async () => {
    const { page, errors } = window;
    const couples = (await readTree<Record<string, { ownerUid: string; affiliation: string }>>('couples')) ?? {};
    const captains = await readTree<Record<string, { teamCaptain?: boolean }>>('roles');
    const uid = Object.entries(captains ?? {}).find(([, grants]) => grants.teamCaptain === true)?.[0];
    const team = Object.values(couples).find((c) => c.ownerUid === uid)?.affiliation;
    if (!team) throw new Error('The demo captain has no team.');
    await page.goto('/updateEntries');
    await settle(page);
    await page.getByRole('link', { name: `${team}: captain’s page` }).click();
    await page.waitForURL((url) => url.pathname === `/teams/${encodeURIComponent(team)}/captain`);
    await settle(page);
    const table = page.getByRole('table', { name: "The team's couples and their entries" });
    await table.waitFor({ timeout: 15_000 }).catch(async () => {
      throw new Error(`The captain's page shows no couples: ${await page.locator('main').innerText()}`);
    });
    // The rows are counted once the page has settled on its data: count() does not wait, and the CI run of
    // 401dc5d counted while the table was between renders.
    const listed = table.getByRole('row');
    await expect.poll(() => listed.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const money = page.getByRole('table', { name: 'What the team and each couple owe' });
    await money.getByRole('row', { name: `${team} (team)` }).waitFor();
    const couplesListed = await listed.count();
    await expect.poll(() => money.getByRole('row').count(), { timeout: 15_000 }).toBe(couplesListed + 1);
    const sheet = page.getByRole('list', { name: 'Team heat sheet, in running order' });
    const heats = await sheet.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')).filter((name): name is string => name?.startsWith('Heat ') === true));
    expect(heats.length).toBeGreaterThan(0);
    // Running order: the heat numbers go up down the sheet.
    const numbers = heats.map((name) => Number(name.slice('Heat '.length)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Print the heat sheet' }).waitFor();
    expect(errors.messages).toEqual([]);
  });
});
