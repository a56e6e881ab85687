import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import DeckCaptainRoute from './deck-captain';

afterEach(resetFakes);

const couples = [couple(2), couple(0), couple(1)];
const later = makeEvent('Gold', 'Smooth', ['Waltz'], couples, [{ state: RoundState.Initialized, scheduleIndex: 5, couples }]);
const onDeck = makeEvent('Bronze', 'Standard', ['Waltz'], couples, [
  { state: RoundState.Posted, scheduleIndex: 1, couples },
  { state: RoundState.Initialized, scheduleIndex: 3, couples: couples.slice(0, 2) },
]);
const tree = { competitionMetadata: metadata, events: { [later.eventName]: later, [onDeck.eventName]: onDeck } };

describe('Deck captain', () => {
  it('shows the next waiting round by schedule with couples by number, and checks one in with a single write', async () => {
    const { db } = renderAdmin(<DeckCaptainRoute />, { tree, grants: { deckCaptain: true } });
    expect(await screen.findByLabelText('Round on deck')).toHaveDisplayValue('Bronze Standard Final');
    const buttons = screen.getAllByRole('button', { pressed: false });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['#101 Alex Park and Amy Wu', '#103 Carl Nguyen and Cara Hill']);
    expect(within(screen.getByRole('list', { name: 'Missing couples' })).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: '#103 Carl Nguyen and Cara Hill' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '#103 Carl Nguyen and Cara Hill' })).toHaveAttribute('aria-pressed', 'true'));
    expect(db.lastWrite()).toEqual({ [`events/Bronze Standard/rounds/2/entries/${couples[0].entryId}/checkedIn`]: true, 'publicVersion/events': { '.sv': { increment: 1 } } });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 checked in');
    expect(within(screen.getByRole('list', { name: 'Missing couples' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('switches to another waiting round', async () => {
    renderAdmin(<DeckCaptainRoute />, { tree, grants: { deckCaptain: true } });
    await userEvent.selectOptions(await screen.findByLabelText('Round on deck'), 'Gold Smooth Final');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3);
  });

  it('says so when the rules refuse a check-in', async () => {
    const { db } = renderAdmin(<DeckCaptainRoute />, { tree, grants: { deckCaptain: true } });
    db.failNextWrite();
    await userEvent.click(await screen.findByRole('button', { name: '#101 Alex Park and Amy Wu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission');
    expect(screen.getByRole('button', { name: '#101 Alex Park and Amy Wu' })).toHaveAttribute('aria-pressed', 'false');
  });
});
