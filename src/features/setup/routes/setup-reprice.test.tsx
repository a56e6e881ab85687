import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import { metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import SetupRoute from './setup';

afterEach(resetFakes);

// Money, one truth (issue 31): the prices rose at CHANGE; entries made before keep theirs until the organiser
// re-prices, after a preview; a team that has paid in full keeps the price it paid.
const CHANGE = Date.UTC(2026, 9, 15);
const HARVARD = 'Harvard Ballroom';
const team = makeEntry({ leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: HARVARD, registeredTime: CHANGE - 10, registeredBy: 'a' });
const indie = makeEntry({ leadName: 'Olly Free', followName: 'Pat Indie', affiliation: 'TBA', registeredTime: CHANGE - 10, registeredBy: 'b' });
const schedule = { currency: 'USD', dancerFee: { regular: 3000 }, entryFee: { regular: 500 }, refund: { kind: 'none' } };
const tree = () => ({
  competitionMetadata: { ...metadata },
  events: { 'Bronze Waltz': { eventName: 'Bronze Waltz', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 }, entries: { [team.entryId]: team, [indie.entryId]: indie } } },
  fees: { schedule, priceHistory: { earlier: { v1: { until: CHANGE, dancerFee: { regular: 2000 }, entryFee: { regular: 500 } } } } },
  payments: { p1: { paymentId: 'p1', payer: { kind: 'team', affiliation: HARVARD }, amount: 5000, method: 'cheque', recordedBy: 't', recordedAt: CHANGE - 5 } },
});

describe('Re-pricing after a fee change', () => {
  it('previews who would change and by how much, leaves the paid team alone, and writes only the others', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<SetupRoute />, { tree: tree() });
    const table = await screen.findByRole('table', { name: 'Who re-pricing would change' });
    const rows = within(table).getAllByRole('row').slice(1)
      .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [HARVARD, '$50.00', '$50.00', '$0.00', 'Paid in full: keeps its price'],
      ['Olly Free', '$25.00', '$35.00', '+$10.00', 'Re-priced'],
      ['Pat Indie', '$25.00', '$35.00', '+$10.00', 'Re-priced'],
    ]);
    expect(db.writes).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Re-price 2 teams and dancers' }));
    await waitFor(() => expect(db.writes).toHaveLength(1));
    // With the fee branch's public version bump the write pipeline adds (issue 33).
    expect(Object.keys(db.writes[0]).sort()).toEqual(['fees/priceHistory/repricedAt/dancer~olly free', 'fees/priceHistory/repricedAt/dancer~pat indie', 'publicVersion/fees']);
    expect(await screen.findByText('Re-priced.')).toBeVisible();
    // Live: the independents are now at today's prices, the paid team still keeps its price.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Who re-pricing would change' })).getAllByRole('row')).toHaveLength(2));
  });

  it('keeps the replaced prices with the entries already made when a price changes', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<SetupRoute />, { tree: { ...tree(), fees: { schedule } } });
    const form = await screen.findByRole('form', { name: 'Fee schedule' });
    const regular = within(form).getByLabelText('Registration fee per dancer, regular');
    await u.clear(regular);
    await u.type(regular, '40');
    await u.click(within(form).getByRole('button', { name: 'Save fee schedule' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Fee schedule saved.');
    expect(db.read('fees/schedule/dancerFee/regular')).toBe(4000);
    expect(db.read('fees/priceHistory/earlier/v1')).toMatchObject({ dancerFee: { regular: 3000 }, entryFee: { regular: 500 }, until: expect.any(Number) });
  });
});
