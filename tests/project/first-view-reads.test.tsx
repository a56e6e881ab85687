// FIRST_VIEW_READS (src/data/first-view-reads.ts) is what the HTML's inline script fetches by REST for each
// spectator route while the scripts download. This renders each such route's screen against a fake database and
// checks that every path its first render subscribes to (before any value has arrived) is on the route's list, so
// the first view never waits for the live connection; reads the page shows a fallback for meanwhile are listed.
// Not checked here: that every listed path is read (some are read once an earlier answer opens a gate).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_READS } from '../../src/data/first-view-reads';
import { paths } from '../../src/data/paths';
import { renderPublic, resetFakes } from '../../src/testing/render-screen';
import { publicScreensOf } from '../../scripts/vite/route-preload';

const ROUTE_TABLE = path.resolve(import.meta.dirname, '../../src/app/route-table.tsx');
const screens = publicScreensOf(readFileSync(ROUTE_TABLE, 'utf8'));
/** Read on the first render but not needed for the first view: the page shows the build's own name meanwhile. */
const FALLBACK_READS = new Set([paths.metadataField('fullName')]);
/** A dancer's id as the competitor page's address holds it. */
const DANCER = 'ana-lima';

afterEach(() => resetFakes());

async function firstReadsOf(route: string): Promise<string[]> {
  const screen = screens.find((s) => s.path === route);
  if (!screen) throw new Error(`No public screen for route '${route}' in the route table.`);
  const module = (await import(/* @vite-ignore */ path.resolve(path.dirname(ROUTE_TABLE), screen.module))) as { default: ComponentType };
  const Screen = module.default;
  const { db } = renderPublic(<Screen />, { at: `/${route.replace(':id', DANCER)}`, pattern: `/${route}` });
  // The fake answers each read on a later microtask: what is listened to now is the first render's reads.
  return [...new Set(db.listenedPaths)];
}

describe('what each spectator page reads first is fetched early from the HTML', () => {
  for (const [route, reads] of Object.entries(FIRST_VIEW_READS)) {
    it(`/${route}`, async () => {
      const early = reads.map((read) => read.replace(':id', DANCER));
      const first = await firstReadsOf(route);
      expect(first.length).toBeGreaterThan(0);
      expect(first.filter((read) => !FALLBACK_READS.has(read) && !early.includes(read)), 'read first but not fetched early').toEqual([]);
    });
  }
});
