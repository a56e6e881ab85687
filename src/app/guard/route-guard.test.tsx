import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthGateway } from '../../testing/fake-auth-gateway';
import { renderAppAt } from '../../testing/render-app';

const competitor = { uid: 'comp', email: 'competitor@demo.invalid' };
const organiser = { uid: 'org', email: 'organiser@demo.invalid' };
const scrutineer = { uid: 'scr', email: 'scrutineer@demo.invalid' };
const roles = { 'roles/org': { organiser: true }, 'roles/scr': { scrutineer: true } };

describe('route guard', () => {
  it('sends a visitor to /login?next=<target> for a route that requires sign-in', async () => {
    const { router } = renderAppAt('/updateEntries?event=Gold#mine', { stubScreens: true });
    expect(await screen.findByRole('heading', { name: 'screen: login' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(router.location.search).toBe(`?next=${encodeURIComponent('/updateEntries?event=Gold#mine')}`);
    expect(screen.queryByRole('heading', { name: 'screen: updateEntries' })).not.toBeInTheDocument();
  });

  it('returns to the target after signing in on the real login page', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuthGateway(null);
    auth.accounts.set(organiser.email, { password: 'secret12', uid: organiser.uid });
    const { router } = renderAppAt('/admin/setup', { auth, data: roles });
    await user.type(await screen.findByLabelText('Email'), organiser.email);
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/admin/setup'));
  });

  it('waits for a restoring session instead of redirecting', async () => {
    const { auth, router } = renderAppAt('/updateEntries', { user: 'restoring', stubScreens: true });
    expect(await screen.findByText('Checking your sign-in...')).toBeInTheDocument();
    act(() => auth.setUser(competitor));
    expect(await screen.findByRole('heading', { name: 'screen: updateEntries' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/updateEntries');
  });

  it('shows "No access", never the admin screen, to a signed-in competitor', async () => {
    renderAppAt('/admin/setup', { user: competitor, data: roles, stubScreens: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText('competitor@demo.invalid')).toBeInTheDocument();
    expect(screen.getByText(/only for the competition's organiser/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'screen: setup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'screen: dashboard' })).not.toBeInTheDocument();
  });

  it('lets an organiser into every admin screen', async () => {
    renderAppAt('/admin/setup', { user: organiser, data: roles, stubScreens: true });
    expect(await screen.findByRole('heading', { name: 'screen: setup' })).toBeInTheDocument();
  });

  it("checks the screen's own roles as well as the admin area's", async () => {
    renderAppAt('/admin/deckcaptain', { user: scrutineer, data: roles, stubScreens: true });
    expect(await screen.findByRole('heading', { name: 'screen: deckCaptainView' })).toBeInTheDocument();
  });

  it('refuses a scrutineer the organiser-only screens', async () => {
    renderAppAt('/admin/officials', { user: scrutineer, data: roles, stubScreens: true });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('offers a judge device the way to its marking page', async () => {
    renderAppAt('/admin', { user: competitor, data: { 'judgeSessions/comp': { judgeKey: 'judge-2', code: 'X', boundAt: 1 } }, stubScreens: true });
    expect(await screen.findByRole('link', { name: 'go to your marking page' })).toHaveAttribute('href', '/judges/judge-2');
  });

  it('"Sign in with a different account" signs out and returns to the login page for this target', async () => {
    const user = userEvent.setup();
    const { router, auth } = renderAppAt('/admin/mc', { user: competitor, data: roles, stubScreens: true });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a different account' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.search).toBe('?next=%2Fadmin%2Fmc');
    expect(auth.currentUser()).toBeNull();
  });

  it('sends the user to the login page when they sign out on an admin screen', async () => {
    const { router, auth } = renderAppAt('/admin/settings', { user: organiser, data: roles, stubScreens: true });
    await screen.findByRole('heading', { name: 'screen: settings' });
    act(() => auth.setUser(null));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('takes the screen away as soon as the role is revoked', async () => {
    const { tree } = renderAppAt('/admin/scrutineer', { user: scrutineer, data: roles, stubScreens: true });
    await screen.findByRole('heading', { name: 'screen: scrutineerView' });
    act(() => tree.set('roles/scr', null));
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('leaves public routes open to everyone', async () => {
    renderAppAt('/results', { stubScreens: true });
    expect(await screen.findByRole('heading', { name: 'screen: results' })).toBeInTheDocument();
  });
});
