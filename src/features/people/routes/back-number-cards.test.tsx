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

// Two events whose couples come in no particular order: the cards are by number across them, each couple once.
const tree = {
  competitionMetadata: metadata,
  events: {
    'Silver Latin': makeEvent('Silver', 'Latin', ['Rumba'], [couple(3), couple(1), couple(2)], []),
    'Bronze Standard': makeEvent('Bronze', 'Standard', ['Waltz'], [couple(0), couple(2)], []),
  },
};

describe('Back-number cards', () => {
  it('prints one card per couple, lowest number first, each with the number, both names and the team', async () => {
    renderAdmin(<CompetitorsRoute />, { tree, at: '/admin/competitors', pattern: '/admin/competitors' });
    await userEvent.click(await screen.findByRole('link', { name: 'Back-number cards' }));
    const cards = within(await screen.findByRole('list', { name: 'Back-number cards' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Back number 101', 'Back number 102', 'Back number 103', 'Back number 104']);
    const entry = couple(1);
    expect(cards[1]).toHaveTextContent(`102${entry.leadName} & ${entry.followName}${entry.affiliation}`);
    expect(screen.queryByRole('table', { name: 'Back numbers' })).not.toBeInTheDocument();
  });
});
