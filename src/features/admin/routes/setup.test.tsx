import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { metadata } from '../testing/fixtures';
import { renderAdmin, resetAdminFakes } from '../testing/render-admin';
import SetupRoute from './setup';

afterEach(resetAdminFakes);

const silverStandard = {
  eventName: 'Silver Standard',
  style: 'Standard',
  eventLevel: 'Silver',
  dances: { Waltz: 0, Quickstep: 1 },
};

const tree = {
  competitionMetadata: { ...metadata, dateRegistrationClosed: Date.UTC(2026, 10, 20, 12), paymentTierLate: 40 },
  events: { 'Silver Standard': silverStandard },
};

describe('Setup screen', () => {
  it('saves the competition details field by field, clearing dates and tiers that were emptied', async () => {
    const { db } = renderAdmin(<SetupRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Competition details' });
    const name = within(form).getByLabelText('Competition name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Harvest Ball');
    await userEvent.click(within(form).getByRole('button', { name: 'Clear Registration closes' }));
    await userEvent.clear(within(form).getByLabelText('Late price'));
    await userEvent.type(within(form).getByLabelText('Early price'), '25');
    await userEvent.type(within(form).getByLabelText('Instagram handle'), '@harvestball');
    await userEvent.selectOptions(within(form).getByLabelText('Registration status'), 'closed');
    await userEvent.click(within(form).getByRole('switch', { name: 'Show the results page to the public' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save competition details' }));
    expect(await within(form).findByText('Competition details saved.')).toBeInTheDocument();

    const patch = db.lastWrite()!;
    expect(patch['competitionMetadata/dateRegistrationClosed']).toBeNull();
    expect(patch['competitionMetadata/paymentTierLate']).toBeNull();
    expect(Object.keys(patch).every((path) => path.startsWith('competitionMetadata/'))).toBe(true);
    const stored = db.read('competitionMetadata') as Record<string, unknown>;
    expect(stored).toMatchObject({
      fullName: 'Harvest Ball',
      paymentTierEarly: 25,
      registrationStatus: 'closed',
      resultsPageShown: true,
      socials: { instagram: '@harvestball' },
      officials: metadata.officials,
    });
    expect(stored).not.toHaveProperty('dateRegistrationClosed');
    expect(stored).not.toHaveProperty('paymentTierLate');
  });

  it('refuses a last day before the first day without writing', async () => {
    const { db } = renderAdmin(<SetupRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Competition details' });
    const end = within(form).getByLabelText('Last day');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save competition details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The last day is before the first day.');
    expect(db.writes).toHaveLength(0);
  });

  it('creates one event per chosen level with the chosen dances, leaving existing ones alone', async () => {
    const { db } = renderAdmin(<SetupRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Create events' });
    await userEvent.selectOptions(within(form).getByLabelText('Style'), 'Latin');
    await userEvent.click(within(form).getByLabelText('Bronze'));
    await userEvent.click(within(form).getByLabelText('Gold'));
    await userEvent.click(within(form).getByLabelText('Paso Doble'));
    await userEvent.click(within(form).getByLabelText('Jive'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create events' }));
    expect(await within(form).findByText('Created Bronze Latin, Gold Latin.')).toBeInTheDocument();
    expect(db.read('events/Bronze Latin')).toEqual({
      eventName: 'Bronze Latin',
      style: 'Latin',
      eventLevel: 'Bronze',
      dances: { ChaCha: 0, Samba: 1, Rumba: 2 },
    });
    expect(await screen.findByRole('rowheader', { name: 'Gold Latin' })).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByLabelText('Style'), 'Standard');
    await userEvent.click(within(form).getByLabelText('Silver'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create events' }));
    expect(await within(form).findByText(/Already there: Silver Standard\./)).toBeInTheDocument();
    expect(db.read('events/Silver Standard/dances')).toEqual({ Waltz: 0, Quickstep: 1 });
  });

  it('edits an event\'s dances and removes an event with its marks and results', async () => {
    const { db } = renderAdmin(<SetupRoute />, {
      tree: { ...tree, marks: { 'Silver Standard': { 1: { j1: { submittedAt: 1 } } } }, resultsSaved: { 'Silver Standard': { 1: { x: 1 } } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dances of Silver Standard' }));
    const editor = screen.getByRole('form', { name: 'Dances of Silver Standard' });
    await userEvent.click(within(editor).getByLabelText('Tango'));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save dances' }));
    await waitFor(() => expect(db.read('events/Silver Standard/dances')).toEqual({ Waltz: 0, Tango: 1, Quickstep: 2 }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Silver Standard' }));
    await userEvent.click(screen.getByRole('button', { name: /Confirm removing Silver Standard/ }));
    await waitFor(() => expect(db.read('events')).toBeNull());
    expect(db.read('marks')).toBeNull();
    expect(db.read('resultsSaved')).toBeNull();
  });
});
