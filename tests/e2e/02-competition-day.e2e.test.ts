// A competition day in the browser, one story: a visitor registers a couple; the organiser numbers
// them, trims the judging panel to three, gives the judges their tablet codes and seeds the rounds;
// three judges on three tablets mark a recall round (one tablet drops off the network mid-round) and
// then the final; the scrutineer closes and posts each round, and the projector (/live) and the results
// page show what the scoring engine computes from the marks entered; a judge cannot change marks once
// the round is Marked.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import demoConfig from '../../configs/demo';
import { COLLEGIATE_TEAMS } from '../../src/domain/constants';
import type { CompetitionEvent, JudgeMarks, Official, Round } from '../../src/domain/model';
import type { MultiDanceResult, RecallTally } from '../../src/domain/scoring';
import { demoAccount } from './harness/accounts';
import { withoutDerivedFields } from './harness/round-fields';
import { ConsoleErrors, connectBrowser, DESKTOP, newWindow, screenshotPath } from './harness/browser';
import { readTree } from './harness/db-reader';
import { JudgeTablet } from './harness/judge-tablet';
import { Journey } from './harness/journey';
import { byNumber, expectedFinal, finalSheet, type MarkPlan, planFinal, planRecalls } from './harness/marks-plan';
import { leadingWords, placeOf, readTable } from './harness/result-tables';
import { settle, signIn } from './harness/ui';

const COUPLE = {
  lead: 'Rosalind Featherstone',
  follow: 'Bartholomew Quince',
  affiliation: COLLEGIATE_TEAMS[3],
  email: 'rosalind.featherstone@example.test',
  password: 'cha-cha-2026',
};
const JUDGES_ON_PANEL = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dancesOf = (event: CompetitionEvent) => Object.entries(event.dances).sort(([, a], [, b]) => a - b).map(([dance]) => dance);
/** A full-page picture of a moment of the day, kept with the test results. */
const snap = (page: Page, moment: string) => page.screenshot({ path: screenshotPath(`day-${moment}`), fullPage: true });
const isUnstarted = (event: CompetitionEvent) => Object.values(event.rounds ?? {}).every((round) => round.roundState <= 1);

interface PersonAtScreen {
  context: BrowserContext;
  page: Page;
  errors: ConsoleErrors;
}

interface RoundAtHand {
  round: Round;
  label: string;
  /** Back numbers on the floor, as the tablets show them. */
  numbers: string[];
  plan: MarkPlan;
}

/**
 * Two events the demo has not started, with several dances, whose field plus our couple still makes a
 * recall round and a final (9-14 couples). The one with more dances is judged.
 */
async function chooseEvents(): Promise<[CompetitionEvent, CompetitionEvent]> {
  const events = Object.values((await readTree<Record<string, CompetitionEvent>>('events')) ?? {});
  const fits = events
    .filter((event) => isUnstarted(event) && dancesOf(event).length >= 2)
    .filter((event) => {
      const field = Object.keys(event.entries ?? {}).length + 1;
      return field >= 9 && field <= 14;
    })
    .sort((a, b) => dancesOf(b).length - dancesOf(a).length || a.eventName.localeCompare(b.eventName));
  if (fits.length < 2) throw new Error(`The demo data has ${fits.length} unstarted multi-dance events of 8-13 couples; the scenario needs two.`);
  return [fits[0], fits[1]];
}

async function entriesOfCouple(eventName: string): Promise<string[]> {
  const entries = (await readTree<CompetitionEvent['entries']>(`events/${eventName}/entries`)) ?? {};
  return Object.entries(entries)
    .filter(([, entry]) => entry.leadName === COUPLE.lead && entry.followName === COUPLE.follow)
    .map(([entryId]) => entryId);
}

async function roundsOf(eventName: string): Promise<Round[]> {
  const rounds = (await readTree<Record<string, Round> | (Round | null)[]>(`events/${eventName}/rounds`)) ?? {};
  return Object.values(rounds).filter((round): round is Round => round !== null).sort((a, b) => a.roundNumber - b.roundNumber);
}

/** entryId → back number of the couples on a round's floor, from the database. */
async function floorNumbers(eventName: string, roundNumber: number): Promise<Record<string, string>> {
  const round = await readTree<Round>(`events/${eventName}/rounds/${roundNumber}`);
  return Object.fromEntries(Object.entries(round?.entries ?? {}).map(([entryId, entry]) => [entryId, String(entry.leadNumber ?? '?')]));
}

/** What the database holds of one judge's marks, with back numbers for entry ids. */
async function storedMarks(eventName: string, roundNumber: number, judgeKey: string): Promise<{ dances: Record<string, Record<string, number>>; submitted: boolean }> {
  const numbers = await floorNumbers(eventName, roundNumber);
  const marks = (await readTree<JudgeMarks>(`marks/${eventName}/${roundNumber}/${judgeKey}`)) ?? {};
  const dances = Object.fromEntries(
    Object.entries(marks.dances ?? {}).map(([dance, byEntry]) => [
      dance,
      Object.fromEntries(Object.entries(byEntry ?? {}).filter(([, mark]) => mark > 0).map(([entryId, mark]) => [numbers[entryId], mark])),
    ]),
  );
  return { dances, submitted: typeof marks.submittedAt === 'number' };
}

/** The marks a judge's plan should have left in the database: recall 1 per couple, or the place. */
function plannedMarks(dances: readonly string[], judgePlan: string[][], kind: 'recall' | 'final'): Record<string, Record<string, number>> {
  return Object.fromEntries(dances.map((dance, d) => [dance, Object.fromEntries(judgePlan[d].map((number, i) => [number, kind === 'recall' ? 1 : i + 1]))]));
}

describe('a competition day', () => {
  const journey = new Journey();
  let browser: Browser;
  let visitor: PersonAtScreen;
  let organiser: PersonAtScreen;
  let scrutineer: PersonAtScreen;
  let projector: PersonAtScreen;
  const latencies: string[] = [];
  const tablets: JudgeTablet[] = [];
  let judged: CompetitionEvent;
  let other: CompetitionEvent;
  let dances: string[];
  let backNumber: number;
  const codes = new Map<string, string>();
  let semi: RoundAtHand & { tally: RecallTally };
  let final: RoundAtHand & { expected: MultiDanceResult };

  async function openWindow(): Promise<PersonAtScreen> {
    const context = await newWindow(browser, DESKTOP);
    const page = await context.newPage();
    return { context, page, errors: new ConsoleErrors(page) };
  }

  /** The scrutineer's console on one round. */
  async function scrutineerRound(label: string): Promise<Locator> {
    const { page } = scrutineer;
    await page.goto('/admin/scrutineer');
    await settle(page);
    await page.getByLabel('Round').selectOption({ label });
    const section = page.getByRole('region', { name: label, exact: true });
    await section.waitFor();
    return section;
  }

  /** The projector follows the round on the floor from /live to its own view. */
  async function projectRound(round: Round, numbers: readonly string[]): Promise<void> {
    const { page } = projector;
    await page.goto('/live');
    await settle(page);
    await page.getByRole('region', { name: 'On the floor' }).getByRole('link', { name: `${round.eventName} — ${round.roundName}` }).click();
    await page.getByRole('heading', { level: 1, name: `${round.eventName} — ${round.roundName}` }).waitFor();
    await page.getByRole('paragraph').filter({ hasText: /^On the floor$/ }).waitFor();
    const couples = page.getByRole('list', { name: 'Couples' });
    await couples.waitFor();
    const shown = (await leadingWords(couples, 1)).map(([number]) => number);
    expect(shown.sort(byNumber)).toEqual([...numbers].sort(byNumber));
  }

  /**
   * Posts a Marked round and waits for the projector to show its result. The delay is measured and
   * printed (figures in docs/PERFORMANCE.md), not asserted: timing belongs in benchmarks, not tests.
   */
  async function postAndProject(label: string, result: Locator): Promise<void> {
    const section = await scrutineerRound(label);
    await projector.page.getByRole('paragraph').filter({ hasText: /^Being scored$/ }).waitFor();
    const post = section.getByRole('button', { name: `Post ${label}` });
    await post.waitFor();
    const clicked = Date.now();
    await post.click();
    await result.waitFor({ timeout: 10_000 });
    const latency = Date.now() - clicked;
    latencies.push(`${label}: ${latency} ms`);
  }

  async function openResults(): Promise<Page> {
    const { page } = visitor;
    await page.goto(`/results/${encodeURIComponent(judged.eventName)}`);
    await settle(page);
    return page;
  }

  async function startRound(label: string): Promise<void> {
    const { page } = scrutineer;
    await page.goto('/admin/eventschedule');
    await settle(page);
    const row = page.getByRole('row', { name: label, exact: true });
    await row.getByRole('button', { name: `Start ${label}` }).click();
    await expect.poll(() => row.textContent()).toContain('Running');
  }

  /** The running order's row of the (first) heat dancing a round, on the organiser's console. */
  async function heatRowOf(label: string): Promise<{ row: Locator; name: string }> {
    const { page } = organiser;
    const row = page.getByRole('table', { name: 'Heats of the day' }).getByRole('row').filter({ hasText: label }).first();
    await row.waitFor();
    return { row, name: (await row.getAttribute('aria-label')) ?? '' };
  }

  /** As the floor runs: the organiser starts the heat that dances the round (what /live shows on the floor). */
  async function startHeatOf(label: string): Promise<void> {
    const { page } = organiser;
    await page.goto('/admin/eventschedule');
    await settle(page);
    const { row, name } = await heatRowOf(label);
    await row.getByRole('button', { name: `Start ${name.toLowerCase()}` }).click();
    await expect.poll(() => row.textContent()).toContain('On the floor');
  }

  beforeAll(async () => {
    browser = await connectBrowser();
    [judged, other] = await chooseEvents();
    dances = dancesOf(judged);
  });

  afterAll(async () => {
    for (const tablet of tablets) await tablet.close();
    for (const window of [visitor, organiser, scrutineer, projector]) await window?.context.close();
    if (latencies.length > 0) process.stdout.write(`[e2e] posting → projector: ${latencies.join(', ')}\n`);
    await browser?.close();
  });

  journey.step('a visitor reads the details, sees registration open and registers a couple in two events', async () => {
    visitor = await openWindow();
    const { page } = visitor;
    await page.goto('/');
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(await readTree<string>('competitionMetadata/fullName'));
    await page.getByRole('paragraph').filter({ hasText: /^Registration open$/ }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Details' }).first().click();
    await page.waitForURL('**/details');
    await page.getByRole('heading', { level: 1, name: 'Details' }).waitFor();
    await page.getByRole('definition').filter({ hasText: demoConfig.competition.venue.name }).waitFor();

    await page.goto('/');
    await page.getByRole('link', { name: 'Register a couple' }).click();
    await page.waitForURL('**/register');
    const form = page.getByRole('form', { name: 'Register a couple' });
    await form.getByLabel("Lead's full name").fill(COUPLE.lead);
    await form.getByLabel("Follow's full name").fill(COUPLE.follow);
    await form.getByLabel('Affiliation').fill(COUPLE.affiliation);
    for (const event of [judged, other]) {
      await form.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(event.eventName)}\\s*${escapeRegExp(dancesOf(event).join(', '))}$`) }).check();
    }
    await form.getByRole('checkbox', { name: 'I have read and accept the liability waiver, for both dancers' }).check();
    await form.getByRole('checkbox', { name: 'I have read and accept the media release, for both dancers' }).check();
    await form.getByRole('radio', { name: 'Create an account' }).check();
    await form.getByLabel('E-mail', { exact: true }).fill(COUPLE.email);
    await form.getByLabel('Password').fill(COUPLE.password);
    await form.getByRole('button', { name: 'Register' }).click();

    await page.getByRole('heading', { name: `${COUPLE.lead} and ${COUPLE.follow} are registered` }).waitFor({ timeout: 15_000 });
    const listed = await page.getByRole('list', { name: 'Registered entries' }).getByRole('listitem').allTextContents();
    expect(listed).toHaveLength(2);
    for (const event of [judged, other]) expect(listed.some((item) => item.startsWith(event.eventName))).toBe(true);
    for (const event of [judged, other]) expect(await entriesOfCouple(event.eventName)).toHaveLength(1);
    await snap(page, '01-registered');
  });

  journey.step('registering the same couple again is refused with the reason', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Register another couple' }).click();
    const form = page.getByRole('form', { name: 'Register a couple' });
    await form.getByLabel("Lead's full name").fill(COUPLE.lead);
    await form.getByLabel("Follow's full name").fill(COUPLE.follow);
    await form.getByLabel('Affiliation').fill(COUPLE.affiliation);
    await form.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(judged.eventName)}\\s`) }).check();
    await form.getByRole('checkbox', { name: 'I have read and accept the liability waiver, for both dancers' }).check();
    await form.getByRole('checkbox', { name: 'I have read and accept the media release, for both dancers' }).check();
    await form.getByRole('button', { name: 'Register' }).click();

    const refusal = form.getByRole('alert').filter({ hasText: 'already entered' });
    await refusal.waitFor();
    // The reason stands beside the refused event, whose checkbox alone is marked and described by it.
    expect(await refusal.textContent()).toBe(`${COUPLE.lead} and ${COUPLE.follow} are already entered in this event.`);
    const refusedBox = form.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(judged.eventName)}\\s`) });
    expect(await refusedBox.getAttribute('aria-invalid')).toBe('true');
    expect(await refusedBox.getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'));
    expect(await form.locator('input[type=checkbox][aria-invalid=true]').count()).toBe(1);
    expect(await page.getByRole('heading', { name: /are registered$/ }).count()).toBe(0);
    expect(await entriesOfCouple(judged.eventName)).toHaveLength(1);
    await snap(page, '02-duplicate-refused');
  });

  journey.step('the organiser finds the registration and gives the couple a back number', async () => {
    organiser = await openWindow();
    const { page } = organiser;
    await signIn(page, demoAccount('Organiser'), '/admin/competitors');
    await settle(page);
    await page.getByLabel('Search competitors').fill(COUPLE.lead);
    const couple = `${COUPLE.lead} and ${COUPLE.follow}`;
    const row = page.getByRole('row', { name: couple, exact: true });
    await row.waitFor();
    for (const event of [judged, other]) await row.getByRole('listitem').filter({ hasText: event.eventName }).waitFor();

    const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
    const used = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}).map((entry) => entry.leadNumber ?? 0));
    backNumber = Math.max(...used) + 1;
    await row.getByRole('button', { name: `Edit ${couple}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${couple}` });
    await edit.getByLabel('Back number').fill(String(backNumber));
    await edit.getByRole('button', { name: 'Save couple' }).click();
    await expect.poll(() => row.getByRole('cell').first().textContent()).toBe(String(backNumber));
  });

  journey.step('the organiser keeps three judges on the panel and sets their tablet access codes', async () => {
    const { page } = organiser;
    await page.goto('/admin/officials');
    await settle(page);
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const judges = Object.entries(officials).filter(([, official]) => official.role === 'Judge').sort(([, a], [, b]) => a.name.localeCompare(b.name));
    expect(judges.length).toBeGreaterThanOrEqual(JUDGES_ON_PANEL);
    const section = page.getByRole('region', { name: 'Officials' });
    for (const [, judge] of judges.slice(JUDGES_ON_PANEL)) {
      await section.getByRole('button', { name: `Remove ${judge.name}` }).click();
      await section.getByRole('button', { name: `Confirm removing ${judge.name}` }).click();
      await expect.poll(() => section.getByRole('cell', { name: judge.name, exact: true }).count()).toBe(0);
    }
    for (const [key, judge] of judges.slice(0, JUDGES_ON_PANEL)) {
      await section.getByRole('button', { name: `Tablet access for ${judge.name}` }).click();
      await page.getByRole('heading', { name: `Tablet access: ${judge.name}` }).waitFor();
      const shown = page.getByLabel('Access code');
      // The dialog shows the judge's stored code once its listener has it: wait for that, or the old code
      // arriving late would pass for the new one.
      const before = (await readTree<string>(`judgeCodes/${key}`)) ?? null;
      if (before !== null) await expect.poll(() => shown.textContent()).toBe(before);
      await page.getByRole('button', { name: /^Set (a new|an) access code$/ }).click();
      await expect.poll(async () => ((await shown.count()) > 0 ? await shown.textContent() : before)).not.toBe(before);
      const code = (await shown.textContent()) ?? '';
      expect(code).toMatch(/^[A-Z0-9]{7}$/);
      expect(await readTree<string>(`judgeCodes/${key}`)).toBe(code);
      codes.set(key, code);
      await page.getByRole('button', { name: 'Close' }).click();
      const tablet = await JudgeTablet.open(browser, key, judge.name);
      tablets.push(tablet);
    }
  });

  journey.step('the organiser seeds the rounds, which puts the new couple on the first floor', async () => {
    const { page } = organiser;
    await page.goto('/admin/eventschedule');
    await settle(page);
    const otherBefore = (await roundsOf(other.eventName)).map(withoutDerivedFields);
    const judgedBefore = await roundsOf(judged.eventName);
    expect(judgedBefore.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Generate rounds' }).click();
    const preview = page.getByRole('region', { name: 'Re-plan rounds: what will change' });
    // The demo filled the event's first round and put its rounds in heats, so the planner keeps them until
    // the organiser ticks each one, as an organiser re-seeding for a late entry does.
    const kept = preview.getByRole('list', { name: 'Rounds kept' });
    await expect.poll(() => kept.textContent()).toContain(`${judged.eventName} ${judgedBefore[0].roundName} is kept: it has ${Object.keys(judgedBefore[0].entries ?? {}).length} couples`);
    const write = preview.getByRole('button', { name: 'Write these changes' });
    for (const round of judgedBefore) {
      const tick = preview.getByRole('checkbox', { name: `Re-plan ${judged.eventName} ${round.roundName} anyway` });
      await tick.check();
      await expect.poll(() => tick.isChecked()).toBe(true);
    }
    await expect.poll(() => write.isEnabled()).toBe(true);
    const changing = await preview.getByRole('list', { name: 'Rounds that will change' }).getByRole('listitem').allTextContents();
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.every((line) => line.includes(judged.eventName))).toBe(true);
    await write.click();
    await page.getByRole('status').filter({ hasText: /^Saved: re-planned the rounds of/ }).filter({ hasText: judged.eventName }).waitFor();
    // Nothing the organiser did not tick changed (but the numbers and starts that follow the running order).
    expect((await roundsOf(other.eventName)).map(withoutDerivedFields)).toEqual(otherBefore);

    const rounds = await roundsOf(judged.eventName);
    expect(rounds.map((round) => round.roundState)).toEqual([0, 1]);
    const field = Object.keys(judged.entries ?? {}).length + 1;
    expect(Object.keys(rounds[0].entries ?? {})).toHaveLength(field);
    expect(Object.values(rounds[0].entries ?? {}).some((entry) => entry.leadNumber === backNumber)).toBe(true);
    const label = `${judged.eventName} ${rounds[0].roundName}`;
    await expect.poll(() => page.getByRole('row', { name: label, exact: true }).textContent()).toContain(`${field} couples`);
    // Re-planned rounds leave their heats; the organiser puts them back in the running order.
    for (const round of rounds) {
      const add = page.getByRole('button', { name: `Add ${judged.eventName} round ${round.roundNumber} to the running order` });
      await add.click();
      await expect.poll(() => add.count()).toBe(0);
    }
    await expect.poll(() => page.getByRole('table', { name: 'Heats of the day' }).getByRole('row').filter({ hasText: label }).count()).toBeGreaterThan(0);
    semi = { round: rounds[0], label, numbers: [], plan: [], tally: { counts: {}, ordering: [], recalled: null, options: [] } };
    final = { round: rounds[1], label: `${judged.eventName} ${rounds[1].roundName}`, numbers: [], plan: [], expected: { places: {}, dancePlaces: {}, totals: {}, decidedBy: {} } };
  });

  journey.step('the organiser puts the event\'s new rounds into the running order, each in a heat', async () => {
    const { page } = organiser;
    await page.goto('/admin/eventschedule');
    await settle(page);
    for (const { round, label } of [semi, final]) {
      // Rounds the seeding created are in no heat yet: the console lists them with a button to add them.
      const add = page.getByRole('button', { name: `Add ${round.eventName} round ${round.roundNumber} to the running order` });
      if ((await add.count()) > 0) {
        await add.click();
        await add.waitFor({ state: 'detached' });
      }
      const { name } = await heatRowOf(label);
      expect(name).toMatch(/^Heat \d+$/);
    }
    const slots = Object.values((await readTree<Record<string, { kind: string; rounds?: Record<string, unknown> }>>('schedule/slots')) ?? {});
    for (const { round } of [semi, final]) {
      expect(slots.some((slot) => slot.kind === 'heat' && slot.rounds?.[`${round.eventName}-R${round.roundNumber}`] !== undefined)).toBe(true);
    }
  });

  journey.step('three judges sign in on their own tablets with their codes', async () => {
    expect(tablets).toHaveLength(JUDGES_ON_PANEL);
    for (const tablet of tablets) await tablet.signIn(codes.get(tablet.judgeKey) ?? '');
  });

  journey.step('the scrutineer starts the recall round and it appears on every tablet', async () => {
    scrutineer = await openWindow();
    await signIn(scrutineer.page, demoAccount('Scrutineer'), '/admin/eventschedule');
    await startHeatOf(semi.label);
    await startRound(semi.label);
    const sheets = await Promise.all(tablets.map((tablet) => tablet.openRound(judged.eventName, semi.round.roundName)));
    semi.numbers = (await tablets[0].recallNumbers(sheets[0])).sort(byNumber);
    expect(semi.numbers).toEqual(Object.values(await floorNumbers(judged.eventName, semi.round.roundNumber)).sort(byNumber));
    expect(semi.numbers).toContain(String(backNumber));
    const planned = planRecalls(semi.numbers, dances.length, JUDGES_ON_PANEL, semi.round.recallSize, String(backNumber));
    semi.plan = planned.plan;
    semi.tally = planned.tally;

    projector = await openWindow();
    await projectRound(semi.round, semi.numbers);
  });

  journey.step('the judges mark the recall round in every dance; one tablet loses the network mid-round and its marks arrive when it is back', async () => {
    const [steady1, steady2, dropping] = tablets;
    for (const tablet of [steady1, steady2]) {
      const j = tablets.indexOf(tablet);
      const sheet = await tablet.openRound(judged.eventName, semi.round.roundName);
      for (const [d, dance] of dances.entries()) await tablet.recall(sheet, dance, semi.plan[j][d]);
      await tablet.submit(sheet, semi.round.roundName);
      await sheet.getByRole('status').filter({ hasText: /^Success/ }).waitFor();
    }

    const j = tablets.indexOf(dropping);
    const sheet = await dropping.openRound(judged.eventName, semi.round.roundName);
    await dropping.recall(sheet, dances[0], semi.plan[j][0]);
    await dropping.connection().filter({ hasText: 'Online · all marks saved' }).waitFor();
    await dropping.network.goOffline();
    await dropping.connection().filter({ hasText: /^Offline/ }).waitFor();
    for (const [d, dance] of dances.entries()) if (d > 0) await dropping.recall(sheet, dance, semi.plan[j][d]);
    await dropping.submit(sheet, semi.round.roundName);
    await sheet.getByRole('status').filter({ hasText: /^Saved on this tablet/ }).waitFor();
    await dropping.connection().filter({ hasText: /^Offline · \d+ marks? kept on this tablet$/ }).waitFor();
    await snap(dropping.page, '03-tablet-offline');

    const whileOffline = await storedMarks(judged.eventName, semi.round.roundNumber, dropping.judgeKey);
    expect(whileOffline.submitted).toBe(false);
    expect(whileOffline.dances[dances[0]]).toEqual(plannedMarks(dances, semi.plan[j], 'recall')[dances[0]]);
    for (const dance of dances.slice(1)) expect(whileOffline.dances[dance] ?? {}).toEqual({});

    await dropping.network.goOnline();
    await dropping.connection().filter({ hasText: 'Online · all marks saved' }).waitFor({ timeout: 20_000 });
    await sheet.getByRole('status').filter({ hasText: /^Success/ }).waitFor();
    for (const [i, tablet] of tablets.entries()) {
      const stored = await storedMarks(judged.eventName, semi.round.roundNumber, tablet.judgeKey);
      expect(stored).toEqual({ dances: plannedMarks(dances, semi.plan[i], 'recall'), submitted: true });
    }
  });

  journey.step('the scrutineer sees every judge submitted, closes the recall round and posts it; the projector shows the recalls at once', async () => {
    const section = await scrutineerRound(semi.label);
    const judges = section.getByRole('list', { name: 'Judges' }).getByRole('listitem');
    await expect.poll(async () => (await judges.allTextContents()).length).toBe(JUDGES_ON_PANEL);
    for (const tablet of tablets) await section.getByRole('listitem', { name: new RegExp(`${escapeRegExp(tablet.name)}: submitted$`) }).waitFor();
    await section.getByRole('button', { name: `Mark ${semi.label} complete` }).click();
    // As a person would: the Post button shows the round is Marked before anyone leaves the page.
    await section.getByRole('button', { name: `Post ${semi.label}` }).waitFor();
    const recalledList = projector.page.getByRole('list', { name: 'Recalled couples' });
    await postAndProject(semi.label, recalledList);
    await expect.poll(async () => (await readTree<Round>(`events/${judged.eventName}/rounds/${semi.round.roundNumber}`))?.roundState).toBe(5);

    const projected = (await leadingWords(recalledList, 1)).map(([number]) => number);
    expect(projected).toEqual([...(semi.tally.recalled ?? [])].sort(byNumber));
    await snap(projector.page, '04-projector-recalls');

    // The couples the engine recalls from the marks entered are the ones put on the final's floor.
    const recalled = [...(semi.tally.recalled ?? [])].sort(byNumber);
    expect(Object.values(await floorNumbers(judged.eventName, final.round.roundNumber)).sort(byNumber)).toEqual(recalled);
  });

  journey.step('the results page shows every couple\'s recall marks and who is recalled, as the engine counts them', async () => {
    const page = await openResults();
    const table = page.getByRole('table', { name: `${semi.round.roundName} recall marks` });
    await table.waitFor();
    const rows = await readTable(table);
    expect(rows.map((row) => row.number).sort(byNumber)).toEqual([...semi.numbers].sort(byNumber));
    for (const row of rows) {
      const [total, recalled] = row.cells.slice(-2);
      expect({ number: row.number, total: Number(total), recalled }).toEqual({
        number: row.number,
        total: semi.tally.counts[row.number],
        recalled: semi.tally.recalled?.includes(row.number) ? 'Yes' : 'No',
      });
      const xs = row.cells.filter((cell) => cell === 'X').length;
      expect(xs).toBe(semi.tally.counts[row.number]);
    }
    await snap(page, '05-results-recall-round');
  });

  journey.step('the scrutineer starts the final and the judges place every couple in every dance', async () => {
    await startHeatOf(final.label);
    await startRound(final.label);
    const sheets = await Promise.all(tablets.map((tablet) => tablet.openRound(judged.eventName, final.round.roundName)));
    const labels = await sheets[0].getByRole('button', { name: /^Place couple / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    final.numbers = labels.map((label) => label.replace('Place couple ', '')).sort(byNumber);
    expect(final.numbers).toEqual([...(semi.tally.recalled ?? [])].sort(byNumber));
    expect(final.numbers).toContain(String(backNumber));
    await projectRound(final.round, final.numbers);
    final.plan = planFinal(final.numbers, dances.length, JUDGES_ON_PANEL);
    final.expected = expectedFinal(dances, final.plan);

    for (const [j, tablet] of tablets.entries()) {
      for (const [d, dance] of dances.entries()) await tablet.place(sheets[j], dance, final.plan[j][d]);
      await tablet.submit(sheets[j], final.round.roundName);
      await sheets[j].getByRole('status').filter({ hasText: /^Success/ }).waitFor();
    }
    for (const [j, tablet] of tablets.entries()) {
      expect(await storedMarks(judged.eventName, final.round.roundNumber, tablet.judgeKey)).toEqual({ dances: plannedMarks(dances, final.plan[j], 'final'), submitted: true });
    }
  });

  journey.step('once the final is Marked, a judge can no longer change a mark', async () => {
    // This tablet was offline when the round closed, so it still offers the final and queues the change.
    const late = tablets[0];
    const sheet = await late.openRound(judged.eventName, final.round.roundName);
    await late.network.goOffline();
    await late.connection().filter({ hasText: /^Offline/ }).waitFor();

    const section = await scrutineerRound(final.label);
    await section.getByRole('button', { name: `Mark ${final.label} complete` }).click();
    await section.getByRole('button', { name: `Post ${final.label}` }).waitFor();

    const lastDance = dances[dances.length - 1];
    await late.chooseDance(sheet, lastDance);
    const winner = final.plan[0][dances.length - 1][0];
    await sheet.getByRole('button', { name: `Couple ${winner}, placed 1st; tap to remove` }).click();
    await late.network.goOnline();
    const closedNotice = `${judged.eventName} · ${final.round.roundName} is closed (every judge has submitted and the scrutineer closed it). Your marks for it can no longer be changed.`;
    await late.page.getByRole('alert').filter({ hasText: closedNotice }).waitFor({ timeout: 20_000 });
    await late.page.getByRole('alert').filter({ hasText: /refused/ }).waitFor({ timeout: 20_000 });
    await snap(late.page, '06-change-after-marked-refused');
    expect(await late.page.getByRole('region', { name: final.label, exact: true }).count()).toBe(0);
    expect(await storedMarks(judged.eventName, final.round.roundNumber, late.judgeKey)).toEqual({ dances: plannedMarks(dances, final.plan[0], 'final'), submitted: true });

    for (const tablet of tablets.slice(1)) {
      await tablet.page.getByRole('alert').filter({ hasText: closedNotice }).waitFor();
      expect(await tablet.page.getByRole('button', { name: /^(Place couple|Couple \d+, placed)/ }).count()).toBe(0);
    }
  });

  journey.step('the scrutineer posts the final; the projector shows the placements at once, as the engine places them', async () => {
    const placements = projector.page.getByRole('list', { name: 'Placements' });
    await postAndProject(final.label, placements);
    await expect.poll(async () => (await readTree<Round>(`events/${judged.eventName}/rounds/${final.round.roundNumber}`))?.roundState).toBe(5);
    expect(await readTree(`resultsSaved/${judged.eventName}/finalResults`)).not.toBeNull();

    const projected = await leadingWords(placements, 2);
    expect(projected.map(([place, number]) => [number, placeOf(place)])).toEqual(
      Object.entries(final.expected.places).sort(([a, pa], [b, pb]) => pa - pb || byNumber(a, b)),
    );
    await snap(projector.page, '07-projector-final');
  });

  journey.step('the results page shows the final\'s places, every dance\'s marks and places, and the summary, as the engine computes them', async () => {
    const page = await openResults();
    const placements = page.getByRole('list', { name: 'Final placements' });
    await placements.waitFor();
    const listed = await leadingWords(placements, 2);
    expect(Object.fromEntries(listed.map(([place, number]) => [number, placeOf(place)]))).toEqual(final.expected.places);

    const sheet = finalSheet(dances, final.plan);
    for (const dance of dances) {
      const rows = await readTable(page.getByRole('table', { name: `${dance}: judges' places and majority columns` }));
      expect(rows.map((row) => row.number).sort(byNumber)).toEqual(final.numbers);
      for (const row of rows) {
        const judgesPlaces = row.cells.slice(0, JUDGES_ON_PANEL).map(Number).sort((a, b) => a - b);
        expect(judgesPlaces, `${dance}, couple ${row.number}: the judges' places`).toEqual([...sheet[dance][row.number]].sort((a, b) => a - b));
        expect(placeOf(row.cells[row.cells.length - 1]), `${dance}, couple ${row.number}: place`).toBe(final.expected.dancePlaces[dance][row.number]);
      }
    }

    const summary = await readTable(page.getByRole('table', { name: `${final.round.roundName} summary` }));
    expect(summary).toHaveLength(final.numbers.length);
    for (const row of summary) {
      // Cells: couple, one place per dance, total, final place, the rule that decided it.
      const dancePlaces = row.cells.slice(1, 1 + dances.length).map(placeOf);
      const [total, place] = row.cells.slice(1 + dances.length, 3 + dances.length).map(placeOf);
      expect({ dancePlaces, total, place }, `summary row of couple ${row.number}`).toEqual({
        dancePlaces: dances.map((dance) => final.expected.dancePlaces[dance][row.number]),
        total: final.expected.totals[row.number],
        place: final.expected.places[row.number],
      });
    }
    await snap(page, '08-results-final');
  });

  journey.step('the visitor, organiser, scrutineer and projector pages logged no errors, and no tablet threw', async () => {
    for (const window of [visitor, organiser, scrutineer, projector]) expect(window.errors.messages).toEqual([]);
    for (const tablet of tablets) expect(tablet.errors.uncaught).toEqual([]);
  });
});
