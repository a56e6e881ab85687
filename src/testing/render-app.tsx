// Renders the whole app (layout, guards, routes) at a path, against a fake database tree and a fake
// identity provider. Screens under test read and write the fake tree through the real hooks.
import { render } from '@testing-library/react';
import { type RouteObject, createMemoryRouter } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { App } from '../app/app';
import { createAppRoutes } from '../app/app-routes';
import type { AuthUser } from '../data/auth/auth-user';
import { setAuthGateway } from '../data/auth/auth-gateway-instance';
import { setLiveValueStore } from '../data/use-db-value';
import { type FakeAuthGateway, createFakeAuthGateway } from './fake-auth-gateway';
import { type FakeTree, createFakeTree } from './fake-live-store';
import { stubbedScreens } from './stub-screens';

export interface RenderAppOptions {
  /** Initial database content, path → value (ignored when `tree` is given). */
  data?: Record<string, unknown>;
  tree?: FakeTree;
  /** Who is signed in (default nobody); 'restoring' keeps the session loading until `auth.setUser()`. */
  user?: AuthUser | null | 'restoring';
  auth?: FakeAuthGateway;
  /** Replace every screen with a heading naming its route (layout and guard tests). */
  stubScreens?: boolean;
  routes?: RouteObject[];
}

export function renderAppAt(path: string, options: RenderAppOptions = {}) {
  const tree = options.tree ?? createFakeTree(options.data);
  const auth = options.auth ?? createFakeAuthGateway(options.user ?? null);
  setLiveValueStore(tree.store);
  setAuthGateway(auth);
  // jsdom has no scrolling; the layout scrolls to the top on every navigation.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  onTestFinished(() => {
    setLiveValueStore(undefined);
    setAuthGateway(undefined);
    scrollTo.mockRestore();
  });
  const routes = options.routes ?? createAppRoutes(options.stubScreens ? stubbedScreens() : undefined);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App router={router} authGateway={auth} />);
  return { ...view, router, tree, auth, scrollTo };
}
