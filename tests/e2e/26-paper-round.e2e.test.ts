// Issue 35: a judge whose tablet fails marks on paper. The scrutineer switches that judge to paper for a recall
// round, types the paper sheet twice (the second typing misreads one box), sees the difference side by side with
// the round's complete button held back and the reason beside it, settles it, completes and posts the round; the
// saved result, the public results page and the scrutineer's console say whose marks came from paper, and the
// audit trail records the settled marks as paper marks. The other judges' sheets are a fixture (written as admin).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionEvent, Official, PanelsRecord, Round } from '../../src/domain/model';
import { orderedDances } from '../../src/domain/constants';
import { roundPanel } from '../../src/domain/panels';
import type { PanelJudge } from '../../src/domain/results';
import { couplesByNumber } from '../../src/domain/rounds';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, connectBrowser, DESKTOP, environment, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { JudgeTablet } from './harness/judge-tablet';
import { byNumber, type MarkPlan } from './harness/marks-plan';
import { settle, signIn } from './harness/ui';

const RUNNING = 2;
const POSTED = 5;

/** Fixture step, not app behaviour: writes a value as admin over the REST API. */
async function putAsAdmin(path: string, value: unknown): Promise<void> {
  const { dbUrl, dbNamespace } = environment();
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${dbUrl}/${encoded}.json?ns=${encodeURIComponent(dbNamespace)}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify(value),
  });
  expect(response.ok, `writing ${path}: ${await response.text()}`).toBe(true);
}

interface Target {
  event: CompetitionEvent;
  round: Round;
  panel: PanelJudge[];
}

/** A recall round no judge has submitted, whose next round has not started, with a panel of 3 or more. */
async function recallRoundToMark(): Promise<Target> {
  const events = (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
  const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
  const panels = (await readTree<PanelsRecord>('panels')) ?? undefined;
  const marks = (await readTree<Record<string, Record<string, Record<string, { submittedAt?: number }>>>>('marks')) ?? {};
  const candidates = Object.values(events).flatMap((event) => {
    const rounds = Object.values(event.rounds ?? {}).filter((r): r is Round => r !== null).sort((a, b) => a.roundNumber - b.roundNumber);
    return rounds.flatMap((round, i) => {
      const next = rounds[i + 1];
      const submitted = Object.values(marks[event.eventName]?.[round.roundNumber] ?? {}).some((m) => m.submittedAt !== undefined);
      const panel = roundPanel({ officials, panels }, event.eventName, round.roundNumber).judges;
      const ok = next !== undefined && next.roundState <= 1 && (round.roundState === 0 || round.roundState === RUNNING)
        && Object.keys(round.entries ?? {}).length >= 4 && !submitted && panel.length >= 3;
      return ok ? [{ event, round, panel }] : [];
    });
  });
  // A round not already on the floor first: the earlier browser tests leave tablets' marks in the running one.
  const target = candidates.find((c) => c.round.roundState === 0) ?? candidates[0];
  if (!target) throw new Error('The demo data has no recall round left for a paper round.');
  if (target.round.roundState !== RUNNING) {
    await putAsAdmin(`events/${target.event.eventName}/rounds/${target.round.roundNumber}/roundState`, RUNNING);
  }
  return { ...target, round: { ...target.round, roundState: RUNNING } };
}

describe('a round with one judge on paper', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: ConsoleErrors;
  let target: Target;
  let paperJudge: PanelJudge;
  let numbers: string[];
  let dances: string[];
  let plan: MarkPlan;
  let label: string;
  let tablet: JudgeTablet | undefined;

  const paperMarks = (): Locator => page.getByRole('region', { name: 'Paper marks' });
  const completeButton = () => page.getByRole('button', { name: `Mark ${label} complete` });

  /** Ticks the boxes of one typing: the judge's planned recalls, with `misread` (dance, number) flipped. */
  async function typeSheet(form: Locator, misread?: [string, string]): Promise<void> {
    for (const [d, dance] of dances.entries()) {
      for (const number of numbers) {
        let recalled = plan[plan.length - 1][d].includes(number);
        if (misread && misread[0] === dance && misread[1] === number) recalled = !recalled;
        const box = form.getByRole('checkbox', { name: `Recall couple ${number} in ${dance}`, exact: true });
        if (recalled) await box.check();
      }
    }
  }

  beforeAll(async () => {
    browser = await connectBrowser();
    target = await recallRoundToMark();
    const { event, round, panel } = target;
    label = `${event.eventName} ${round.roundName}`;
    paperJudge = panel[panel.length - 1];
    const couples = couplesByNumber(round);
    numbers = couples.map((c) => String(c.leadNumber));
    dances = orderedDances(event.dances);
    // Every judge recalls the same couples: a clean cut at the recall size, so posting needs no chairman's decision.
    const recalled = [...numbers].sort(byNumber).slice(0, round.recallSize);
    plan = panel.map(() => dances.map(() => recalled));
    // The tablet judges' sheets, submitted (a fixture: test 04 and 21 drive real tablets).
    for (const [j, judge] of panel.slice(0, -1).entries()) {
      const sheet = Object.fromEntries(dances.map((dance, d) => [dance, Object.fromEntries(couples.map((c) => [c.entryId, plan[j][d].includes(String(c.leadNumber)) ? 1 : 0]))]));
      await putAsAdmin(`marks/${event.eventName}/${round.roundNumber}/${judge.key}`, { dances: sheet, submittedAt: Date.now() });
    }
    context = await newWindow(browser, DESKTOP);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    errors = new ConsoleErrors(page);
  });

  afterAll(async () => {
    await tablet?.close();
    await context?.close();
    await browser?.close();
  });

  it('switches the judge to paper; the round cannot complete until the sheet is typed', async () => {
    // The paper judge's tablet shows the round before the switch, and is told to mark on paper after it.
    const code = await readTree<string>(`judgeCodes/${paperJudge.key}`);
    if (!code) throw new Error(`Judge ${paperJudge.key} has no access code.`);
    tablet = await JudgeTablet.open(browser, paperJudge.key, paperJudge.name);
    await tablet.signIn(code);
    const sheet = await tablet.openRound(target.event.eventName, target.round.roundName);
    await signIn(page, demoAccount('Scrutineer'), '/admin/scrutineer');
    await settle(page);
    await page.getByLabel('Round').selectOption({ label });
    const judge = `${paperJudge.label} ${paperJudge.name}`;
    await paperMarks().getByLabel('Judge to switch to paper').selectOption({ label: judge });
    await paperMarks().getByRole('button', { name: 'Switch to paper for this round' }).click();
    await paperMarks().getByRole('region', { name: `${judge} on paper` }).waitFor();
    await expect.poll(() => readTree(`paperMarks/${target.event.eventName}/${target.round.roundNumber}/${paperJudge.key}/switchedAt`)).toBeTypeOf('number');
    const print = paperMarks().getByRole('link', { name: `Print ${judge}'s judge sheet for this round` });
    expect(new URL((await print.getAttribute('href')) ?? '', 'http://x').searchParams.get('judge')).toBe(paperJudge.key);
    await sheet.getByRole('alert').filter({ hasText: 'The scrutineer has switched you to a paper sheet for this round: mark on paper.' }).waitFor();
    expect(await sheet.getByRole('button', { name: /^Recall couple / }).count()).toBe(0);
    await expect.poll(() => completeButton().isDisabled()).toBe(true);
    expect(await page.getByText(`Not yet: ${judge}'s paper sheet is not typed yet.`).isVisible()).toBe(true);
    expect(await page.getByRole('listitem', { name: `${judge} (paper sheet): not submitted` }).count()).toBe(1);
  });

  it('takes two typings with one difference, shows it side by side, and settles it', async () => {
    const judge = `${paperJudge.label} ${paperJudge.name}`;
    const first = paperMarks().getByRole('form', { name: `First typing of ${judge}'s paper sheet` });
    await typeSheet(first);
    await first.getByRole('button', { name: 'Save the first typing' }).click();

    const second = paperMarks().getByRole('form', { name: `Second typing of ${judge}'s paper sheet` });
    await second.waitFor();
    // The second typing starts blank: it checks the first rather than copying it.
    expect(await second.getByRole('checkbox', { checked: true }).count()).toBe(0);
    const misread: [string, string] = [dances[dances.length - 1], numbers[0]];
    await typeSheet(second, misread);
    await second.getByRole('button', { name: 'Save the second typing' }).click();

    const differences = paperMarks().getByRole('table', { name: `Differences between the two typings of ${judge}'s sheet` });
    await differences.waitFor();
    const rows = differences.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(misread[0]);
    expect(await rows.first().getByRole('rowheader').textContent()).toBe(misread[1]);
    await expect.poll(() => completeButton().isDisabled()).toBe(true);
    expect(await page.getByText(`Not yet: ${judge}'s paper sheet has 1 difference to settle.`).isVisible()).toBe(true);
    const settleButton = paperMarks().getByRole('button', { name: `Settle ${judge}'s paper marks` });
    expect(await settleButton.isDisabled()).toBe(true);

    // Read the paper sheet again: the first typing was right.
    await rows.first().getByRole('radio', { name: new RegExp(`: first typing, `) }).check();
    await settleButton.click();
    await paperMarks().getByText(`Settled: ${judge}'s marks of this round were typed from the paper sheet.`).waitFor();

    const stored = await readTree<{ dances: Record<string, Record<string, number>>; submittedAt?: number }>(`marks/${target.event.eventName}/${target.round.roundNumber}/${paperJudge.key}`);
    const byNumber = new Map(couplesByNumber(target.round).map((c) => [c.entryId, String(c.leadNumber)]));
    for (const [d, dance] of dances.entries()) {
      const recalled = Object.entries(stored?.dances[dance] ?? {}).filter(([, mark]) => mark === 1).map(([id]) => byNumber.get(id)).sort();
      expect(recalled, dance).toEqual([...plan[plan.length - 1][d]].sort());
    }
    expect(stored?.submittedAt).toBeTypeOf('number');
  });

  it('completes and posts the round; the result says whose marks came from paper', async () => {
    const { event, round } = target;
    await expect.poll(() => completeButton().isEnabled()).toBe(true);
    await completeButton().click();
    await page.getByRole('button', { name: `Post ${label}` }).click();
    await expect.poll(() => readTree(`events/${event.eventName}/rounds/${round.roundNumber}/roundState`), { timeout: 15_000 }).toBe(POSTED);

    const saved = await readTree<{ sumRecalls: { judges: Record<string, { key: string; paper?: boolean }> } }>(`resultsSaved/${event.eventName}/${round.roundNumber}`);
    const flagged = Object.values(saved?.sumRecalls.judges ?? {}).filter((j) => j.paper).map((j) => j.key);
    expect(flagged).toEqual([paperJudge.key]);

    // The scrutineer's console: the posted round's legend.
    const legend = page.getByRole('list', { name: `${round.roundName} panel` });
    await expect.poll(() => legend.getByRole('listitem').filter({ hasText: paperJudge.name }).textContent()).toContain('(marks from the paper sheet)');

    const trail = (await readTree<Record<string, { judgeKey: string; source: string; submitted?: boolean }>>(`markAudit/${event.eventName}/${round.roundNumber}`)) ?? {};
    const paperEntries = Object.values(trail).filter((e) => e.judgeKey === paperJudge.key && e.source === 'paper');
    expect(paperEntries.some((e) => e.submitted)).toBe(true);
    expect(paperEntries.length).toBeGreaterThan(1);

    // The public results page.
    await page.goto(`/results/${encodeURIComponent(event.eventName)}`);
    const published = page.getByRole('list', { name: `${round.roundName} panel` });
    const line = published.getByRole('listitem').filter({ hasText: paperJudge.name });
    await expect.poll(() => line.textContent(), { timeout: 15_000 }).toContain('(marks from the paper sheet)');
    expect(await published.getByRole('listitem').filter({ hasText: '(marks from the paper sheet)' }).count()).toBe(1);
    expect(errors.uncaught).toEqual([]);
  });

  it('the chairman replaces the paper judge for the remaining rounds; the posted round still names who marked it', async () => {
    const { event, round } = target;
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const panels = (await readTree<PanelsRecord>('panels')) ?? undefined;
    const rounds = (await readTree<Record<string, Round>>(`events/${event.eventName}/rounds`)) ?? {};
    const next = Object.values(rounds).filter((r) => r.roundState <= 1 && r.roundNumber > round.roundNumber).sort((a, b) => a.roundNumber - b.roundNumber)[0];
    if (!next) throw new Error(`${event.eventName} has no round left after ${round.roundName}.`);
    const nextPanel = roundPanel({ officials, panels }, event.eventName, next.roundNumber).judges.map((j) => j.key);
    expect(nextPanel).toContain(paperJudge.key);
    const judges = roundPanel({ officials, panels }, event.eventName, round.roundNumber).judges;
    const everyJudge = Object.entries(officials).filter(([, o]) => o.role === 'Judge').map(([key]) => key);
    const replacementKey = everyJudge.find((key) => !nextPanel.includes(key)) ?? everyJudge.find((key) => key !== paperJudge.key);
    if (!replacementKey) throw new Error('The demo has no other judge to replace with.');
    const text = (key: string) => `${panels?.letters?.[key] ?? ''} ${officials[key].name}`.trim();

    // The chairman on their own device.
    await context.close();
    context = await newWindow(browser, DESKTOP);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, demoAccount('Chairman of judges'), '/admin/chairman');
    await settle(page);
    const replace = page.getByRole('region', { name: 'Replace a judge' });
    await replace.getByLabel('Judge to replace').selectOption({ label: text(paperJudge.key) });
    await replace.getByLabel('Replacement').selectOption({ label: text(replacementKey) });
    await replace.getByLabel('In', { exact: true }).selectOption({ label: event.eventName });
    await replace.getByText(new RegExp(`^Rounds that would change: .*${event.eventName} ${next.roundName}`)).waitFor();
    await replace.getByRole('button', { name: 'Replace for the remaining rounds' }).click();
    await replace.getByRole('status').filter({ hasText: /^Replaced in \d+ rounds?:/ }).waitFor();

    const stored = await readTree<{ judges: Record<string, boolean> }>(`panels/rounds/${event.eventName}/${next.roundNumber}`);
    expect(stored?.judges[replacementKey]).toBe(true);
    expect(stored?.judges[paperJudge.key]).toBeUndefined();
    // The posted round keeps the panel that marked it: no panel of its own was written, and its result names the paper judge.
    expect(await readTree(`panels/rounds/${event.eventName}/${round.roundNumber}`)).toEqual(panels?.rounds?.[event.eventName]?.[String(round.roundNumber)] ?? null);
    const saved = await readTree<{ sumRecalls: { judges: Record<string, { key: string }> } }>(`resultsSaved/${event.eventName}/${round.roundNumber}`);
    expect(Object.values(saved?.sumRecalls.judges ?? {}).map((j) => j.key).sort()).toEqual(judges.map((j) => j.key).sort());
    await page.goto(`/results/${encodeURIComponent(event.eventName)}`);
    const legend = page.getByRole('list', { name: `${round.roundName} panel` });
    await expect.poll(() => legend.getByRole('listitem').filter({ hasText: paperJudge.name }).count(), { timeout: 15_000 }).toBe(1);
  });
});
