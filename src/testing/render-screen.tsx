// Renders one screen on its route, inside a memory router, against one fake tree (live reads and writes)
// and a sign-in state: a visitor through the fake identity provider, or a signed-in official. Whole-app
// tests (layout, guards, navigation) use renderAppAt instead.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, type AuthState } from '../data/auth/auth-context';
import { AuthProvider } from '../data/auth/auth-provider';
import type { RoleGrants } from '../domain/model';
import type { Tree } from '../domain/tree-update';
import { type FakeAuthGateway, createFakeAuthGateway } from './fake-auth-gateway';
import { FakeTreeSource } from './fake-tree-source';
import { installFakes, resetFakes } from './install-fakes';

export { resetFakes };

export interface RenderScreenOptions {
  /** The URL to start at, and the route pattern the screen is mounted on (default: the URL's path). */
  at?: string;
  pattern?: string;
}

export interface RenderPublicOptions extends RenderScreenOptions {
  /** The database tree, or a prepared source (to hold or refuse paths). */
  db?: Tree | FakeTreeSource;
  /** The identity provider; default: nobody signed in. */
  auth?: FakeAuthGateway;
}

export interface RenderAdminOptions extends RenderScreenOptions {
  tree?: Record<string, unknown>;
  /** The signed-in account's grants (roles/<uid>); an organiser unless told otherwise. */
  grants?: RoleGrants;
}

export const TEST_UID = 'staff-uid';

const signedIn: AuthState = {
  user: { uid: TEST_UID, email: 'staff@example.org', emailVerified: true },
  loading: false,
  sessionEnded: null,
  dismissSessionEnded: () => {},
};

/** Shows where a link led, so tests can follow navigation. */
// eslint-disable-next-line react-refresh/only-export-components -- a test helper, never hot-reloaded
function Elsewhere() {
  const location = useLocation();
  return <p>Navigated to {location.pathname + location.search}</p>;
}

function mount(ui: ReactElement, options: RenderScreenOptions, defaultAt: string, wrap: (children: ReactNode) => ReactElement): RenderResult {
  const at = options.at ?? defaultAt;
  return render(
    wrap(
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={options.pattern ?? at.split('?')[0]} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

/** A public screen, as a visitor (or whoever `auth` signs in). */
export function renderPublic(ui: ReactElement, options: RenderPublicOptions = {}): RenderResult & { db: FakeTreeSource; auth: FakeAuthGateway } {
  const db = options.db instanceof FakeTreeSource ? options.db : new FakeTreeSource(options.db ?? {});
  const auth = options.auth ?? createFakeAuthGateway(null);
  installFakes(db, auth);
  const result = mount(ui, options, '/', (children) => <AuthProvider gateway={auth}>{children}</AuthProvider>);
  return { ...result, db, auth };
}

/** An officials' screen, signed in as an official holding `grants` (an organiser by default). */
export function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}): RenderResult & { db: FakeTreeSource } {
  const roles = (options.tree?.roles ?? {}) as Record<string, unknown>;
  const db = new FakeTreeSource({ ...options.tree, roles: { ...roles, [TEST_UID]: options.grants ?? { organiser: true } } });
  installFakes(db);
  const result = mount(ui, options, '/admin', (children) => <AuthContext.Provider value={signedIn}>{children}</AuthContext.Provider>);
  return { ...result, db };
}
