// A team captain registers a team in minutes (issue 31): the demo captain, who holds the organiser's team captain
// grant, registers six couples with three events each from one sheet on a phone, in one write; My entries then
// lists them, and the team's figures on My entries agree with the registration desk's.
import { describe, expect, it } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, DESKTOP, PHONE, connectBrowser, newWindow, windowForFile } from './harness/browser';
import { readTree } from './harness/db-reader';
import { settle, signIn } from './harness/ui';

interface StoredRound { roundState: number }
interface StoredEvent { eventName: string; style: string; eventLevel: string; rounds?: Record<string, StoredRound> | (StoredRound | null)[]; entries?: Record<string, { registeredBy?: string }> }
interface StoredCouple { ownerUid: string; affiliation: string }

const COUPLES = [
  ['Ada Quill', 'Bo Rook'], ['Cal Sage', 'Dot Teal'], ['Eli Umber', 'Fen Vale'],
  ['Gia Wren', 'Hal Xeno'], ['Ivo Yard', 'Jun Zale'], ['Kai Amber', 'Lux Birch'],
] as const;

/**
 * Three events in three styles whose first round has not started (the demo is mid-day): open to new entries, and
 * within the demo's eligibility rules for new dancers (one level per style, not the Newcomer-only event).
 */
async function openEvents(): Promise<string[]> {
  const events = Object.values((await readTree<Record<string, StoredEvent>>('events')) ?? {});
  const notStarted = (event: StoredEvent) => {
    const first = Array.isArray(event.rounds) ? event.rounds[1] : event.rounds?.['1'];
    return !first || first.roundState === 0 || first.roundState === 1;
  };
  const byStyle = new Map<string, string>();
  for (const event of events.filter((e) => e.eventLevel !== 'Newcomer' && notStarted(e)).sort((a, b) => a.eventName.localeCompare(b.eventName))) {
    if (!byStyle.has(event.style)) byStyle.set(event.style, event.eventName);
  }
  const chosen = [...byStyle.values()].slice(0, 3);
  if (chosen.length < 3) throw new Error(`The demo has only ${chosen.length} open events in distinct styles.`);
  return chosen;
}

describe('a team captain registers a team from one sheet', () => {
  const window = windowForFile(PHONE);

  it('registers six couples with three events each in one submit, listed on My entries, with figures matching the desk', async () => {
    const { page, errors } = window;
    const captain = demoAccount('Team captain');
    const uid = demoUidFor(captain.email);
    const couples = (await readTree<Record<string, StoredCouple>>('couples')) ?? {};
    const team = Object.values(couples).find((c) => c.ownerUid === uid)?.affiliation;
    if (!team) throw new Error('The demo captain has no team.');
    const events = await openEvents();

    await signIn(page, captain, '/register/team');
    await settle(page);
    let taps = 0;
    let characters = 0;
    const type = async (label: string, text: string) => {
      await page.getByRole('textbox', { name: label }).fill(text);
      taps += 1;
      characters += text.length;
    };
    const tap = async (locator: ReturnType<typeof page.getByRole>) => {
      await locator.click();
      taps += 1;
    };
    await page.getByRole('combobox', { name: 'Affiliation' }).fill(team);
    taps += 1;
    characters += team.length;
    for (let i = 3; i < COUPLES.length; i++) await tap(page.getByRole('button', { name: 'Add a couple' }));
    for (const [index, [lead, follow]] of COUPLES.entries()) {
      await type(`Row ${index + 1} lead's full name`, lead);
      await type(`Row ${index + 1} follow's full name`, follow);
      for (const eventName of events) await tap(page.getByRole('checkbox', { name: `Row ${index + 1} ${eventName}` }));
    }
    await tap(page.getByRole('checkbox', { name: /accept the liability waiver/ }));
    await tap(page.getByRole('checkbox', { name: /accept the media release/ }));
    await tap(page.getByRole('button', { name: 'Register 6 couples' }));
    const outcome = page.getByRole('status', { name: 'What happened to each couple' });
    await outcome.getByText('6 couples registered.').waitFor({ timeout: 20_000 });
    // The sheet's own cost, for the report: one tap per box and field, the names typed once.
    console.info(`team sheet: 6 couples × 3 events in ${taps} taps and ${characters} characters`);
    // The team once, three rows added, per couple two names and three boxes, two consents and the submit.
    expect(taps).toBeLessThanOrEqual(1 + 3 + 6 * (2 + 3) + 2 + 1);

    // One write, all of it the captain's, and no slot claimed (the grant lifts the cap).
    const stored = (await readTree<Record<string, StoredEvent>>('events')) ?? {};
    for (const eventName of events) {
      const mine = Object.values(stored[eventName]?.entries ?? {}).filter((entry) => entry.registeredBy === uid);
      expect(mine.length).toBeGreaterThanOrEqual(COUPLES.length);
    }
    expect(Object.keys((await readTree<Record<string, string>>(`accountCouples/${uid}`)) ?? {})).toEqual([]);

    // My entries lists every couple, and the team's figures there are the desk's.
    await outcome.getByRole('link', { name: 'My entries' }).click();
    await page.waitForURL((url) => url.pathname === '/updateEntries');
    await settle(page);
    for (const [lead, follow] of COUPLES) await page.getByRole('region', { name: `${lead} & ${follow}` }).waitFor();
    const owe = page.getByRole('table', { name: 'What you owe' }).getByRole('row', { name: team });
    await owe.waitFor();
    const mineCharged = await owe.getByRole('cell').nth(0).innerText();
    const bar = page.getByRole('navigation', { name: 'Site' });
    await bar.getByRole('button', { name: 'Toggle navigation' }).click();
    await bar.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors.messages).toEqual([]);

    // The registration desk is the treasurer's own laptop, not the captain's phone.
    const browser = await connectBrowser();
    const laptop = await newWindow(browser, DESKTOP);
    try {
      const deskPage = await laptop.newPage();
      const deskErrors = new ConsoleErrors(deskPage);
      await signIn(deskPage, demoAccount('Treasurer'), '/admin/desk');
      await settle(deskPage);
      await deskPage.getByLabel('Find a team or dancer').fill(team);
      const desk = deskPage.getByRole('table', { name: 'Desk list' }).getByRole('row', { name: team });
      await expect.poll(() => desk.getByRole('cell').nth(0).innerText(), { timeout: 15_000 }).toBe(mineCharged);
      expect(deskErrors.messages).toEqual([]);
    } finally {
      await laptop.close();
      await browser.close();
    }
  });
});
