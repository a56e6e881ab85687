import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { DATES, SCHEDULE } from '../../../testing/domain/money-fixtures';
import { TEST_UID, renderAdmin, resetFakes } from '../../../testing/render-screen';
import DeskRoute from './desk';

afterEach(resetFakes);

const two = [couple(0), couple(1)];
const bronze = makeEvent('Bronze', 'Standard', ['Waltz'], two, [{ state: RoundState.Initialized, scheduleIndex: 1, couples: two }]);
const tree = () => ({
  competitionMetadata: { ...metadata, ...DATES },
  events: { [bronze.eventName]: bronze },
  fees: { schedule: SCHEDULE },
  schedule: { slots: { s1: { kind: 'heat', number: 4, position: 1, rounds: { [`${bronze.eventName}-R1`]: { eventName: bronze.eventName, roundNumber: 1 } } } } },
});
const [first, second] = two;

describe('Registration desk: checking dancers in', () => {
  it('finds a dancer by name or back number, shows team and what is owed, checks in and takes it back with feedback', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<DeskRoute />, { tree: tree(), grants: { treasurer: true }, at: '/admin/desk' });
    const search = await screen.findByLabelText('Find a dancer by name or back number');
    await u.type(search, String(first.leadNumber));
    const list = screen.getByRole('list', { name: 'Dancers' });
    const card = within(list).getByRole('listitem', { name: first.leadName });
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-labelledby') && within(li).getByRole('heading').textContent)).toEqual([first.leadName, first.followName].sort());
    expect(card).toHaveTextContent(`Harvard University · Back number #${first.leadNumber}`);
    // Registered in the early tier: 20.00 for the dancer + 5.00 for the entry.
    expect(card).toHaveTextContent('Owes $25.00');
    expect(card).toHaveTextContent('Not checked in');

    await u.click(within(card).getByRole('button', { name: `Check in ${first.leadName}` }));
    await waitFor(() => expect(screen.getByText(`Saved: ${first.leadName} is checked in.`)).toBeInTheDocument());
    const written = db.read(`checkIns/${first.leadId}`) as { arrivedAt: number; by: string };
    expect(written).toMatchObject({ by: TEST_UID });
    expect(typeof written.arrivedAt).toBe('number');
    expect(db.writes).toHaveLength(1);
    await waitFor(() => expect(within(list).getByRole('listitem', { name: first.leadName })).toHaveTextContent('Checked in at the desk at'));

    await u.click(within(list).getByRole('button', { name: `Undo check-in of ${first.leadName}` }));
    await waitFor(() => expect(db.read(`checkIns/${first.leadId}`)).toBeNull());
    expect(screen.getByText(`Saved: ${first.leadName}'s check-in is taken back.`)).toBeInTheDocument();
  });

  it('shows the deck captain\'s check-in for a heat, and the dancer as in for the day', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<DeskRoute />, { tree: tree(), grants: { treasurer: true }, at: '/admin/desk' });
    await u.type(await screen.findByLabelText('Find a dancer by name or back number'), second.followName);
    const card = () => within(screen.getByRole('list', { name: 'Dancers' })).getByRole('listitem', { name: second.followName });
    expect(card()).toHaveTextContent('Not checked in');
    act(() => db.set(`events/${bronze.eventName}/rounds/1/entries/${second.entryId}/checkedIn`, true));
    await waitFor(() => expect(card()).toHaveTextContent('Checked in on deck for heat 4 (Bronze Standard, Final)'));
    expect(card()).toHaveTextContent('In for the day (checked in on deck)');
    // Only the desk's own check-in can be taken back here.
    expect(within(card()).queryByRole('button', { name: /Undo/u })).toBeNull();
  });
});
