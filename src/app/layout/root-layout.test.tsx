import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router-dom';
import { renderAppAt } from '../../testing/render-app';
import { stubbedScreens } from '../../testing/stub-screens';
import { createAppRoutes } from '../app-routes';
import { type ScreenModule, lazyScreen } from '../routing/lazy-screen';
import { FakeTreeSource } from '../../testing/fake-tree-source';
import { listenForPreloadErrors, resetSiteUpdated } from '../preload/preload-errors';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The real tree with extra public screens mounted beside the stubbed ones. */
function routesWith(...extra: RouteObject[]) {
  const screens = stubbedScreens();
  return createAppRoutes({ publicRoutes: [...screens.publicRoutes, ...extra], adminRoutes: screens.adminRoutes });
}

const Home = () => (
  <>
    <h1>home</h1>
    <Link to="/slow">slow page</Link> <Link to="/broken">broken page</Link> <Link to="/details">details page</Link>
  </>
);

describe('root layout', () => {
  afterEach(() => resetSiteUpdated());

  it('scrolls to the top on every navigation, back included', async () => {
    const user = userEvent.setup();
    const { router, scrollTo } = renderAppAt('/', { routes: routesWith({ path: 'start', Component: Home }) });
    await act(() => router.navigate('/start'));
    const before = scrollTo.mock.calls.length;
    await user.click(screen.getByRole('link', { name: 'details page' }));
    expect(scrollTo.mock.calls.length).toBe(before + 1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await act(() => router.navigate(-1));
    expect(scrollTo.mock.calls.length).toBe(before + 2);
  });

  it('shows a loading screen while the first screen loads, and a progress bar while the next one does', async () => {
    const first = deferred<ScreenModule>();
    const second = deferred<ScreenModule>();
    const user = userEvent.setup();
    renderAppAt('/start', {
      routes: routesWith(
        { path: 'start', Component: lazyScreen(() => first.promise) },
        { path: 'slow', Component: lazyScreen(() => second.promise) },
      ),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => first.resolve({ default: Home }));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'slow page' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    await act(async () => second.resolve({ default: () => <h1>slow</h1> }));
    expect(await screen.findByRole('heading', { name: 'slow' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the site was updated, inside the layout, when a screen’s code is gone after a deploy', async () => {
    const user = userEvent.setup();
    const stop = listenForPreloadErrors(window);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAppAt('/start', {
      data: { 'competitionMetadata/fullName': 'Demo Ballroom Classic' },
      routes: routesWith(
        { path: 'start', Component: Home },
        {
          path: 'broken',
          Component: lazyScreen(async () => {
            // What Vite does when a chunk fails: the event first, then the rejection.
            window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('404') }));
            throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/broken-abc.js');
          }),
        },
      ),
    });
    await user.click(await screen.findByRole('link', { name: 'broken page' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('This site was updated');
    expect(within(alerts[0]).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    stop();
    warn.mockRestore();
  });

  it('shows a failed chunk load as "site updated" even without the event', async () => {
    renderAppAt('/broken', {
      routes: routesWith({ path: 'broken', Component: lazyScreen(() => Promise.reject(new TypeError('Importing a module script failed.'))) }),
    });
    expect(await screen.findByRole('heading', { name: 'This site was updated' })).toBeInTheDocument();
  });

  it('keeps the top bar and explains when a screen crashes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = () => {
      throw new Error('Cannot read the heat list.');
    };
    renderAppAt('/crash', { routes: routesWith({ path: 'crash', Component: Crash }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown');
    expect(alert).toHaveTextContent('Cannot read the heat list.');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('answers an unknown address with "Page not found"', async () => {
    renderAppAt('/no/such/page', { stubScreens: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('tells a user the app signed out why, until dismissed', async () => {
    const user = userEvent.setup();
    const { auth } = renderAppAt('/', { user: { uid: 'u', email: 'u@demo.invalid' }, stubScreens: true });
    auth.failVerification('auth/user-disabled');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('You have been signed out.')).not.toBeInTheDocument();
  });

  it('says when the database cannot be reached, after a moment, and no more once it is back', async () => {
    const { tree } = renderAppAt('/', { stubScreens: true });
    await screen.findByRole('heading', { name: 'screen: home' });
    act(() => tree.setConnected(false));
    const notice = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(notice).toHaveTextContent("No connection to the competition's database.");
    expect(notice).toHaveTextContent('the page updates by itself and changes you made are sent');
    act(() => tree.setConnected(true));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says so on an admin path too, while the access check waits for the database', async () => {
    const { tree } = renderAppAt('/admin/setup', { user: { uid: 'org', email: 'organiser@demo.invalid' }, stubScreens: true, tree: new FakeTreeSource().hold('roles/org') });
    expect(await screen.findByText('Checking your access...')).toBeInTheDocument();
    act(() => tree.setConnected(false));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent("No connection to the competition's database.");
  });

  it('does not flash the notice for a connection that drops only for a blink', async () => {
    const { tree } = renderAppAt('/', { stubScreens: true });
    await screen.findByRole('heading', { name: 'screen: home' });
    act(() => tree.setConnected(false));
    act(() => tree.setConnected(true));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a skip link to the main content', async () => {
    renderAppAt('/', { stubScreens: true });
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
