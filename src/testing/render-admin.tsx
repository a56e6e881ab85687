// Renders an admin screen against a FakeDatabase: live reads and writes both go to the fake tree.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setDbWriter } from '../data/writes/db-writer';
import { AuthContext, type AuthState } from '../data/auth/auth-context';
import type { RoleGrants } from '../domain/model';
import { LiveValueStore } from '../data/live-value-store';
import { setLiveValueStore } from '../data/use-db-value';
import { FakeDatabase } from './fake-database';

export interface RenderAdminOptions {
  tree?: Record<string, unknown>;
  /** The URL to start at, and the route pattern the screen is mounted on. */
  at?: string;
  pattern?: string;
  /** The signed-in account's grants (roles/<uid>); an organiser unless told otherwise. */
  grants?: RoleGrants;
}

export const TEST_UID = 'staff-uid';

const signedIn: AuthState = {
  user: { uid: TEST_UID, email: 'staff@example.org' },
  loading: false,
  sessionEnded: null,
  dismissSessionEnded: () => {},
};

export function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}): RenderResult & { db: FakeDatabase } {
  const roles = (options.tree?.roles ?? {}) as Record<string, unknown>;
  const db = new FakeDatabase({ ...options.tree, roles: { ...roles, [TEST_UID]: options.grants ?? { organiser: true } } });
  setLiveValueStore(new LiveValueStore(db));
  setDbWriter(db);
  const at = options.at ?? '/admin';
  const result = render(
    <AuthContext.Provider value={signedIn}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={options.pattern ?? at} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return { ...result, db };
}

export function resetAdminFakes(): void {
  setLiveValueStore(undefined);
  setDbWriter(undefined);
}
