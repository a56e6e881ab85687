import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../domain/testing/competition-fixtures';
import { renderAdmin, resetAdminFakes } from '../../../testing/render-admin';
import CompetitorsRoute from './competitors';

afterEach(() => {
  resetAdminFakes();
  vi.restoreAllMocks();
});

const couples = [couple(3), couple(1), couple(2)];
const latin = makeEvent('Silver', 'Latin', ['Rumba', 'ChaCha'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 1, couples, roundStartTime: new Date(2026, 10, 28, 10, 15).getTime() },
  { state: RoundState.Empty, scheduleIndex: 2 },
]);
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 3, couples: [couple(0)] }]);
const tree = { competitionMetadata: metadata, events: { [latin.eventName]: latin, [bronze.eventName]: bronze }, settings: { events: {} } };

describe('Back-number list', () => {
  it('lists back numbers lowest first from the competitors screen', async () => {
    renderAdmin(<CompetitorsRoute />, { tree, at: '/admin/competitors', pattern: '/admin/competitors' });
    await userEvent.click(await screen.findByRole('link', { name: 'Back-number list' }));
    const list = await screen.findByRole('table', { name: 'Back numbers' });
    expect(within(list).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent)).toEqual(['101', '102', '103', '104']);
  });
});
