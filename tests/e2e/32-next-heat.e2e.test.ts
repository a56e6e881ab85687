// "When do I dance" (issues 30 and 31), on a phone: the demo competitor opens My entries and sees the couple's
// heats with one time each and the line "On deck in N heats (about M min)", downloads the heats as a calendar
// file whose events are those heats, and asks to be notified when on deck. The organiser starts the heat before
// theirs: the line says they dance next, the notification comes once, and a new download keeps every uid.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts';
import type { CompetitionEvent } from '../../src/domain/model';
import { dayModelOf, heatsOfEntry, nextHeatStanding, type HeatOfCouple } from '../../src/domain/running-order';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, DESKTOP, PHONE, connectBrowser, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { Journey } from './harness/journey';
import { restoreSeededDemo } from './harness/restore-demo';
import { readRunningOrder } from './harness/running-order';
import { settle, signIn } from './harness/ui';

const MINUTE = 60_000;
/** The page's clock format in the window's time zone (newWindow opens every window in New York time). */
const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });
const formatClock = (ms: number) => CLOCK.format(new Date(ms)).replace(/\s/gu, ' ');

/** Records every notification the page shows, with the browser's real permission (granted to this window). */
const RECORD_NOTIFICATIONS = `(() => {
  const Real = window.Notification;
  const shown = [];
  function Recording(title, options) { shown.push({ title, body: options && options.body }); }
  Recording.requestPermission = () => Real.requestPermission();
  Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
  Object.defineProperty(window, 'Notification', { value: Recording, configurable: true });
  Object.defineProperty(window, 'shownNotifications', { value: shown });
})();`;

interface Couple {
  entryId: string;
  who: string;
  backNumber: number | undefined;
}

async function competitorsCouple(): Promise<Couple> {
  const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
  const uid = demoUidFor(demoAccount('Competitor').email);
  const entry = Object.values(events).flatMap((event) => Object.values(event.entries ?? {})).find((e) => e.registeredBy === uid);
  if (!entry) throw new Error('The demo competitor has no couple.');
  return { entryId: entry.entryId, who: `${entry.leadName} & ${entry.followName}`, backNumber: entry.leadNumber };
}

/** The couple's heats and where they stand, as the day model says now. */
async function dayNow(entryId: string) {
  const day = dayModelOf(await readRunningOrder(), Date.now());
  const heats = heatsOfEntry(day, entryId);
  return { day, heats, standing: nextHeatStanding(day, heats.map((heat) => heat.slotKey)) };
}

interface CalendarEvent {
  uid: string;
  summary: string;
  start: number;
}

/** The VEVENTs of an .ics file: uid, summary and start (UTC, as the file writes it). */
function calendarEvents(text: string): CalendarEvent[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded.split('BEGIN:VEVENT').slice(1).map((block) => {
    const field = (name: string) => new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(field('DTSTART'));
    if (!stamp) throw new Error(`A calendar event without a UTC start: ${block}`);
    const [, y, mo, d, h, mi, s] = stamp.map(Number);
    return { uid: field('UID'), summary: field('SUMMARY'), start: Date.UTC(y, mo - 1, d, h, mi, s) };
  });
}

async function downloadCalendar(page: Page, who: string): Promise<CalendarEvent[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Add to calendar (.ics): the heats of ${who}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  // The browser runs as a server the test connects to: the file comes back as a stream, not a local path.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return calendarEvents(Buffer.concat(chunks).toString('utf8'));
}

const timeOf = (heat: HeatOfCouple) => heat.estimatedStart ?? heat.plannedStart ?? 0;

describe('when do I dance: My entries on a phone', () => {
  const journey = new Journey();
  let browser: Browser;
  let phone: BrowserContext;
  let dancer: Page;
  let organiser: Page;
  const errors: ConsoleErrors[] = [];
  let couple: Couple;
  let firstUids: string[] = [];
  let beforeTheirs = 0;
  let theirs = 0;

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
    phone = await newWindow(browser, PHONE);
    await phone.grantPermissions(['notifications']);
    await phone.addInitScript(RECORD_NOTIFICATIONS);
    dancer = await phone.newPage();
    errors.push(new ConsoleErrors(dancer));
    organiser = await (await newWindow(browser, DESKTOP)).newPage();
    errors.push(new ConsoleErrors(organiser));
    couple = await competitorsCouple();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const region = () => dancer.getByRole('region', { name: couple.who });
  const line = () => region().getByRole('status', { name: `Next heat of ${couple.who}` });

  journey.step('the dancer opens My entries and sees each heat of the couple with its number and one time, and how far away the next is', async () => {
    const { standing } = await dayNow(couple.entryId);
    if (standing.kind !== 'later') throw new Error(`The seeded demo should leave the competitor's couple heats to wait for; it says ${standing.kind}.`);
    theirs = standing.heat.number;
    await signIn(dancer, demoAccount('Competitor'), '/updateEntries');
    await settle(dancer);
    const disclosure = region().getByRole('button', { name: `Heats and events of ${couple.who}` });
    if ((await disclosure.getAttribute('aria-expanded')) !== 'true') await disclosure.click();
    expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
    if (couple.backNumber !== undefined) await region().getByText(`No. ${couple.backNumber}`).waitFor();

    const table = region().getByRole('table', { name: `Heats of ${couple.who}` });
    await table.waitFor();
    const rows = table.getByRole('row');
    const { heats } = await dayNow(couple.entryId);
    await expect.poll(() => rows.count()).toBe(heats.length + 1);
    for (const [i, heat] of heats.entries()) {
      const row = rows.nth(i + 1);
      expect(await row.getByRole('rowheader').innerText()).toBe(String(heat.heatNumber));
      const text = await row.innerText();
      const times = (text.match(/\d{1,2}:\d{2}\s?[AP]M/g) ?? []).map((time) => time.replace(/\s/gu, ' '));
      expect(times, `heat ${heat.heatNumber} shows one time`).toHaveLength(1);
      // The estimate moves with the clock while the heat on the floor runs over: within two minutes of now's.
      const near = [-2, -1, 0, 1, 2].map((m) => formatClock(timeOf(heat) + m * MINUTE));
      expect(near).toContain(times[0]);
      expect(text).toContain(heat.eventName);
    }

    const now = await dayNow(couple.entryId);
    const waiting = now.standing;
    if (waiting.kind !== 'later') throw new Error('The couple\'s heat came up while the page opened.');
    const count = waiting.heatsUntilOnDeck;
    await expect.poll(() => line().innerText()).toMatch(new RegExp(`^On deck in ${count} heats? \\(about \\d+ min\\)$`));
    const ahead = now.day.heats.filter((heat) => heat.floor === waiting.heat.floor && heat.index < waiting.heat.index && (heat.status === 'on-deck' || heat.status === 'to-come'));
    beforeTheirs = ahead[ahead.length - 1].number;
  });

  journey.step('the dancer downloads the couple\'s heats as a calendar file: one event per heat, at its time', async () => {
    const events = await downloadCalendar(dancer, couple.who);
    const { heats } = await dayNow(couple.entryId);
    expect(events.map((event) => Number(/^Heat (\d+):/.exec(event.summary)?.[1]))).toEqual(heats.map((heat) => heat.heatNumber));
    for (const [i, heat] of heats.entries()) {
      expect(events[i].summary).toContain(heat.eventName);
      expect(Math.abs(events[i].start - timeOf(heat))).toBeLessThanOrEqual(2 * MINUTE);
    }
    firstUids = events.map((event) => event.uid);
    expect(new Set(firstUids).size).toBe(heats.length);
  });

  journey.step('the dancer asks to be told when the couple is on deck; the browser allows it', async () => {
    await dancer.getByRole('button', { name: 'Notify me when we are on deck' }).click();
    await expect.poll(() => dancer.getByRole('status', { name: 'On-deck notifications' }).innerText()).toContain('You will get a notification on this device');
    expect(await dancer.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications.length)).toBe(0);
  });

  journey.step('the organiser starts the heat before theirs: the line says they dance next, and the notification comes once', async () => {
    await signIn(organiser, demoAccount('Organiser'), '/admin/eventschedule');
    await settle(organiser);
    const row = organiser.getByRole('table', { name: 'Heats of the day' }).getByRole('row', { name: `Heat ${beforeTheirs}`, exact: true });
    await row.getByRole('button', { name: `Start heat ${beforeTheirs}` }).click();
    await expect.poll(async () => (await dayNow(couple.entryId)).standing.kind).toBe('on-deck');

    await expect.poll(() => line().innerText(), { timeout: 30_000 }).toMatch(/^On deck now: you dance next( \(about \d+ min\)| \(any minute now\))$/);
    const shown = () => dancer.evaluate(() => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications);
    await expect.poll(async () => (await shown()).length).toBe(1);
    expect((await shown())[0]).toMatchObject({ title: `On deck: heat ${theirs}` });
    expect((await shown())[0].body).toContain(couple.who);
    // Opened again (a reload), the page still says on deck and the device remembers the choice, but the same
    // heat is never notified twice.
    await dancer.reload();
    await settle(dancer);
    await expect.poll(() => line().innerText()).toMatch(/^On deck now/);
    await dancer.getByRole('status', { name: 'On-deck notifications' }).waitFor();
    expect(await shown()).toHaveLength(0);
  });

  journey.step('a new download carries the new times under the same uids, so the calendar moves its events', async () => {
    const events = await downloadCalendar(dancer, couple.who);
    expect(events.map((event) => event.uid)).toEqual(firstUids);
    const { heats } = await dayNow(couple.entryId);
    const next = heats.find((heat) => heat.heatNumber === theirs);
    const event = events.find((e) => e.summary.startsWith(`Heat ${theirs}:`));
    expect(next && event && Math.abs(event.start - timeOf(next))).toBeLessThanOrEqual(2 * MINUTE);
    for (const list of errors) expect(list.messages).toEqual([]);
  });
});
