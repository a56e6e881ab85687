import { screen, within } from '@testing-library/react';
import { renderAppAt } from '../../testing/render-app';

const socials = { website: 'https://ballroom.example.edu', facebook: 'https://www.facebook.com/ruballroom', instagram: '@@ruballroom' };
const footerLinks = () => screen.getByRole('navigation', { name: 'Competition links' });

describe('footer', () => {
  it("links to the competition's website, Facebook and Instagram, stripping the handle's leading @", async () => {
    renderAppAt('/', { data: { 'competitionMetadata/socials': socials }, stubScreens: true });
    await screen.findByRole('navigation', { name: 'Competition links' });
    const links = within(footerLinks()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Website', 'https://ballroom.example.edu'],
      ['Facebook', 'https://www.facebook.com/ruballroom'],
      ['Instagram', 'https://www.instagram.com/ruballroom/'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("names the competition as the database does, with the host team", async () => {
    renderAppAt('/', { data: { 'competitionMetadata/fullName': 'CMU Ballroom 2024' }, stubScreens: true });
    expect(await screen.findByText('CMU Ballroom 2024 · Demo University Ballroom Team')).toBeInTheDocument();
  });

  it('shows only the links the competition has', async () => {
    renderAppAt('/', { data: { 'competitionMetadata/socials': { instagram: 'cmuballroom' } }, stubScreens: true });
    const nav = await screen.findByRole('navigation', { name: 'Competition links' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Instagram']);
  });

  it('is shown on the login page, which hides the top bar', async () => {
    renderAppAt('/login', { data: { 'competitionMetadata/socials': socials }, stubScreens: true });
    expect(await screen.findByRole('heading', { name: 'screen: login' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['markentry', '/judges/judge-1'],
    ['liveCompView', '/live'],
    ['liveRoundResultView', '/live/Gold%20Standard/2'],
    ['resultDetails', '/results/Gold%20Standard'],
  ])('is hidden on the route named %s', async (name, path) => {
    renderAppAt(path, { data: { 'competitionMetadata/socials': socials }, stubScreens: true });
    expect(await screen.findByRole('heading', { name: `screen: ${name}` })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['scrutineerView', '/admin/scrutineer'],
    ['deckCaptainView', '/admin/deckcaptain'],
    ['officials', '/admin/officials'],
  ])('is hidden on %s and every other admin path', async (name, path) => {
    const organiser = { uid: 'org', email: 'organiser@demo.invalid' };
    renderAppAt(path, { data: { 'competitionMetadata/socials': socials, 'roles/org': { organiser: true } }, user: organiser, stubScreens: true });
    expect(await screen.findByRole('heading', { name: `screen: ${name}` })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
