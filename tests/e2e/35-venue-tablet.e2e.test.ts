// Issue 34: venue mode in a browser. The suite's database and sign-in stand for the hosted site; the organiser
// prepares the venue from it (download and a build for the laptop's address) and starts it the way
// `npm run venue -- start` does, on its own address (127.0.0.2, a second loopback address: a separate machine's
// address without touching the network). A judge's tablet opens the address the laptop prints, enters its code
// and marks a recall round; the scrutineer signs in on the venue with the venue password and posts it; the
// mirror brings the posted result up to the "hosted" database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUidFor } from '../../src/demo/demo-accounts';
import { orderedDances } from '../../src/domain/constants';
import type { CompetitionEvent, Official, PanelsRecord, Round } from '../../src/domain/model';
import { roundPanel } from '../../src/domain/panels';
import type { PanelJudge } from '../../src/domain/results';
import { couplesByNumber } from '../../src/domain/rounds';
import { freePort } from '../../scripts/lib/free-port';
import { prepareVenue } from '../../scripts/venue/prepare';
import { RestDatabase } from '../../scripts/venue/rest-database';
import { addressSheet, startVenue, type RunningVenue } from '../../scripts/venue/start';
import { venueConfigSchema, type VenueConfig } from '../../scripts/venue/venue-config';
import { venueFiles, type VenueOfficial } from '../../scripts/venue/venue-files';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, DESKTOP, environment } from './harness/browser';
import { readTree } from './harness/db-reader';
import { JudgeTablet } from './harness/judge-tablet';
import { byNumber } from './harness/marks-plan';
import { restoreSeededDemo } from './harness/restore-demo';
import { settle } from './harness/ui';

const VENUE_HOST = '127.0.0.2';
const RUNNING = 2;
const POSTED = 5;

interface Target {
  event: CompetitionEvent;
  round: Round;
  panel: PanelJudge[];
}

/** A recall round on the venue with a panel of 2 or more whose next round has not started; put on the floor if it is not. */
async function recallRoundToMark(venue: RunningVenue): Promise<Target> {
  const events = ((await venue.venueDb.get('events')) ?? {}) as Record<string, CompetitionEvent>;
  const officials = ((await venue.venueDb.get('competitionMetadata/officials')) ?? {}) as Record<string, Official>;
  const panels = ((await venue.venueDb.get('panels')) ?? undefined) as PanelsRecord | undefined;
  const marks = ((await venue.venueDb.get('marks')) ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  const candidates = Object.values(events).flatMap((event) => {
    // REST shows rounds keyed 1…n as an array with a null first.
    const rounds = Object.values(event.rounds ?? {}).filter((r): r is Round => r !== null).sort((a, b) => a.roundNumber - b.roundNumber);
    return rounds.flatMap((round, i) => {
      const next = rounds[i + 1];
      const panel = roundPanel({ officials, panels }, event.eventName, round.roundNumber).judges;
      const ok = next !== undefined && next.roundState <= 1 && (round.roundState === 0 || round.roundState === RUNNING)
        && Object.keys(round.entries ?? {}).length > round.recallSize && marks[event.eventName]?.[round.roundNumber] === undefined && panel.length >= 2;
      return ok ? [{ event, round, panel }] : [];
    });
  });
  const target = candidates.find((c) => c.round.roundState === RUNNING) ?? candidates[0];
  if (!target) throw new Error('The demo data has no recall round for the venue test.');
  if (target.round.roundState !== RUNNING) await venue.venueDb.put(`events/${target.event.eventName}/rounds/${target.round.roundNumber}/roundState`, RUNNING);
  return { ...target, round: { ...target.round, roundState: RUNNING } };
}

describe('venue mode: a judge\'s tablet on the venue address', () => {
  let workDir = '';
  let config: VenueConfig;
  let venue: RunningVenue | null = null;
  let printed = '';
  let browser: Browser;
  let tablet: JudgeTablet | undefined;
  let context: BrowserContext | undefined;
  let page: Page;
  let errors: ConsoleErrors;
  let target: Target;
  let recalled: string[];

  beforeAll(async () => {
    // The "hosted" side as seeded: a round still to mark, and the mirror's baseline matches it.
    await restoreSeededDemo();
    const env = environment();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-venue-'));
    const scrutineer = demoAccount('Scrutineer');
    const organiser = demoAccount('Organiser');
    config = venueConfigSchema.parse({
      hosted: { databaseUrl: `${env.dbUrl}?ns=${env.dbNamespace}`, authEmulatorUrl: env.authUrl, organiserEmail: organiser.email },
      // The build is made for these ports, so they are chosen now (free on 127.0.0.1, hence on the unused 127.0.0.2).
      venue: { host: VENUE_HOST, dbPort: await freePort(), authPort: await freePort(), sitePort: 0, dir: path.join(workDir, 'venue'), projectId: env.projectId },
      // The scrutineer's uid on the "hosted" side, so its role there applies at the venue.
      officials: [{ email: scrutineer.email, uid: demoUidFor(scrutineer.email) }],
    });
    expect(await readTree(`roles/${demoUidFor(scrutineer.email)}/scrutineer`)).toBe(true);
    await prepareVenue(config, { password: organiser.password, build: true, log: () => {} });
    venue = await startVenue(config, { password: organiser.password, site: true, mirrorIntervalMs: 1_000, authStartTimeoutMs: 480_000, log: () => {} });
    const codes = ((await venue.venueDb.get('judgeCodes')) ?? {}) as Record<string, string>;
    printed = await addressSheet(venue.site!.url, Object.keys(codes));
    target = await recallRoundToMark(venue);
    browser = await connectBrowser();
  }, 900_000);

  afterAll(async () => {
    await tablet?.close();
    await context?.close();
    await browser?.close();
    await venue?.stop();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('prints the venue addresses, and a judge marks the round on the tablet opened from its printed address', async () => {
    const { event, round, panel } = target;
    const judge = panel[0];
    const line = printed.split('\n').find((l) => l.startsWith(`Judge tablet ${judge.key}: `));
    expect(line).toBeDefined();
    const address = new URL(line!.slice(`Judge tablet ${judge.key}: `.length));
    expect(address.hostname).toBe(VENUE_HOST);
    expect(printed).toContain(`Projector (live): http://${VENUE_HOST}:`);

    // The other judges of the panel marked on their own tablets (a fixture, written as admin on the venue).
    const couples = couplesByNumber(round);
    const dances = orderedDances(event.dances);
    recalled = couples.map((c) => String(c.leadNumber)).sort(byNumber).slice(0, round.recallSize);
    const sheetOf = () => Object.fromEntries(dances.map((dance) => [dance, Object.fromEntries(couples.map((c) => [c.entryId, recalled.includes(String(c.leadNumber)) ? 1 : 0]))]));
    for (const other of panel.slice(1)) await venue!.venueDb.put(`marks/${event.eventName}/${round.roundNumber}/${other.key}`, { dances: sheetOf(), submittedAt: Date.now() });

    tablet = await JudgeTablet.open(browser, judge.key, judge.name, address.origin);
    const code = (await venue!.venueDb.get(`judgeCodes/${judge.key}`)) as string;
    await tablet.signIn(code);
    expect(new URL(tablet.page.url()).host).toBe(address.host);
    const sheet = await tablet.openRound(event.eventName, round.roundName);
    for (const dance of dances) await tablet.recall(sheet, dance, recalled);
    await tablet.submit(sheet, round.roundName);
    await sheet.getByRole('status').filter({ hasText: /^Success/ }).waitFor();
    await tablet.connection().filter({ hasText: 'Online · all marks saved' }).waitFor();

    const stored = (await venue!.venueDb.get(`marks/${event.eventName}/${round.roundNumber}/${judge.key}`)) as { dances: Record<string, Record<string, number>>; submittedAt?: number };
    // Recalled couples hold 1 (the others 0 or nothing, as the tablet leaves them).
    const recalledIn = (marks: Record<string, Record<string, number>>) => Object.fromEntries(Object.entries(marks).map(([dance, byEntry]) => [dance, Object.keys(byEntry).filter((id) => byEntry[id] === 1).sort()]));
    expect(recalledIn(stored.dances)).toEqual(recalledIn(sheetOf()));
    expect(stored.submittedAt).toBeTypeOf('number');
    expect(tablet.errors.uncaught).toEqual([]);
  });

  it('the scrutineer signs in on the venue with the venue password and posts the round; the mirror brings it up', async () => {
    const { event, round } = target;
    const label = `${event.eventName} ${round.roundName}`;
    const officials = JSON.parse(fs.readFileSync(venueFiles(config).officials, 'utf8')) as VenueOfficial[];
    context = await browser.newContext({ ...DESKTOP, baseURL: venue!.site!.url, locale: 'en-US', timezoneId: 'America/New_York' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    errors = new ConsoleErrors(page);
    await page.goto(`/login?next=${encodeURIComponent('/admin/scrutineer')}`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(officials[0].email);
    // The venue password from the printed sheet, not the hosted one.
    expect(officials[0].password).not.toBe(demoAccount('Scrutineer').password);
    await form.getByLabel('Password').fill(officials[0].password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/scrutineer', { timeout: 15_000 });
    await settle(page);
    await page.getByLabel('Round').selectOption({ label });
    const section = page.getByRole('region', { name: label, exact: true });
    await section.getByRole('button', { name: `Mark ${label} complete` }).click();
    await section.getByRole('button', { name: `Post ${label}` }).click();
    await expect.poll(() => venue!.venueDb.get(`events/${event.eventName}/rounds/${round.roundNumber}/roundState`), { timeout: 15_000 }).toBe(POSTED);

    // The hosted side (the suite's database) gets the posted round and its results from the mirror.
    await expect.poll(() => readTree(`events/${event.eventName}/rounds/${round.roundNumber}/roundState`), { timeout: 30_000 }).toBe(POSTED);
    // Both read the same way (plain REST), so like records compare equal.
    const hosted = new RestDatabase('hosted', config.hosted.databaseUrl, () => Promise.resolve('owner'));
    const saved = (await hosted.get(`resultsSaved/${event.eventName}/${round.roundNumber}`)) as { sumRecalls?: unknown } | null;
    expect(saved).toEqual(await venue!.venueDb.get(`resultsSaved/${event.eventName}/${round.roundNumber}`));
    expect(saved?.sumRecalls).toBeDefined();
    expect(errors.uncaught).toEqual([]);
  });
});
