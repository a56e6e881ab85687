// FIRST_VIEW_READS (src/data/first-view-reads.ts) is what the HTML's inline script fetches by REST for each
// spectator route while the scripts download. This renders each such route's screen, from the route table, against
// a database that never answers, so every read recorded is one the first view makes before any value has arrived,
// and checks that each is on the route's list: the first view never waits for the live connection. Reads the page
// shows a fallback for meanwhile are listed. And the other way: every listed path is one the screen reads, before
// any answer or once the answers it waits for open a gate (as /results' events behind resultsPageShown), so the
// HTML asks for nothing the page never uses.
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
/** How long a screen's lazy chunk may take to load on a busy machine (the first test to render it waits for it). */
const CHUNK_WAIT_MS = 15_000;
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

/** A fake database holding `tree` that records each read and answers it. */
function answeringDatabase(tree: Record<string, unknown>): { db: FakeTreeSource; reads: string[] } {
  const db = new FakeTreeSource(tree);
  const reads: string[] = [];
  const listen = db.listen.bind(db);
  db.listen = (path, onValue, onError) => {
    reads.push(path);
    return listen(path, onValue, onError);
  };
  return { db, reads };
}

function screenOf(route: string) {
  const found = publicRoutes.flatMap((r) => [r, ...(r.children ?? [])]).find((r) => (route === '' ? r.index === true : r.path === route));
  if (!found?.Component) throw new Error(`No public screen for route '${route}' in the route table.`);
  return found.Component;
}

async function firstReadsOf(route: string): Promise<string[]> {
  const { db, reads } = silentDatabase();
  renderPublic(createElement(screenOf(route)), { db, at: `/${route.replace(':id', DANCER)}`, pattern: `/${route}` });
  // The screen's chunk loads first (lazy); nothing answers, so what it reads is what its first view reads.
  await waitFor(() => expect(reads.filter((read) => !read.startsWith('.info')).length).toBeGreaterThan(0), { timeout: CHUNK_WAIT_MS });
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

/** The answers that open every gate a spectator page has before its reads (the results page shown). */
const GATES_OPEN = { competitionMetadata: { resultsPageShown: true } };

async function readsOnceAnswered(route: string): Promise<string[]> {
  const { db, reads } = answeringDatabase(GATES_OPEN);
  renderPublic(createElement(screenOf(route)), { db, at: `/${route.replace(':id', DANCER)}`, pattern: `/${route}` });
  await waitFor(() => expect(reads.filter((read) => !read.startsWith('.info')).length).toBeGreaterThan(0), { timeout: CHUNK_WAIT_MS });
  await new Promise((resolve) => setTimeout(resolve, 100));
  return [...new Set(reads)];
}

describe('what the HTML fetches early for each spectator page is read by the page', () => {
  for (const [route, reads] of Object.entries(FIRST_VIEW_READS)) {
    it(`/${route}`, async () => {
      const early = reads.map((read) => read.replace(':id', DANCER));
      const used = new Set([...(await firstReadsOf(route)), ...(await readsOnceAnswered(route))]);
      expect(early.filter((read) => !used.has(read)), 'fetched early but never read').toEqual([]);
    });
  }
});
