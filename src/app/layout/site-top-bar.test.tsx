import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../testing/render-app';

const metadata = { fullName: 'Rutgers Dancesport Festival 2024', resultsPageShown: false };
const topBar = () => screen.getByRole('navigation', { name: 'Site' });
const organiser = { uid: 'org', email: 'organiser@demo.invalid' };

describe('top bar', () => {
  it('has the named links and a brand link to the home page', async () => {
    renderAppAt('/details', { data: { competitionMetadata: metadata }, stubScreens: true });
    const bar = await screen.findByRole('navigation', { name: 'Site' });
    const expected = [
      ['Competitor Info', '/'], ['Details', '/details'], ['Rules', '/rules'], ['Venue', '/venue'], ['Contact', '/contact'], ['About', '/about'],
      ['Entries', '/entries'], ['Competitors', '/competitors'], ['Live', '/live'],
    ];
    for (const [label, href] of expected) expect(within(bar).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(await within(bar).findByRole('link', { name: 'Rutgers Dancesport Festival 2024' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a signed-out visitor Sign in and My entries beside Register, and no sign-out (issue 31)', async () => {
    renderAppAt('/details', { data: { competitionMetadata: metadata }, stubScreens: true });
    const bar = await screen.findByRole('navigation', { name: 'Site' });
    expect(await within(bar).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2FupdateEntries');
    expect(within(bar).getByRole('link', { name: 'My entries' })).toHaveAttribute('href', '/updateEntries');
    expect(within(bar).getAllByRole('link', { name: 'Register' })).toHaveLength(1);
    expect(within(bar).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('gives a signed-in competitor "My entries" and a sign-out that ends the session and goes home', async () => {
    const user = userEvent.setup();
    const competitor = { uid: 'c1', email: 'theo@demo.invalid' };
    const { auth, router } = renderAppAt('/updateEntries', { data: { competitionMetadata: metadata }, user: competitor, stubScreens: true });
    const bar = await screen.findByRole('navigation', { name: 'Site' });
    expect(await within(bar).findByRole('link', { name: 'My entries' })).toHaveAttribute('href', '/updateEntries');
    expect(within(bar).getByText('theo@demo.invalid')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(auth.calls.signOut).toBe(1));
    expect(router.location.pathname + router.location.search).toBe('/');
    expect(await screen.findByRole('heading', { name: 'screen: home' })).toBeInTheDocument();
    expect(await within(topBar()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(topBar()).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("names the judge on a judge's tablet, never its account's internal e-mail (issue 29)", async () => {
    const tablet = { uid: 'tablet-1', email: 'tablet-abc123@judge-tablets.invalid' };
    const { tree } = renderAppAt('/details', {
      data: { competitionMetadata: { ...metadata, officials: { 'judge-elaine-cho': { name: 'Elaine Cho', role: 'Judge' } } } },
      user: tablet, stubScreens: true,
    });
    const bar = await screen.findByRole('navigation', { name: 'Site' });
    expect(await within(bar).findByText("Judge's tablet")).toBeInTheDocument();
    act(() => tree.set('judgeSessions/tablet-1', { judgeKey: 'judge-elaine-cho', code: 'ABCDEFG', boundAt: 1 }));
    expect(await within(bar).findByText("Elaine Cho (judge's tablet)")).toBeInTheDocument();
    expect(within(bar).queryByText(/judge-tablets\.invalid|judge-elaine-cho/u)).not.toBeInTheDocument();
  });

  it("shows the build's name until the database answers, then the database's (the prerendered bar keeps its size)", async () => {
    const { tree } = renderAppAt('/', { stubScreens: true });
    // The first render, before the database has answered.
    expect(within(topBar()).getByRole('link', { name: 'Demo Collegiate DanceSport Championships' })).toHaveAttribute('href', '/');
    act(() => tree.set('competitionMetadata/fullName', 'CMU Ballroom 2024'));
    expect(await within(topBar()).findByRole('link', { name: 'CMU Ballroom 2024' })).toBeInTheDocument();
  });

  it("falls back to the build's own name when the database has none", async () => {
    renderAppAt('/', { data: {}, stubScreens: true });
    expect(await within(topBar()).findByRole('link', { name: 'Demo Collegiate DanceSport Championships' })).toHaveAttribute('href', '/');
  });

  it('sends the top-right button to Register, then to Results once the results page is shown', async () => {
    const { tree } = renderAppAt('/', { data: { competitionMetadata: metadata }, stubScreens: true });
    expect(await within(topBar()).findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(topBar()).queryByRole('link', { name: 'Results' })).not.toBeInTheDocument();
    act(() => tree.set('competitionMetadata/resultsPageShown', true));
    expect(await within(topBar()).findByRole('link', { name: 'Results' })).toHaveAttribute('href', '/results');
    // Register moves from the button into the menu's links.
    expect(within(topBar()).getAllByRole('link', { name: 'Register' })).toHaveLength(1);
  });

  it('folds the links into a toggle menu that closes after choosing a page', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/', { data: { competitionMetadata: metadata }, stubScreens: true });
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-navigation');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(topBar()).getByRole('link', { name: 'Venue' }));
    expect(router.location.pathname).toBe('/venue');
    expect(await screen.findByRole('heading', { name: 'screen: venue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['markentry', '/judges/judge-1'],
    ['register', '/register'],
    ['liveCompView', '/live'],
    ['liveRoundResultView', '/live/Gold%20Standard/2'],
    ['resultDetails', '/results/Gold%20Standard'],
    ['login', '/login'],
  ])('is hidden on the route named %s (%s)', async (name, path) => {
    renderAppAt(path, { data: { competitionMetadata: metadata }, stubScreens: true });
    expect(await screen.findByRole('heading', { name: `screen: ${name}` })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Site' })).not.toBeInTheDocument();
  });

  it.each([
    ['dashboard', '/admin'],
    ['deckCaptainView', '/admin/deckcaptain'],
    ['mcView', '/admin/mc'],
    ['settings', '/admin/settings'],
  ])('is hidden on the admin path of %s', async (name, path) => {
    renderAppAt(path, { data: { competitionMetadata: metadata, 'roles/org': { organiser: true } }, user: organiser, stubScreens: true });
    expect(await screen.findByRole('heading', { name: `screen: ${name}` })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Site' })).not.toBeInTheDocument();
  });

  it('is shown on the public pages it does not hide', async () => {
    renderAppAt('/competitors/c1', { data: { competitionMetadata: metadata }, stubScreens: true });
    expect(await screen.findByRole('heading', { name: 'screen: competitorDetails' })).toBeInTheDocument();
    expect(topBar()).toBeInTheDocument();
  });
});
