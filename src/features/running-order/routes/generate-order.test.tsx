import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FloorHeatSlot, Official, ScheduleSlot } from '../../../domain/model';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { DEFAULT_SCHEDULE_SETTINGS, buildRunningOrder, findClashes } from '../../../domain/running-order';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import EventScheduleRoute from './event-schedule';

afterEach(resetFakes);

const couples = Array.from({ length: 10 }, (_, i) => couple(i));
// Four finals in four styles; Bronze and Silver share a couple, so Silver must not follow Bronze on one floor.
const OWN = [[0, 1, 2], [2, 3, 4], [5, 6], [7, 8, 9]];
const events = Object.fromEntries((['Bronze', 'Silver', 'Gold', 'Novice'] as const).map((level, i) => {
  const own = OWN[i].map((k) => couples[k]);
  const event = makeEvent(level, (['Standard', 'Latin', 'Smooth', 'Rhythm'] as const)[i], ['Waltz'], own, [{ state: RoundState.Initialized, scheduleIndex: i + 1, couples: own }]);
  return [event.eventName, event];
}));
const START = Date.UTC(2026, 10, 28, 14, 0);
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: START };
const slots = buildRunningOrder(events, settings);
const sixJudges: Record<string, Official> = { ...metadata.officials, j4: { name: 'Dee Judge', role: 'Judge' }, j5: { name: 'Eli Judge', role: 'Judge' }, j6: { name: 'Fay Judge', role: 'Judge' } };
const tree = (floors: Record<string, { name: string }>, officials: Record<string, Official> | undefined = sixJudges) => ({
  competitionMetadata: { ...metadata, officials }, events, settings: { events: {} },
  schedule: { settings: { ...settings, floors }, slots: { ...slots, s1: { ...slots.s1, startedAt: START } } },
});

const heats = (value: unknown) => Object.entries((value ?? {}) as Record<string, ScheduleSlot>).filter((e): e is [string, FloorHeatSlot] => e[1].kind === 'heat');

describe('Floors and the generated running order', () => {
  it('names two floors and the change time, keeping the other settings', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: tree({ A: { name: 'Floor A' } }) });
    const form = await screen.findByRole('form', { name: 'Floors' });
    await userEvent.selectOptions(within(form).getByLabelText('Floors danced at the same time'), '2');
    await userEvent.clear(within(form).getByLabelText('Name of floor B'));
    await userEvent.type(within(form).getByLabelText('Name of floor B'), 'Side ballroom');
    await userEvent.clear(within(form).getByLabelText('Minutes to change floors'));
    await userEvent.type(within(form).getByLabelText('Minutes to change floors'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save floors' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(db.read('schedule/settings/floors')).toEqual({ A: { name: 'Floor A' }, B: { name: 'Side ballroom' } });
    expect(db.read('schedule/settings/floorChangeMinutes')).toBe(3);
    expect(db.read('schedule/settings/firstHeatStart')).toBe(START);
  });

  it('previews a generated order over two floors, then applies it without touching the heat on the floor', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: tree({ A: { name: 'Main' }, B: { name: 'Side' } }) });
    const panel = await screen.findByRole('region', { name: 'Generate the running order' });
    expect(within(panel).getByRole('button', { name: 'Apply the generated order' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Preview the generated order' }));
    const figures = await within(panel).findByRole('list', { name: 'Figures of the generated order' });
    expect(figures).toHaveTextContent(/Main: \d+ heats, ends/u);
    expect(figures).toHaveTextContent(/Side: \d+ heats, ends/u);
    expect(figures).toHaveTextContent('Clashes: 0');
    const started = db.read('schedule/slots/s1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply the generated order' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('The generated order is written.');
    const after = db.read('schedule/slots');
    expect((after as Record<string, unknown>).s1).toEqual(started);
    expect(heats(after).some(([, h]) => h.floor === 'B')).toBe(true);
    expect(findClashes({ events, slots: after as Record<string, ScheduleSlot>, settings: { ...settings, floors: { A: { name: 'Main' }, B: { name: 'Side' } } } })).toEqual([]);
  });

  it('says what to change when there are too few judges for the floors, and writes nothing', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: tree({ A: { name: 'Main' }, B: { name: 'Side' } }, metadata.officials) });
    const panel = await screen.findByRole('region', { name: 'Generate the running order' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Preview the generated order' }));
    expect(await within(panel).findByRole('list', { name: 'Why no order can be generated' })).toHaveTextContent(
      '2 floors need at least 6 judges (a panel of 3 each) and 3 are listed: add judges or use fewer floors.',
    );
    expect(within(panel).getByRole('button', { name: 'Apply the generated order' })).toBeDisabled();
    expect(db.writes).toHaveLength(0);
  });
});
