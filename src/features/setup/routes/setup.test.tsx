import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import SetupRoute from './setup';

afterEach(resetFakes);

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
  it('saves the competition details field by field, clearing dates that were emptied, and leaves prices to the fees', async () => {
    const { db } = renderAdmin(<SetupRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Competition details' });
    const name = within(form).getByLabelText('Competition name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Harvest Ball');
    await userEvent.click(within(form).getByRole('button', { name: 'Clear Registration closes' }));
    // One place sets a price (issue 31): the fee schedule, not the details.
    expect(within(form).queryByLabelText(/price/i)).toBeNull();
    await userEvent.type(within(form).getByLabelText('Instagram handle'), '@harvestball');
    await userEvent.selectOptions(within(form).getByLabelText('Registration status'), 'closed');
    await userEvent.click(within(form).getByRole('switch', { name: 'Show the results page to the public' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save competition details' }));
    expect(await within(form).findByText('Competition details saved.')).toBeInTheDocument();

    const patch = db.lastWrite()!;
    expect(patch['competitionMetadata/dateRegistrationClosed']).toBeNull();
    expect(Object.keys(patch).some((path) => path.includes('paymentTier'))).toBe(false);
    // Only the details, with their branch's public version bump (issue 33).
    expect(Object.keys(patch).every((path) => path.startsWith('competitionMetadata/') || path === 'publicVersion/competitionMetadata')).toBe(true);
    expect(patch['publicVersion/competitionMetadata']).toEqual({ '.sv': { increment: 1 } });
    const stored = db.read('competitionMetadata') as Record<string, unknown>;
    expect(stored).toMatchObject({
      fullName: 'Harvest Ball',
      paymentTierLate: 40,
      registrationStatus: 'closed',
      resultsPageShown: true,
      socials: { instagram: '@harvestball' },
      officials: metadata.officials,
    });
    expect(stored).not.toHaveProperty('dateRegistrationClosed');
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

describe('Setup: rounds and back numbers', () => {
  const couples = Array.from({ length: 10 }, (_, i) => couple(i));
  const unnumbered = couples.map(({ leadNumber: _n, ...entry }) => entry);
  const latin = makeEvent('Silver', 'Latin', ['ChaCha'], [], []);
  const seeded = { ...latin, entries: Object.fromEntries(unnumbered.map((e) => [e.entryId, e])) };
  const small = { ...makeEvent('Bronze', 'Latin', ['ChaCha'], [], []), entries: Object.fromEntries(unnumbered.slice(0, 4).map((e) => [e.entryId, e])) };

  it('seeds every event\'s rounds from its entries with the spec\'s recall sizes and start times', async () => {
    const { db } = renderAdmin(<SetupRoute />, { tree: { competitionMetadata: metadata, events: { [seeded.eventName]: seeded, [small.eventName]: small } } });
    const form = await screen.findByRole('form', { name: 'Seed rounds' });
    await userEvent.type(within(form).getByLabelText('First round starts'), '2026-11-28T09:00');
    await userEvent.clear(within(form).getByLabelText('Minutes per round'));
    await userEvent.type(within(form).getByLabelText('Minutes per round'), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Seed rounds for every event' }));
    const preview = await within(form).findByRole('region', { name: 'Re-plan rounds: what will change' });
    expect(db.read('events/Bronze Latin/rounds')).toBeNull();
    await userEvent.click(within(preview).getByRole('button', { name: 'Write these changes' }));
    expect(await within(form).findByText('Saved: re-planned the rounds of Bronze Latin, Silver Latin.')).toBeInTheDocument();
    const nine = new Date(2026, 10, 28, 9, 0).getTime();
    expect(db.read('events/Bronze Latin/rounds/1')).toMatchObject({ roundName: 'Final', scheduleIndex: 1, roundStartTime: nine, roundState: RoundState.Initialized });
    const silver = db.read('events/Silver Latin/rounds') as { roundName: string; recallSize: number; scheduleIndex: number; roundStartTime: number }[];
    expect(silver.slice(1).map((r) => [r.roundName, r.recallSize, r.scheduleIndex, r.roundStartTime])).toEqual([
      ['Semi-Final', 7, 2, nine + 6 * 60_000],
      ['Final', 7, 3, nine + 12 * 60_000],
    ]);
  });

  it('keeps a round the chairman skipped unless the organiser ticks it', async () => {
    const skipped = makeEvent('Gold', 'Latin', ['Rumba'], couples, [
      { state: RoundState.Skipped, scheduleIndex: 1 },
      { state: RoundState.Initialized, scheduleIndex: 2, couples: couples.slice(0, 6) },
    ]);
    const { db } = renderAdmin(<SetupRoute />, { tree: { competitionMetadata: metadata, events: { [skipped.eventName]: skipped, [small.eventName]: small } } });
    const form = await screen.findByRole('form', { name: 'Seed rounds' });
    await userEvent.click(within(form).getByRole('button', { name: 'Seed rounds for every event' }));
    const preview = await within(form).findByRole('region', { name: 'Re-plan rounds: what will change' });
    expect(within(preview).getByRole('list', { name: 'Rounds kept' })).toHaveTextContent('Gold Latin Semi-Final is kept: it was skipped by the chairman.');
    await userEvent.click(within(preview).getByRole('button', { name: 'Write these changes' }));
    expect(await within(form).findByText(/^Saved: re-planned the rounds of Bronze Latin\. 2 rounds kept/)).toBeInTheDocument();
    expect(db.read('events/Gold Latin/rounds/1')).toEqual(skipped.rounds?.['1']);
    expect(db.read('events/Gold Latin/rounds/2')).toEqual(skipped.rounds?.['2']);
  });

  it('assigns back numbers to leads without one and reports how many', async () => {
    const { db } = renderAdmin(<SetupRoute />, { tree: { competitionMetadata: metadata, events: { [small.eventName]: small } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign back numbers' }));
    expect(await screen.findByText('4 new back numbers.')).toBeInTheDocument();
    const numbers = Object.values(db.read('events/Bronze Latin/entries') as Record<string, { leadNumber: number }>).map((e) => e.leadNumber).sort();
    expect(numbers).toEqual([100, 101, 102, 103]);
  });
});
