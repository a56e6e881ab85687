import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { entryIdFor } from '../../../domain/entries';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { RegistrationForm } from './registration-form';

afterEach(resetFakes);

const tree = {
  events: { 'Latin Bronze': { eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 } } },
  acceptedTeams: { 'riverside dance club': { name: 'Riverside Dance Club', acceptedBy: 'org', acceptedAt: 1 } },
};
const organiser = createFakeAuthGateway({ uid: 'boss', email: 'boss@example.com' });

async function fillCouple(u: ReturnType<typeof userEvent.setup>, affiliation: string) {
  await u.type(await screen.findByRole('textbox', { name: "Lead's full name" }), 'Cy Dunn');
  await u.type(screen.getByRole('textbox', { name: "Follow's full name" }), 'Di Ek');
  await u.type(screen.getByRole('combobox', { name: 'Affiliation' }), affiliation);
  await u.click(screen.getByRole('checkbox', { name: /Latin Bronze/ }));
}

describe('Registering with a team that is not on the list', () => {
  it('asks for the team\'s name with Other, beside the field, and keeps it on the entry for the organiser', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<RegistrationForm adminMode />, { db: tree, auth: organiser, at: '/admin/competitors/add-competitor' });
    await fillCouple(u, 'Other');
    const typed = await screen.findByRole('textbox', { name: "Your team's name (for the organiser)" });
    await u.click(screen.getByRole('button', { name: 'Add couple' }));
    expect(await screen.findByText('Type your team’s name so the organiser can add it.')).toBeVisible();
    expect(db.writes).toEqual([]);
    await u.type(typed, 'Hilltop Ballroom Society');
    await u.click(screen.getByRole('button', { name: 'Add couple' }));
    expect(await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' })).toBeVisible();
    expect(db.read(`events/Latin Bronze/entries/${entryIdFor('Cy Dunn', 'Di Ek')}`)).toMatchObject({ affiliation: 'Other', affiliationOther: 'Hilltop Ballroom Society' });
  });

  it('offers a team the organiser accepted, and asks no typed name for it', async () => {
    const u = userEvent.setup();
    const { db } = renderPublic(<RegistrationForm adminMode />, { db: tree, auth: organiser, at: '/admin/competitors/add-competitor' });
    await fillCouple(u, 'Riverside');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Matching teams' })).toHaveTextContent('Riverside Dance Club'));
    expect(screen.queryByRole('textbox', { name: "Your team's name (for the organiser)" })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Add couple' }));
    expect(await screen.findByRole('status', { name: 'Cy Dunn and Di Ek are registered' })).toBeVisible();
    const entry = db.read(`events/Latin Bronze/entries/${entryIdFor('Cy Dunn', 'Di Ek')}`);
    expect(entry).toMatchObject({ affiliation: 'Riverside Dance Club' });
    expect(entry).not.toHaveProperty('affiliationOther');
  });
});
