// The middle of the day (issue 29), organiser's side: the chairman skips a round, the organiser adds a new
// event with its rounds and puts them at the end of the running order, and nothing already started, filled,
// skipped or ordered changes; then the organiser moves several heats at once to place N and undoes it; then a
// final is danced (its heat started, the judges' tablets place the couples), the scrutineer posts it, and /live
// on the projector shows its placings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { LEVEL_SORT_ORDER } from '../../src/domain/constants';
import { RoundState, STYLES, type CompetitionEvent, type Official, type PanelsRecord, type RunningOrderRecord, type ScheduleSlot } from '../../src/domain/model';
import { roundPanel } from '../../src/domain/panels';
import { dayModelOf, moveHeatsPlan, roundFieldsInStepPatch, scheduleSettingsOf, slotsInOrder, type RunningOrderInput } from '../../src/domain/running-order';
import { demoAccount } from './harness/accounts';
import { ConsoleErrors, DESKTOP, PROJECTOR, connectBrowser, newWindow, screenshotPath } from './harness/browser';
import { JudgeTablet } from './harness/judge-tablet';
import { byNumber, expectedFinal, planFinal } from './harness/marks-plan';
import { leadingWords, placeOf } from './harness/result-tables';
import { readTree } from './harness/db-reader';
import { Journey } from './harness/journey';
import { withoutDerivedFields } from './harness/round-fields';
import { restoreSeededDemo } from './harness/restore-demo';
import { settle, signIn } from './harness/ui';

const rounds = (event: CompetitionEvent) => Object.values(event.rounds ?? {}).filter((r) => r !== null).sort((a, b) => a.roundNumber - b.roundNumber);
const events = async () => (await readTree<Record<string, CompetitionEvent>>('events')) ?? {};
const slots = async () => (await readTree<RunningOrderRecord>('schedule'))?.slots ?? {};

async function runningOrder(): Promise<RunningOrderInput> {
  const schedule = (await readTree<RunningOrderRecord>('schedule')) ?? {};
  return { events: await events(), slots: schedule.slots ?? {}, settings: scheduleSettingsOf(schedule.settings) };
}

/** The events' rounds as the user set them, without the event named `except`: what must not change. */
async function roundsExcept(except: string): Promise<Record<string, unknown>> {
  return Object.fromEntries(Object.entries(await events()).filter(([name]) => name !== except)
    .map(([name, event]) => [name, Object.values(event.rounds ?? {}).filter((round) => round !== null).map(withoutDerivedFields)]));
}

describe('the middle of the day', () => {
  const journey = new Journey();
  let browser: Browser;
  let organiser: Page;
  let chairman: Page;
  const errors: ConsoleErrors[] = [];
  let skipped = '';
  let skippedPath = '';
  let newEvent = '';
  let slotsBefore: Record<string, ScheduleSlot> = {};
  let roundsBefore: Record<string, unknown> = {};

  const open = async (): Promise<Page> => {
    const page = await (await newWindow(browser, DESKTOP)).newPage();
    errors.push(new ConsoleErrors(page));
    return page;
  };

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
    organiser = await open();
    chairman = await open();
  });

  afterAll(async () => {
    await browser?.close();
  });

  journey.step('the chairman skips a round that has not started', async () => {
    const candidate = Object.values(await events())
      .map((event) => ({ event, list: rounds(event) }))
      .find(({ list }) => list.length >= 2 && list.every((round) => round.roundState <= 1));
    if (!candidate) throw new Error('The demo has no event of two rounds or more that has not started.');
    const round = candidate.list[0];
    skipped = `${round.eventName} ${round.roundName}`;
    skippedPath = `events/${round.eventName}/rounds/${round.roundNumber}/roundState`;
    await signIn(chairman, demoAccount('Chairman of judges'), '/admin/eventschedule');
    await settle(chairman);
    await chairman.getByRole('button', { name: `Skip ${skipped}`, exact: true }).click();
    await expect.poll(async () => (await readTree<number>(`events/${round.eventName}/rounds/${round.roundNumber}/roundState`))).toBe(3);
  });

  journey.step('the organiser creates a new event and adds its rounds, in heats at the end of the day, alone', async () => {
    const existing = new Set(Object.keys(await events()));
    const pair = STYLES.flatMap((style) => LEVEL_SORT_ORDER.map((level) => ({ style, level }))).find(({ style, level }) => !existing.has(`${level} ${style}`));
    if (!pair) throw new Error('Every style and level already has an event.');
    newEvent = `${pair.level} ${pair.style}`;
    await signIn(organiser, demoAccount('Organiser'), '/admin/setup');
    await settle(organiser);
    const create = organiser.getByRole('form', { name: 'Create events' });
    await create.getByLabel('Style').selectOption(pair.style);
    await create.getByLabel(pair.level, { exact: true }).check();
    await create.getByRole('button', { name: 'Create events' }).click();
    await expect.poll(async () => Object.keys(await events()).includes(newEvent)).toBe(true);

    slotsBefore = await slots();
    roundsBefore = await roundsExcept(newEvent);
    await organiser.goto('/admin/eventschedule');
    await settle(organiser);
    const form = organiser.getByRole('form', { name: 'Add rounds to a new event' });
    await form.getByLabel('New event').selectOption(newEvent);
    await form.getByRole('checkbox', { name: 'Also put its rounds in heats at the end of the day' }).check();
    await form.getByRole('button', { name: 'Add rounds to a new event' }).click();
    const preview = organiser.getByRole('region', { name: `Add rounds to ${newEvent}: what will change` });
    await preview.getByRole('list', { name: 'Heats that will change' }).waitFor();
    await preview.getByRole('button', { name: 'Write these changes' }).click();
    await organiser.getByRole('status').filter({ hasText: `to ${newEvent}.` }).waitFor();

    // Nothing else changed: every other event's rounds (the skipped one, the started, the filled) and every heat.
    expect(await roundsExcept(newEvent)).toEqual(roundsBefore);
    const day = await runningOrder();
    expect(roundFieldsInStepPatch(dayModelOf(day, Date.now()), day.events), 'every round\'s number and start agree with the running order').toEqual({});
    const after = await slots();
    for (const [key, slot] of Object.entries(slotsBefore)) expect(after[key]).toEqual(slot);
    const added = Object.keys(after).filter((key) => !(key in slotsBefore));
    expect(added.length).toBeGreaterThan(0);
    const order = slotsInOrder(after).map(({ key }) => key);
    expect(order.slice(-added.length).sort()).toEqual([...added].sort());
    for (const key of added) {
      const slot = after[key];
      expect(slot.kind === 'heat' && Object.values(slot.rounds).every((ref) => ref.eventName === newEvent)).toBe(true);
    }
    expect(await readTree<number>(skippedPath)).toBe(3);
  });

  journey.step('the organiser moves two heats at once to place N, then undoes the move', async () => {
    const input = await runningOrder();
    const order = slotsInOrder(input.slots);
    const lastStarted = order.reduce((at, { slot }, i) => (slot.startedAt !== undefined ? i : at), -1);
    const toCome = order.slice(lastStarted + 1).filter(({ slot }) => slot.kind === 'heat');
    const pair = toCome.slice(-2);
    expect(pair).toHaveLength(2);
    const keys = pair.map(({ key }) => key);
    // The first place, counting from just after the floor, that the domain accepts (no new or worse clash).
    let place = 0;
    for (let to = lastStarted + 2; to <= order.length - 1 && place === 0; to += 1) {
      try {
        moveHeatsPlan(input, keys, to);
        if (order.findIndex(({ key }) => key === keys[0]) + 1 !== to) place = to;
      } catch {
        // Refused for a clash: try the next place.
      }
    }
    expect(place).toBeGreaterThan(0);
    const before = await slots();
    const numbers = pair.map(({ slot }) => (slot.kind === 'heat' ? slot.number : 0));
    for (const n of numbers) {
      await organiser.getByRole('table', { name: 'Heats of the day' }).getByRole('row', { name: `Heat ${n}`, exact: true }).getByRole('checkbox', { name: `Pick heat ${n}`, exact: true }).check();
    }
    const move = organiser.getByRole('form', { name: 'Move picked heats' });
    await move.getByLabel('Move picked heats to place').fill(String(place));
    await move.getByRole('button', { name: 'Move picked heats' }).click();
    const label = `moving heat ${numbers[0]}, heat ${numbers[1]} to place ${place}`;
    await organiser.getByRole('status').filter({ hasText: `Saved: ${label.replace('moving', 'moved')}.` }).waitFor();
    await expect.poll(async () => slotsInOrder(await slots()).findIndex(({ key }) => key === keys[0]) + 1).toBe(place);
    expect(slotsInOrder(await slots()).findIndex(({ key }) => key === keys[1]) + 1).toBe(place + 1);

    await organiser.getByRole('button', { name: `Undo ${label}` }).click();
    await organiser.getByRole('status').filter({ hasText: 'Saved: undone' }).waitFor();
    expect(await slots()).toEqual(before);
  });

  journey.step('a final is danced and the scrutineer posts it; /live on the projector shows its placings', async () => {
    // A final still to come, alone in its heat, with numbered couples: the one quickest to mark.
    const day = dayModelOf(await runningOrder(), Date.now());
    const cost = (h: (typeof day.heats)[number]) => h.rounds[0].dances.length * h.couples.length;
    const [heat] = day.heats.filter((h) => h.startedAt === undefined && h.rounds.length === 1 && h.rounds[0].isFinal && h.rounds[0].state === RoundState.Initialized
      && h.couples.length >= 2 && h.couples.every((c) => c.backNumber !== null)).sort((a, b) => cost(a) - cost(b));
    if (!heat) throw new Error('The demo has no final still to come alone in its heat.');
    const { eventName, roundNumber, roundName } = heat.rounds[0];
    const label = `${eventName} ${roundName}`;
    const event = (await events())[eventName];
    const dances = Object.entries(event.dances).sort(([, a], [, b]) => a - b).map(([dance]) => dance);
    const numbers = heat.couples.map((c) => String(c.backNumber)).sort(byNumber);

    // The floor calls the heat and the round starts.
    await organiser.goto('/admin/eventschedule');
    await settle(organiser);
    const heatRow = organiser.getByRole('table', { name: 'Heats of the day' }).getByRole('row', { name: `Heat ${heat.number}`, exact: true });
    await heatRow.getByRole('button', { name: `Start heat ${heat.number}` }).click();
    await expect.poll(() => heatRow.textContent()).toContain('On the floor');
    const roundRow = organiser.getByRole('table', { name: 'Running order' }).getByRole('row', { name: label, exact: true });
    await roundRow.getByRole('button', { name: `Start ${label}` }).click();
    await expect.poll(() => roundRow.textContent()).toContain('Running');

    // Every judge of the final's panel places the couples on a tablet and submits.
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const panels = (await readTree<PanelsRecord>('panels')) ?? undefined;
    const judges = roundPanel({ officials, panels }, eventName, roundNumber).judges;
    expect(judges.length).toBeGreaterThan(0);
    const plan = planFinal(numbers, dances.length, judges.length);
    for (const [j, judge] of judges.entries()) {
      const tablet = await JudgeTablet.open(browser, judge.key, judge.name);
      try {
        await tablet.signIn((await readTree<string>(`judgeCodes/${judge.key}`)) ?? '');
        const sheet = await tablet.openRound(eventName, roundName);
        for (const [d, dance] of dances.entries()) await tablet.place(sheet, dance, plan[j][d]);
        await tablet.submit(sheet, roundName);
        await sheet.getByRole('status').filter({ hasText: /^Success/ }).waitFor();
        expect(tablet.errors.uncaught).toEqual([]);
      } finally {
        await tablet.close();
      }
    }

    // The scrutineer closes the final and posts it.
    const scrutineer = await open();
    await signIn(scrutineer, demoAccount('Scrutineer'), '/admin/scrutineer');
    await settle(scrutineer);
    await scrutineer.getByLabel('Round').selectOption({ label });
    const section = scrutineer.getByRole('region', { name: label, exact: true });
    await section.getByRole('button', { name: `Mark ${label} complete` }).click();
    await section.getByRole('button', { name: `Post ${label}` }).click();
    await expect.poll(async () => (await events())[eventName]?.rounds?.[String(roundNumber)]?.roundState).toBe(RoundState.Posted);

    // The projector shows the final's placings, as the engine places them, until the next heat starts.
    const projector = await newWindow(browser, PROJECTOR);
    try {
      const live = await projector.newPage();
      errors.push(new ConsoleErrors(live));
      await live.goto('/live');
      await settle(live);
      const placements = live.getByRole('list', { name: 'Placements' });
      await placements.waitFor();
      const expected = expectedFinal(dances, plan);
      const shown = await leadingWords(placements, 2);
      expect(shown.map(([place, number]) => [number, placeOf(place)])).toEqual(
        Object.entries(expected.places).sort(([a, pa], [b, pb]) => pa - pb || byNumber(a, b)),
      );
      await live.screenshot({ path: screenshotPath('middle-of-day-live-final-1920x1080') });
    } finally {
      await projector.close();
    }
  }, 600_000);

  journey.step('no page logged an error', async () => {
    await Promise.resolve();
    expect(errors.flatMap((log) => log.messages)).toEqual([]);
  });
});
