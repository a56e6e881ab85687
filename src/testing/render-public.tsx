// Renders a public screen on its route against a FakeTreeSource (live reads and registration writes on
// the same tree) and a fake identity provider, inside a memory router.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../data/auth/auth-provider';
import { setAuthGateway } from '../data/auth/auth-gateway-instance';
import { LiveValueStore } from '../data/live-value-store';
import { setDbWriter } from '../data/writes/db-writer';
import { setLiveValueStore } from '../data/use-db-value';
import type { Tree } from '../domain/tree-update';
import { type FakeAuthGateway, createFakeAuthGateway } from './fake-auth-gateway';
import { FakeTreeSource } from './fake-tree-source';

export interface RenderPublicOptions {
  /** The database tree, or a prepared source (to hold or refuse paths). */
  db?: Tree | FakeTreeSource;
  /** The URL to start at, and the route pattern the screen is mounted on. */
  at?: string;
  pattern?: string;
  /** The identity provider; default: nobody signed in. */
  auth?: FakeAuthGateway;
}

/** Shows where a link led, so tests can follow navigation. */
// eslint-disable-next-line react-refresh/only-export-components -- a test helper, never hot-reloaded
function Elsewhere() {
  const location = useLocation();
  return <p>Navigated to {location.pathname + location.search}</p>;
}

export function renderPublic(
  ui: ReactElement,
  options: RenderPublicOptions = {},
): RenderResult & { db: FakeTreeSource; auth: FakeAuthGateway } {
  const db = options.db instanceof FakeTreeSource ? options.db : new FakeTreeSource(options.db ?? {});
  const auth = options.auth ?? createFakeAuthGateway(null);
  setLiveValueStore(new LiveValueStore(db));
  setDbWriter(db);
  setAuthGateway(auth);
  const at = options.at ?? '/';
  const result = render(
    <AuthProvider gateway={auth}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={options.pattern ?? at.split('?')[0]} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  return { ...result, db, auth };
}

export function resetPublicFakes(): void {
  setLiveValueStore(undefined);
  setDbWriter(undefined);
  setAuthGateway(undefined);
}
