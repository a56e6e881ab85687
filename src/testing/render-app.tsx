// Renders the whole app (layout, guards, routes) at a path, against a fake database tree and a fake
// identity provider. Screens under test read and write the fake tree through the real hooks.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, type RouteObject, useLocation, useNavigate } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { App } from '../app/app';
import { createAppRoutes } from '../app/app-routes';
import { type FakeAuthGateway, type FakeUser, createFakeAuthGateway } from './fake-auth-gateway';
import { FakeTreeSource } from './fake-tree-source';
import { installFakes, resetFakes } from './install-fakes';
import { stubbedScreens } from './stub-screens';

export interface RenderAppOptions {
  /** Initial database content, path → value (ignored when `tree` is given). */
  data?: Record<string, unknown>;
  tree?: FakeTreeSource;
  /** Who is signed in (default nobody); 'restoring' keeps the session loading until `auth.setUser()`. */
  user?: FakeUser | null | 'restoring';
  auth?: FakeAuthGateway;
  /** Replace every screen with a heading naming its route (layout and guard tests). */
  stubScreens?: boolean;
  routes?: RouteObject[];
}

/** What a test sees of the router: where the app is, and a way to go elsewhere as a link or Back would. */
export interface TestNavigation {
  readonly location: Location;
  navigate: NavigateFunction;
}

function createNavigationProbe(): { navigation: TestNavigation; Probe: () => null } {
  const navigation = {} as { location: Location; navigate: NavigateFunction };
  function Probe() {
    navigation.location = useLocation();
    navigation.navigate = useNavigate();
    return null;
  }
  return { navigation, Probe };
}

export function renderAppAt(path: string, options: RenderAppOptions = {}) {
  const tree = options.tree ?? new FakeTreeSource(options.data);
  const auth = options.auth ?? createFakeAuthGateway(options.user ?? null);
  installFakes(tree, auth);
  // jsdom has no scrolling; the layout scrolls to the top on every navigation.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  onTestFinished(() => {
    resetFakes();
    scrollTo.mockRestore();
  });
  const routes = options.routes ?? createAppRoutes(options.stubScreens ? stubbedScreens() : undefined);
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const { navigation, Probe } = createNavigationProbe();
  const view = render(
    <App Router={Router} routes={routes} authGateway={auth}>
      <Probe />
    </App>,
  );
  return { ...view, router: navigation, tree, auth, scrollTo };
}
