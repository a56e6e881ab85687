import eventConfig from '@event-config';
import { screen, within } from '@testing-library/react';
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

  it('Rules also says in words which eligibility rules registration checks, reading only the public rules', async () => {
    const rules = {
      'adjacent-levels-only-1': { ruleId: 'adjacent-levels-only-1', kind: 'adjacent-levels-only' },
      'max-levels-per-style-1': { ruleId: 'max-levels-per-style-1', kind: 'max-levels-per-style', max: 2, styles: ['Latin'] },
    };
    const { db } = renderPublic(<RulesRoute />, { db: { eligibility: { rules } } });
    const section = await screen.findByRole('region', { name: 'Who may enter what' });
    const items = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatch(/2 levels.*\(Latin only\)\.$/u);
    expect(db.listenedPaths).toContain('eligibility/rules');
    expect(db.listenedPaths).not.toContain('eligibility');
  });

  it('Details shows the dates the organiser keeps in the database', async () => {
    renderPublic(<DetailsRoute />, { db: { competitionMetadata: { startDate: '2027-01-09', endDate: '2027-01-10' } } });
    expect(await screen.findByText('Saturday, January 9 – Sunday, January 10, 2027')).toBeVisible();
    expect(screen.getByText(competition.details[0])).toBeVisible();
  });

  it('Details shows the fee schedule by tier, with the refund rule and how to pay', async () => {
    const schedule = { currency: 'USD', dancerFee: { early: 2500, regular: 3500 }, entryFee: { regular: 500, late: 800 }, refund: { kind: 'none' }, paymentInstructions: 'Pay at the desk.' };
    renderPublic(<DetailsRoute />, { db: { competitionMetadata: { startDate: '2027-01-09', endDate: '2027-01-10' }, fees: { schedule } } });
    const table = await screen.findByRole('table', { name: 'Fee schedule' });
    expect(within(table).getByRole('row', { name: /Registration, per dancer/ })).toHaveTextContent('$25.00$35.00$35.00');
    expect(within(table).getByRole('row', { name: /Each entry, per dancer/ })).toHaveTextContent('$5.00$5.00$8.00');
    expect(screen.getByText('Withdrawn entries are not refunded.')).toBeVisible();
    expect(screen.getByText(/Pay at the desk/)).toBeVisible();
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
