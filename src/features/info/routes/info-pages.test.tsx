import eventConfig from '@event-config';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompetitionBasics } from '../../../../configs/types';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import ContactRoute from './contact';
import DetailsRoute from './details';
import RulesRoute from './rules';
import VenueRoute from './venue';

afterEach(resetFakes);

const competition: CompetitionBasics = eventConfig.competition;

describe('Info pages', () => {
  it("Rules lists the configuration's rules in order", () => {
    renderPublic(<RulesRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(competition.rules);
  });

  it('Details shows the dates the organiser keeps in the database', async () => {
    renderPublic(<DetailsRoute />, { db: { competitionMetadata: { startDate: '2027-01-09', endDate: '2027-01-10' } } });
    expect(await screen.findByText('Saturday, January 9 – Sunday, January 10, 2027')).toBeVisible();
    expect(screen.getByText(competition.details[0])).toBeVisible();
  });

  it('Venue shows the address and directions', () => {
    renderPublic(<VenueRoute />);
    expect(screen.getByRole('heading', { name: competition.venue.name })).toBeVisible();
    expect(screen.getByText(competition.venue.directions[0])).toBeVisible();
  });

  it('Contact links the e-mail and the socials, an Instagram handle without its @ signs', async () => {
    renderPublic(<ContactRoute />, {
      db: { competitionMetadata: { socials: { website: 'https://team.example.edu', instagram: '@@ballroomteam' } } },
    });
    expect(screen.getByRole('link', { name: competition.contactEmail })).toHaveAttribute('href', `mailto:${competition.contactEmail}`);
    expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/ballroomteam/');
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://team.example.edu');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });
});
