// Renders an admin screen against a FakeDatabase: live reads and writes both go to the fake tree.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setAdminWriter } from '../../../data/admin/writer';
import { LiveValueStore } from '../../../data/live-value-store';
import { setLiveValueStore } from '../../../data/use-db-value';
import { FakeDatabase } from './fake-database';

export interface RenderAdminOptions {
  tree?: Record<string, unknown>;
  /** The URL to start at, and the route pattern the screen is mounted on. */
  at?: string;
  pattern?: string;
}

export function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}): RenderResult & { db: FakeDatabase } {
  const db = new FakeDatabase(options.tree);
  setLiveValueStore(new LiveValueStore(db));
  setAdminWriter(db);
  const at = options.at ?? '/admin';
  const result = render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={options.pattern ?? at} element={ui} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...result, db };
}

export function resetAdminFakes(): void {
  setLiveValueStore(undefined);
  setAdminWriter(undefined);
}
