import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import EventScheduleRoute from './event-schedule';

afterEach(() => {
  resetFakes();
  vi.restoreAllMocks();
});

const couples = [couple(3), couple(1), couple(2)];
const latin = makeEvent('Silver', 'Latin', ['Rumba', 'ChaCha'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 1, couples, roundStartTime: new Date(2026, 10, 28, 10, 15).getTime() },
  { state: RoundState.Empty, scheduleIndex: 2 },
]);
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 3, couples: [couple(0)] }]);
const tree = { competitionMetadata: metadata, events: { [latin.eventName]: latin, [bronze.eventName]: bronze }, settings: { events: {} } };

describe('Printable sheets', () => {
  it('opens one event\'s heat sheet from the schedule, couples by number per round, and prints it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAdmin(<EventScheduleRoute />, { tree, at: '/admin/eventschedule', pattern: '/admin/eventschedule' });
    await userEvent.selectOptions(await screen.findByLabelText('Heat sheet for'), 'Silver Latin');
    await userEvent.click(screen.getByRole('link', { name: 'Open heat sheet' }));
    const sheet = await screen.findByRole('article', { name: 'Heat sheet: Silver Latin' });
    expect(within(sheet).queryByRole('region', { name: 'Heat sheet of Bronze Standard' })).not.toBeInTheDocument();
    const semi = within(sheet).getByRole('table', { name: 'Silver Latin Semi-Final couples' });
    expect(within(semi).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent)).toEqual(['102', '103', '104']);
    expect(within(sheet).getByText('Couples to be announced.')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(within(sheet).getByRole('link', { name: 'Back to the schedule' })).toHaveAttribute('href', '/admin/eventschedule');
  });

  it('prints every event\'s heat sheet', async () => {
    renderAdmin(<EventScheduleRoute />, { tree, at: '/admin/eventschedule?heatsheet=*', pattern: '/admin/eventschedule' });
    const sheet = await screen.findByRole('article', { name: 'Heat sheets' });
    expect(within(sheet).getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Heat sheet of Silver Latin', 'Heat sheet of Bronze Standard']);
  });

});
