import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock } from '../../../components/format-date';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import EventScheduleRoute from './event-schedule';

afterEach(() => {
  resetFakes();
  vi.restoreAllMocks();
});

const START = new Date(2026, 10, 28, 10, 0).getTime();
const couples = [couple(3), couple(1), couple(2), couple(0)];
const latin = makeEvent('Silver', 'Latin', ['Rumba'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 1, couples },
  { state: RoundState.Empty, scheduleIndex: 2 },
]);
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], [couple(5)], [{ state: RoundState.Initialized, scheduleIndex: 3, couples: [couple(5)] }]);

/** The semi-final split in heats 3 and 4 around lunch, the final in heat 7, Bronze in heat 8 (on floor B when asked). */
function treeWith(bronzeFloor?: string) {
  return {
    competitionMetadata: metadata,
    events: { [latin.eventName]: latin, [bronze.eventName]: bronze },
    settings: { events: {} },
    schedule: {
      settings: { floorCapacity: 2, minHeatsApart: 0, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
      slots: {
        s1: { kind: 'heat', number: 3, position: 1, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 1, parts: 2 } } },
        s2: { kind: 'break', label: 'Lunch', minutes: 30, position: 2 },
        s3: { kind: 'heat', number: 4, position: 3, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1, part: 2, parts: 2 } } },
        s4: { kind: 'heat', number: 7, position: 4, rounds: { 'Silver Latin-R2': { eventName: 'Silver Latin', roundNumber: 2 } } },
        s5: { kind: 'heat', number: 8, position: 5, ...(bronzeFloor ? { floor: bronzeFloor } : {}), rounds: { 'Bronze Standard-R1': { eventName: 'Bronze Standard', roundNumber: 1 } } },
      },
    },
  };
}

const items = (sheet: HTMLElement) => within(within(sheet).getByRole('list', { name: 'Running order' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const numbers = (sheet: HTMLElement, name: string) => within(within(sheet).getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent);

describe('Printed heat sheet from the day', () => {
  it('prints the whole day in running order with the breaks, one time per heat and each heat\'s couples', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAdmin(<EventScheduleRoute />, { tree: treeWith(), at: '/admin/eventschedule', pattern: '/admin/eventschedule' });
    await userEvent.click(await screen.findByRole('link', { name: 'Open heat sheet' }));
    const sheet = await screen.findByRole('article', { name: 'Heat sheet' });
    expect(items(sheet)).toEqual(['Heat 3', 'Lunch', 'Heat 4', 'Heat 7', 'Heat 8']);
    // Heat 3 (one dance of 90 s, 60 s between heats) starts the day; lunch follows 2 min 30 s later.
    expect(within(sheet).getByRole('heading', { name: `Heat 3 · ${formatClock(START)}` })).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: `${formatClock(START + 150_000)} · Lunch · 30 min` })).toBeInTheDocument();
    expect(numbers(sheet, 'Heat 3 couples')).toEqual(['101', '102']);
    expect(numbers(sheet, 'Heat 4 couples')).toEqual(['103', '104']);
    expect(within(within(sheet).getByRole('listitem', { name: 'Heat 7' })).getByText('Couples to be announced.')).toBeInTheDocument();
    expect(within(sheet).getByRole('listitem', { name: 'Heat 4' })).toHaveTextContent('Silver Latin Semi-Final (part 2 of 2)');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(within(sheet).getByRole('link', { name: 'Back to the schedule' })).toHaveAttribute('href', '/admin/eventschedule');
  });

  it('prints one dancer\'s heats with every break, picked by name', async () => {
    renderAdmin(<EventScheduleRoute />, { tree: treeWith(), at: '/admin/eventschedule', pattern: '/admin/eventschedule' });
    await userEvent.selectOptions(await screen.findByLabelText('Heat sheet for'), 'Ben Ortiz');
    await userEvent.click(screen.getByRole('link', { name: 'Open heat sheet' }));
    const sheet = await screen.findByRole('article', { name: 'Heat sheet: Ben Ortiz' });
    expect(items(sheet)).toEqual(['Heat 3', 'Lunch']);
    expect(numbers(sheet, 'Heat 3 couples')).toEqual(['102']);
  });

  it('prints one floor of a day on two floors, naming the floor of each heat', async () => {
    renderAdmin(<EventScheduleRoute />, { tree: treeWith('B'), at: '/admin/eventschedule', pattern: '/admin/eventschedule' });
    await userEvent.selectOptions(await screen.findByLabelText('Heat sheet for'), 'Floor B');
    await userEvent.click(screen.getByRole('link', { name: 'Open heat sheet' }));
    const sheet = await screen.findByRole('article', { name: 'Heat sheet: floor B' });
    expect(items(sheet)).toEqual(['Lunch', 'Heat 8']);
    expect(within(sheet).getByRole('heading', { name: /^Heat 8 · .* · Floor B$/u })).toBeInTheDocument();
  });

  it('says what to do when there is no running order yet', async () => {
    const { schedule: _none, ...tree } = treeWith();
    renderAdmin(<EventScheduleRoute />, { tree, at: '/admin/eventschedule?heatsheet=*', pattern: '/admin/eventschedule' });
    expect(await screen.findByText('No heats to print')).toBeInTheDocument();
  });
});
