// Data first, SDK later (issue 33): the HTML's inline script asks the real local database's REST interface for
// the page's first-view paths, and the read hook's first value is that answer while the live connection has
// delivered nothing; the connection's own value then takes over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, set, ref, type Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import type { EarlyAnswer } from '../../src/data/early-answers';
import { takeEarlyAnswer } from '../../src/data/early-answers';
import { firebaseValueSource } from '../../src/data/firebase-value-source';
import { firstReadsScriptOf } from '../../src/data/first-reads-script';
import { FIRST_VIEW_READS } from '../../src/data/first-view-reads';
import { useEventSummaries } from '../../src/data/hooks/summaries';
import { LiveValueStore, type ValueSource } from '../../src/data/live-value-store';
import { setLiveValueStore } from '../../src/data/use-db-value';
import { paths } from '../../src/domain/tree-paths';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const NS = 'demo-first-reads-default-rtdb';
let dataDir: string;
let server: LocalDb;
let app: FirebaseApp;
let db: Database;

const summary = (eventName: string) => ({
  eventName,
  style: 'Standard',
  eventLevel: 'Bronze',
  rounds: { 1: { roundName: 'Final', roundNumber: 1, scheduleIndex: 1, recallSize: 0, roundState: 0 } },
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-reads-'));
  server = await startLocalDb({ port: 0, dataDir });
  app = initializeApp({ projectId: 'demo-first-reads', databaseURL: `http://127.0.0.1:${server.port}?ns=${NS}` }, 'first-reads');
  db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
});

afterAll(async () => {
  setLiveValueStore(undefined);
  await deleteApp(app);
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The SDK's live source, holding back what it hears until `open()`: a connection that has not delivered yet. */
function heldSource(inner: ValueSource) {
  let held = true;
  let delivered = 0;
  const waiting: (() => void)[] = [];
  const source: ValueSource = {
    listen(p, onValue, onError) {
      return inner.listen(
        p,
        (value) => {
          const deliver = () => {
            delivered += 1;
            onValue(value);
          };
          if (held) waiting.push(deliver);
          else deliver();
        },
        onError,
      );
    },
  };
  return { source, delivered: () => delivered, open: () => ((held = false), waiting.splice(0).forEach((deliver) => deliver())) };
}

/** Runs the build's inline script as the browser would on `pagePath`. */
function runInlineScript(pagePath: string) {
  window.history.replaceState(null, '', pagePath);
  const script = firstReadsScriptOf(FIRST_VIEW_READS, `http://127.0.0.1:${server.port}/__PATH__.json?ns=${NS}`, '/');
  new Function(script)();
  return (globalThis as typeof globalThis & { __firstReads?: Record<string, EarlyAnswer> }).__firstReads ?? {};
}

describe('first-view reads from the HTML', () => {
  it("asks REST for the page's paths, and the hook's first value is that answer until the socket's arrives", async () => {
    await set(ref(db, paths.eventIndex()), { waltz: summary('Bronze Standard Waltz') });
    const reads = runInlineScript('/live');
    expect(Object.keys(reads).sort()).toEqual([paths.eventIndex(), paths.schedule(), paths.eventSettings()].sort());
    await reads[paths.eventIndex()]?.promise;

    const socket = heldSource(firebaseValueSource(() => db));
    setLiveValueStore(new LiveValueStore(socket.source, takeEarlyAnswer));
    const seen: (string | undefined)[] = [];
    const { result } = renderHook(() => {
      const value = useEventSummaries();
      if (!value.loading) seen.push(value.data?.waltz?.eventName);
      return value;
    });
    await waitFor(() => expect(result.current.data?.waltz?.eventName, String(result.current.error)).toBe("Bronze Standard Waltz"));
    expect(socket.delivered()).toBe(0);
    expect(seen[0]).toBe('Bronze Standard Waltz');

    // The database changes; the live connection (once it delivers) replaces the early answer.
    await set(ref(db, paths.eventIndex()), { waltz: summary('Silver Standard Waltz') });
    await waitFor(() => expect(socket.delivered()).toBe(0)); // still held: nothing heard yet
    act(() => socket.open());
    await waitFor(() => expect(result.current.data?.waltz?.eventName).toBe('Silver Standard Waltz'));
    expect(socket.delivered()).toBeGreaterThan(0);
  });

  it("reads a competitor's own records from the page's address, and nothing on a page without first-view reads", async () => {
    await set(ref(db, paths.competitorEntries('daniel yilmaz')), { waltz: { e1: { leadName: 'Daniel Yilmaz', followName: 'Ana Ruiz', leadId: 'daniel yilmaz', followId: 'ana ruiz', affiliation: 'MIT' } } });
    const reads = runInlineScript('/Competitors/daniel%20yilmaz');
    const answer = await reads[paths.competitorEntries('daniel yilmaz')]?.promise;
    expect(answer).toMatchObject({ waltz: { e1: { leadName: 'Daniel Yilmaz' } } });
    (globalThis as typeof globalThis & { __firstReads?: unknown }).__firstReads = undefined;
    expect(Object.keys(runInlineScript('/admin/scrutineer'))).toEqual([]);
  });
});
