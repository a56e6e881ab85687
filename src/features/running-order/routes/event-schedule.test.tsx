import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import EventScheduleRoute from './event-schedule';

afterEach(resetFakes);

const couples = Array.from({ length: 10 }, (_, i) => couple(i));
const bronze = makeEvent('Bronze', 'Standard', ['Waltz', 'Quickstep'], couples.slice(0, 4), [
  { state: RoundState.Initialized, scheduleIndex: 1, couples: couples.slice(0, 4) },
]);
const silver = makeEvent('Silver', 'Latin', ['ChaCha'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 2, couples, recallSize: 6 },
  { state: RoundState.Empty, scheduleIndex: 3 },
]);
const tree = {
  competitionMetadata: metadata,
  events: { [bronze.eventName]: bronze, [silver.eventName]: silver },
  settings: { events: {} },
};

const rowNames = () => within(screen.getByRole('table', { name: 'Running order' })).getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-label'));

describe('Event schedule', () => {
  it('keeps a round in a heat where the running order puts it: no moving or timing it in this table, with the reason', async () => {
    const withHeat = {
      ...tree,
      schedule: { slots: { h1: { kind: 'heat', number: 1, position: 1, rounds: { 'Bronze Standard-R1': { eventName: 'Bronze Standard', roundNumber: 1 } } } } },
    };
    renderAdmin(<EventScheduleRoute />, { tree: withHeat });
    const down = await screen.findByRole('button', { name: 'Move Bronze Standard Final down' });
    expect(down).toBeDisabled();
    expect(down).toHaveAccessibleDescription(/takes its place and start time from the running order: move its heat under Heats of the day/);
    expect(screen.getByRole('button', { name: 'Drag Bronze Standard Final' })).toBeDisabled();
    expect(screen.queryByLabelText('Start time of Bronze Standard Final')).toBeNull();
    // A round in no heat keeps its controls.
    expect(screen.getByRole('button', { name: 'Move Silver Latin Final up' })).toBeEnabled();
    expect(screen.getByLabelText('Start time of Silver Latin Final')).toBeInTheDocument();
  });

  it('lists rounds in running order and moves one down by rewriting schedule indexes', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree });
    await screen.findByRole('table', { name: 'Running order' });
    expect(rowNames()).toEqual(['Bronze Standard Final', 'Silver Latin Semi-Final', 'Silver Latin Final']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Bronze Standard Final down' }));
    await waitFor(() => expect(rowNames()).toEqual(['Silver Latin Semi-Final', 'Bronze Standard Final', 'Silver Latin Final']));
    expect(db.lastWrite()).toMatchObject({
      'events/Silver Latin/rounds/1/scheduleIndex': 1,
      'events/Bronze Standard/rounds/1/scheduleIndex': 2,
    });
  });

  it('starts a round through the transition rules, and shows the reason when they refuse', async () => {
    const noJudges = { ...tree, competitionMetadata: { ...metadata, officials: {} } };
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: noJudges });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Bronze Standard Final' }));
    const row = screen.getByRole('row', { name: 'Bronze Standard Final' });
    expect(await within(row).findByRole('alert')).toHaveTextContent('No judges are listed');
    expect(db.writes).toHaveLength(0);

    db.set('competitionMetadata/officials', metadata.officials);
    await userEvent.click(screen.getByRole('button', { name: 'Start Bronze Standard Final' }));
    await waitFor(() => expect(db.read('events/Bronze Standard/rounds/1/roundState')).toBe(RoundState.Running));
    expect(db.lastWrite()).toMatchObject({ 'events/Bronze Standard/rounds/1/roundState': RoundState.Running });
    expect(await within(row).findByText('Running')).toBeInTheDocument();
  });

  it('raises a recall size of 0 to 1 and sets a start time', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree });
    const recall = await screen.findByLabelText('Recall size of Silver Latin Semi-Final');
    await userEvent.clear(recall);
    await userEvent.type(recall, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Set recall size of Silver Latin Semi-Final' }));
    await waitFor(() => expect(db.read('events/Silver Latin/rounds/1/recallSize')).toBe(1));
    await waitFor(() => expect(screen.getByLabelText('Recall size of Silver Latin Semi-Final')).toHaveValue(1));

    await userEvent.type(screen.getByLabelText('Start time of Silver Latin Final'), '2026-11-28T14:30');
    await userEvent.click(screen.getByRole('button', { name: 'Set start time of Silver Latin Final' }));
    await waitFor(() => expect(db.read('events/Silver Latin/rounds/2/roundStartTime')).toBe(new Date(2026, 10, 28, 14, 30).getTime()));
  });

  it('adds a round after another: later rounds renumbered and renamed, schedule compacted when the setting asks', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: { ...tree, settings: { events: { reorderAfterAddRemoveRound: true } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a round after Silver Latin Semi-Final' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bronze Standard Final', 'Silver Latin Quarter-Final', 'Silver Latin Semi-Final', 'Silver Latin Final']));
    const rounds = db.read('events/Silver Latin/rounds') as ({ roundName: string; scheduleIndex: number; roundId: string } | null)[];
    expect(rounds.slice(1).map((r) => [r?.roundName, r?.scheduleIndex, r?.roundId])).toEqual([
      ['Quarter-Final', 2, 'Silver Latin-R1'],
      ['Semi-Final', 3, 'Silver Latin-R2'],
      ['Final', 4, 'Silver Latin-R3'],
    ]);
  });

  it('deletes a round after confirmation, its couples moving on', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Silver Latin Semi-Final' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deleting Silver Latin Semi-Final' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bronze Standard Final', 'Silver Latin Final']));
    const final = (db.read('events/Silver Latin/rounds') as Record<string, { entries: object; roundState: number }>)[1];
    expect(Object.keys(final.entries)).toHaveLength(10);
    expect(final.roundState).toBe(RoundState.Initialized);
  });

  it('hides the clear and generate buttons when the display settings say so', async () => {
    renderAdmin(<EventScheduleRoute />, { tree: { ...tree, settings: { events: { hideClearRoundsButton: true, hideGenerateRoundsButton: true } } } });
    await screen.findByRole('table', { name: 'Running order' });
    expect(screen.queryByRole('button', { name: 'Generate rounds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear rounds' })).not.toBeInTheDocument();
  });

  it('previews re-planning rounds, keeps a skipped round and a filled final, and writes only the new event\'s rounds', async () => {
    const fresh = makeEvent('Gold', 'Smooth', ['Waltz'], couples.slice(0, 3), []);
    const judged = makeEvent('Gold', 'Latin', ['Rumba'], couples, [
      { state: RoundState.Skipped, scheduleIndex: 4 },
      { state: RoundState.Initialized, scheduleIndex: 5, couples: couples.slice(0, 6) },
    ]);
    const events = { ...tree.events, [fresh.eventName]: fresh, [judged.eventName]: judged };
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: { ...tree, events } });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate rounds' }));
    const preview = await screen.findByRole('region', { name: 'Re-plan rounds: what will change' });
    expect(within(within(preview).getByRole('list', { name: 'Rounds that will change' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Gold Smooth'),
    ]);
    const kept = within(preview).getByRole('list', { name: 'Rounds kept' });
    expect(kept).toHaveTextContent('Gold Latin Semi-Final is kept: it was skipped by the chairman.');
    expect(kept).toHaveTextContent('Gold Latin Final is kept: it has 6 couples.');
    expect(db.read('events/Gold Smooth/rounds')).toBeNull();
    await userEvent.click(within(preview).getByRole('button', { name: 'Write these changes' }));
    expect(await screen.findByText(/^Saved: re-planned the rounds of Gold Smooth\./)).toBeInTheDocument();
    expect(db.read('events/Gold Smooth/rounds/1/recallSize')).toBe(3);
    expect([db.read('events/Gold Latin/rounds/1'), db.read('events/Gold Latin/rounds/2')]).toEqual([judged.rounds?.['1'], judged.rounds?.['2']]);
    expect(db.read('events/Bronze Standard/rounds/1')).toEqual(bronze.rounds?.['1']);
  });

  it('re-plans a kept round only when the organiser ticks it', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate rounds' }));
    const preview = await screen.findByRole('region', { name: 'Re-plan rounds: what will change' });
    expect(within(preview).getByRole('button', { name: 'Write these changes' })).toBeDisabled();
    expect(within(preview).getByText('Nothing would change, so there is nothing to write.')).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('checkbox', { name: 'Re-plan Bronze Standard Final anyway' }));
    await waitFor(() => expect(within(preview).getByRole('button', { name: 'Write these changes' })).toBeEnabled());
    await userEvent.click(within(preview).getByRole('button', { name: 'Write these changes' }));
    expect(await screen.findByText(/^Saved: re-planned the rounds of Bronze Standard\./)).toBeInTheDocument();
    expect([db.read('events/Silver Latin/rounds/1'), db.read('events/Silver Latin/rounds/2')]).toEqual([silver.rounds?.['1'], silver.rounds?.['2']]);
  });

  it('adds rounds to a new event on its own, with heats at the end of the day', async () => {
    const fresh = makeEvent('Gold', 'Smooth', ['Waltz'], couples.slice(0, 3), []);
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: { ...tree, events: { ...tree.events, [fresh.eventName]: fresh } } });
    const form = await screen.findByRole('form', { name: 'Add rounds to a new event' });
    expect(within(form).getByLabelText('New event')).toHaveValue('Gold Smooth');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rounds to a new event' }));
    const preview = await screen.findByRole('region', { name: 'Add rounds to Gold Smooth: what will change' });
    expect(within(preview).getByRole('list', { name: 'Heats that will change' })).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Write these changes' }));
    expect(await screen.findByText('Saved: added 1 round to Gold Smooth.')).toBeInTheDocument();
    expect(db.read('events/Gold Smooth/rounds/1/roundName')).toBe('Final');
    // Nothing of the other rounds changes but their number, which follows the running order: the rounds in a
    // heat come first, those in no heat after them.
    const withoutIndex = (round: unknown) => ({ ...(round as object), scheduleIndex: undefined });
    expect([db.read('events/Silver Latin/rounds/1'), db.read('events/Silver Latin/rounds/2')].map(withoutIndex))
      .toEqual([silver.rounds?.['1'], silver.rounds?.['2']].map(withoutIndex));
    expect(db.read('events/Gold Smooth/rounds/1/scheduleIndex')).toBe(1);
    const slots = db.read('schedule/slots') as Record<string, { rounds?: Record<string, unknown> }>;
    expect(Object.values(slots).some((slot) => slot.rounds?.['Gold Smooth-R1'] !== undefined)).toBe(true);
  });
});

describe('Event schedule display settings', () => {
  it('marks the other rounds of the event of the round pointed at', async () => {
    renderAdmin(<EventScheduleRoute />, { tree: { ...tree, settings: { events: { showScheduleIndex: true, highlightOtherRoundsInEvent: true } } } });
    const semi = await screen.findByRole('row', { name: 'Silver Latin Semi-Final' });
    await userEvent.hover(semi);
    expect(screen.getByRole('row', { name: 'Silver Latin Final' })).toHaveAttribute('data-same-event', 'true');
    expect(screen.getByRole('row', { name: 'Bronze Standard Final' })).not.toHaveAttribute('data-same-event');
    expect(semi).not.toHaveAttribute('data-same-event');
  });

  it('marks nothing when the setting is off', async () => {
    renderAdmin(<EventScheduleRoute />, { tree });
    await userEvent.hover(await screen.findByRole('row', { name: 'Silver Latin Semi-Final' }));
    expect(screen.getByRole('row', { name: 'Silver Latin Final' })).not.toHaveAttribute('data-same-event');
  });
});
