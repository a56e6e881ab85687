import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import CompetitorsRoute from './competitors';

afterEach(() => {
  resetFakes();
  vi.restoreAllMocks();
});

// Two events whose couples come in no particular order: the list is by number across them, each couple once.
const tree = {
  competitionMetadata: metadata,
  events: {
    'Silver Latin': makeEvent('Silver', 'Latin', ['Rumba'], [couple(3), couple(1), couple(2)], []),
    'Bronze Standard': makeEvent('Bronze', 'Standard', ['Waltz'], [couple(0), couple(2)], []),
  },
};

describe('Back-number list', () => {
  it('lists back numbers lowest first from the competitors screen', async () => {
    renderAdmin(<CompetitorsRoute />, { tree, at: '/admin/competitors', pattern: '/admin/competitors' });
    await userEvent.click(await screen.findByRole('link', { name: 'Back-number list' }));
    const list = await screen.findByRole('table', { name: 'Back numbers' });
    expect(within(list).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent)).toEqual(['101', '102', '103', '104']);
  });
});
