// FIRST_VIEW_READS (src/data/first-view-reads.ts) is what the HTML's inline script fetches by REST for each
// spectator route while the scripts download. This renders each such route's screen, from the route table, against
// a database that never answers, so every read recorded is one the first view makes before any value has arrived,
// and checks that each is on the route's list: the first view never waits for the live connection. Reads the page
// shows a fallback for meanwhile are listed. Not checked here: that every listed path is read (some are read once
// an earlier answer opens a gate, as /results' events behind resultsPageShown).
import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_READS } from '../data/first-view-reads';
import { paths } from '../data/paths';
import { FakeTreeSource } from '../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../testing/render-screen';
import { publicRoutes } from './route-table';

/** Read by the first view but not needed for it: the page shows the build's own name meanwhile. */
const FALLBACK_READS = new Set([paths.metadataField('fullName')]);
/** A dancer's id as the competitor page's address holds it. */
const DANCER = 'ana-lima';

afterEach(() => resetFakes());

/** A fake database that records each read and answers none. */
function silentDatabase(): { db: FakeTreeSource; reads: string[] } {
  const db = new FakeTreeSource({});
  const reads: string[] = [];
  db.listen = (path) => {
    reads.push(path);
    return () => {};
  };
  return { db, reads };
}

async function firstReadsOf(route: string): Promise<string[]> {
  const found = publicRoutes.flatMap((r) => [r, ...(r.children ?? [])]).find((r) => r.path === route);
  if (!found?.Component) throw new Error(`No public screen for route '${route}' in the route table.`);
  const { db, reads } = silentDatabase();
  renderPublic(createElement(found.Component), { db, at: `/${route.replace(':id', DANCER)}`, pattern: `/${route}` });
  // The screen's chunk loads first (lazy); nothing answers, so what it reads is what its first view reads.
  await waitFor(() => expect(reads.filter((read) => !read.startsWith('.info')).length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return [...new Set(reads)].filter((read) => !read.startsWith('.info'));
}

describe('what each spectator page reads first is fetched early from the HTML', () => {
  for (const [route, reads] of Object.entries(FIRST_VIEW_READS)) {
    it(`/${route}`, async () => {
      const early = reads.map((read) => read.replace(':id', DANCER));
      const first = await firstReadsOf(route);
      expect(first.filter((read) => !FALLBACK_READS.has(read) && !early.includes(read)), 'read first but not fetched early').toEqual([]);
    });
  }
});
