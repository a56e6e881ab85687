import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import TeamRoute from './team';

afterEach(resetFakes);

const summary = (leadName: string, followName: string, affiliation: string) => ({ leadName, followName, leadId: leadName.toLowerCase(), followId: followName.toLowerCase(), affiliation });
const db = {
  eventIndex: {
    'Bronze Latin': { eventName: 'Bronze Latin', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 } },
    'Bronze Standard': { eventName: 'Bronze Standard', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 } },
  },
  eventEntries: {
    'Bronze Latin': { 'cy~dee': summary('Cy', 'Dee', 'Cornell DanceSport'), 'ana~ben': summary('Ana', 'Ben', 'MIT Ballroom') },
    'Bronze Standard': { 'cy~dee': summary('Cy', 'Dee', 'Cornell DanceSport') },
  },
  resultsSaved: {
    'Bronze Latin': { finalResults: { places: [
      { entryId: 'ana~ben', leadName: 'Ana', followName: 'Ben', affiliation: 'MIT Ballroom', place: 1 },
      { entryId: 'cy~dee', leadName: 'Cy', followName: 'Dee', affiliation: 'Cornell DanceSport', place: 2 },
    ] } },
  },
};

describe('/teams/<team>', () => {
  it('lists the team\'s placings by event, and says when a final is not posted yet', async () => {
    renderPublic(<TeamRoute />, { db, at: '/teams/Cornell%20DanceSport', pattern: '/teams/:team' });
    expect(await screen.findByRole('heading', { name: 'Cornell DanceSport' })).toBeVisible();
    expect(within(await screen.findByRole('region', { name: 'Bronze Latin' })).getByText(/Cy & Dee: 2nd/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Bronze Standard' })).getByText(/Cy & Dee: final not posted yet/)).toBeVisible();
    expect(screen.queryByText(/Ana & Ben/)).toBeNull();
  });

  it('says so when the URL names no team, with links to the lists', async () => {
    renderPublic(<TeamRoute />, { db, at: '/teams/Zumba%20Marathon', pattern: '/teams/:team' });
    const empty = await screen.findByRole('region', { name: 'No team called “Zumba Marathon” has entered this competition' });
    expect(within(empty).getByRole('link', { name: 'the entries' })).toHaveAttribute('href', '/entries');
  });
});
