import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import AboutRoute from './about';

afterEach(resetFakes);

const officials = {
  a: { name: 'Zoe Judge', role: 'Judge', bio: 'Adjudicator since 2001.', photoURL: 'https://example.com/zoe.jpg' },
  b: { name: 'Sam Scrutineer', role: 'Scrutineer' },
  c: { name: 'Ada Judge', role: 'Judge' },
};
const organizers = { o: { name: 'Olga Organizer', role: 'Organizer', bio: 'Team captain.' } };

describe('About', () => {
  it('lists organizers, the judges (role Judge only) and the other officials, with photos and bios', async () => {
    renderPublic(<AboutRoute />, { db: { competitionMetadata: { officials, organizers } } });
    const judges = await screen.findByRole('region', { name: 'Judges' });
    const judgeNames = within(judges).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(judgeNames).toEqual(['Ada Judge', 'Zoe Judge']);
    expect(within(judges).getByRole('img', { name: 'Photo of Zoe Judge' })).toHaveAttribute('src', 'https://example.com/zoe.jpg');
    expect(within(judges).getByText('Adjudicator since 2001.')).toBeVisible();
    const others = screen.getByRole('region', { name: 'Officials' });
    expect(within(others).getByRole('heading', { name: 'Sam Scrutineer' })).toBeVisible();
    expect(within(others).queryByText('Zoe Judge')).not.toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Organizers' });
    expect(within(team).getByText('Team captain.')).toBeVisible();
  });

  it('says so when nobody is listed yet', async () => {
    renderPublic(<AboutRoute />, { db: { competitionMetadata: { fullName: 'X' } } });
    expect(await screen.findByRole('region', { name: 'No judges listed yet' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'No organizers listed yet' })).toBeVisible();
  });

  it('shows loading, then the error of a refused read, per section', async () => {
    const db = new FakeTreeSource({ competitionMetadata: { organizers } }).hold('competitionMetadata/organizers')
      .refuse('competitionMetadata/officials');
    renderPublic(<AboutRoute />, { db });
    expect(await screen.findByText('Loading organizers...')).toBeInTheDocument();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Could not load the judges');
    expect(alerts[0]).toHaveTextContent('You do not have permission for this.');
  });
});
