import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import SetupRoute from './setup';

afterEach(resetFakes);

const EARLY = Date.UTC(2026, 9, 1, 12);
const OPEN = Date.UTC(2026, 10, 1, 12);
const tree = { competitionMetadata: { ...metadata, dateRegistrationEarly: EARLY, dateRegistrationOpen: OPEN } };

describe('Fee schedule on the setup screen', () => {
  it('saves prices in whole cents with the tier dates, and derives the registration page prices', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<SetupRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Fee schedule' });
    await u.type(within(form).getByLabelText('Registration fee per dancer, early (optional)'), '25');
    await u.type(within(form).getByLabelText('Registration fee per dancer, regular'), '35.50');
    await u.type(within(form).getByLabelText('Fee per entry (each dancer), regular'), '5');
    await u.click(within(form).getByRole('button', { name: 'Add a team rate' }));
    await u.type(within(form).getByLabelText('Team 1'), 'MIT Ballroom Dance Team');
    await u.type(within(form).getByLabelText('Team 1 registration fee, early (optional)'), '15');
    await u.type(within(form).getByLabelText('Team 1 registration fee, regular'), '20');
    await u.type(within(form).getByLabelText('Payment instructions (shown to registrants)'), 'Cheque at the desk.');
    await u.click(within(form).getByRole('button', { name: 'Save fee schedule' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Fee schedule saved.');
    expect(db.read('fees/schedule')).toMatchObject({
      currency: 'USD', dancerFee: { early: 2500, regular: 3550 }, entryFee: { regular: 500 }, refund: { kind: 'none' },
      teamRates: { 'mit ballroom dance team': { affiliation: 'MIT Ballroom Dance Team', dancerFee: { early: 1500, regular: 2000 } } },
      paymentInstructions: 'Cheque at the desk.',
    });
    expect(db.read('fees/schedule/teamRates/mit ballroom dance team')).not.toHaveProperty('entryFee');
    expect(db.read('competitionMetadata/paymentTierOpen')).toBe(35.5);
    expect(db.read('competitionMetadata/dateRegistrationOpen')).toBe(OPEN);
  });

  it('shows negative and non-numeric amounts and out-of-order tier dates beside their fields, saving nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<SetupRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Fee schedule' });
    await u.type(within(form).getByLabelText('Registration fee per dancer, regular'), '-35');
    await u.type(within(form).getByLabelText('Fee per entry (each dancer), regular'), 'five');
    await u.click(within(form).getByRole('button', { name: 'Save fee schedule' }));
    expect(await within(form).findByText(/"-35" is negative/)).toBeVisible();
    expect(within(form).getByText(/"five" is not an amount/)).toBeVisible();
    await u.clear(within(form).getByLabelText('Registration fee per dancer, regular'));
    await u.type(within(form).getByLabelText('Registration fee per dancer, regular'), '35');
    await u.clear(within(form).getByLabelText('Fee per entry (each dancer), regular'));
    await u.type(within(form).getByLabelText('Fee per entry (each dancer), regular'), '5');
    await u.clear(within(form).getByLabelText('Regular deadline'));
    await u.type(within(form).getByLabelText('Regular deadline'), '2026-09-01T12:00');
    await u.click(within(form).getByRole('button', { name: 'Save fee schedule' }));
    expect(await within(form).findByText('The regular deadline is before the early-bird deadline; put the dates in order.')).toBeVisible();
    await waitFor(() => expect(db.writes).toEqual([]));
    expect(db.read('fees')).toBeNull();
  });

  it('a team rate with early or late prices but no regular one is refused beside the field', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<SetupRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Fee schedule' });
    await u.type(within(form).getByLabelText('Registration fee per dancer, regular'), '35');
    await u.type(within(form).getByLabelText('Fee per entry (each dancer), regular'), '5');
    await u.click(within(form).getByRole('button', { name: 'Add a team rate' }));
    await u.type(within(form).getByLabelText('Team 1'), 'Yale Ballroom Dance Team');
    await u.type(within(form).getByLabelText('Team 1 entry fee, late (optional)'), '9');
    await u.click(within(form).getByRole('button', { name: 'Save fee schedule' }));
    expect(await within(form).findByText('Enter the regular entry fee too; the early and late prices fall back to it.')).toBeVisible();
    await u.type(within(form).getByLabelText('Team 1 entry fee, regular'), '6');
    await u.type(within(form).getByLabelText('Team 1 entry fee, early (optional)'), '-1');
    await u.click(within(form).getByRole('button', { name: 'Save fee schedule' }));
    expect(await within(form).findByText(/"-1" is negative/)).toBeVisible();
    expect(db.writes).toEqual([]);
    await u.clear(within(form).getByLabelText('Team 1 entry fee, early (optional)'));
    await u.type(within(form).getByLabelText('Team 1 entry fee, early (optional)'), '4.5');
    await u.click(within(form).getByRole('button', { name: 'Save fee schedule' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Fee schedule saved.');
    expect(db.read('fees/schedule/teamRates/yale ballroom dance team')).toEqual({ affiliation: 'Yale Ballroom Dance Team', entryFee: { early: 450, regular: 600, late: 900 } });
  });
});
