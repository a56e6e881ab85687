import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryIdFor } from '../../../domain/entries';
import { RoundState } from '../../../domain/model';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { RegistrationForm } from './registration-form';

afterEach(resetFakes);

const tree = {
  events: {
    'Latin Bronze': {
      eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 },
      rounds: { 1: { roundId: 'Latin Bronze-R1', roundName: 'Final', roundNumber: 1, eventName: 'Latin Bronze', scheduleIndex: 1, recallSize: 6, roundState: RoundState.Empty } },
    },
  },
};

describe('RegistrationForm in admin mode (the organiser adds a couple)', () => {
  it('asks for no consents and no account, writes no owner, and puts the couple on a first round not yet started', async () => {
    const u = userEvent.setup();
    const onRegistered = vi.fn();
    const organiser = createFakeAuthGateway({ uid: 'boss', email: 'boss@example.com' });
    const { db } = renderPublic(<RegistrationForm adminMode onRegistered={onRegistered} />, { db: tree, auth: organiser, at: '/admin/competitors/add-competitor' });
    await u.type(await screen.findByRole('textbox', { name: "Lead's full name" }), 'Cy Dunn');
    await u.type(screen.getByRole('textbox', { name: "Follow's full name" }), 'Di Ek');
    await u.type(screen.getByRole('combobox', { name: 'Affiliation' }), 'TBA');
    await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
    expect(screen.queryByRole('checkbox', { name: /liability waiver/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add couple' }));

    expect(await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' })).toBeVisible();
    const id = entryIdFor('Cy Dunn', 'Di Ek');
    expect(db.read(`events/Latin Bronze/entries/${id}`)).not.toHaveProperty('registeredBy');
    expect(db.read(`events/Latin Bronze/rounds/1/entries/${id}`)).toMatchObject({ leadName: 'Cy Dunn', followName: 'Di Ek', affiliation: 'TBA' });
    expect(db.read('registrants')).toBeNull();
    expect(onRegistered).toHaveBeenCalledWith([expect.objectContaining({ eventName: 'Latin Bronze' })]);
  });
});
