// The public version record through the real SDK against the local database and the real rules: a write through
// the app's write pipeline bumps its branches' counters in the same atomic update (a listener never sees the
// change without the bump, a refused write bumps nothing), several devices writing at once lose no bump (the
// server's increment), and a judge's marks bump nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, onValue, ref, type Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import type { JsonValue } from '../../localdb/protocol/json.ts';
import { databaseWriter } from '../../src/data/writes/db-writer';
import { writePipeline } from '../../src/data/writes/write-pipeline';
import type { CompetitionEvent } from '../../src/domain/model';
import { rebuildSummariesPatch } from '../../src/domain/summaries';
import { paths } from '../../src/domain/tree-paths';
import { waitUntil } from '../support/wait-until';
import { ALICE_ENTRY, BOB_ENTRY, BRONZE, GOLD, treeWith } from '../rules/matrix/fixture.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const NS = 'demo-public-version-default-rtdb';
const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let server: LocalDb;
const apps: FirebaseApp[] = [];

function seedTree(): Record<string, unknown> {
  const tree = treeWith();
  return { ...tree, ...rebuildSummariesPatch(tree.events as unknown as Record<string, CompetitionEvent>) };
}

/** A signed-in device of the fixture's accounts (scrut, chair, deck, tablet-j1, alice...). */
function device(uid: string): Database {
  const app = initializeApp({ projectId: 'demo-public-version', databaseURL: `http://127.0.0.1:${server.port}?ns=${NS}` }, `pv-${uid}-${apps.length}`);
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port, { mockUserToken: { sub: uid } });
  return db;
}

const waitFor = (check: () => boolean) => waitUntil('the watcher\'s view', check);
const pipelineOf = (db: Database) => writePipeline(databaseWriter(() => db));
const counter = async (db: Database, branch: string) => (await get(ref(db, paths.publicBranchVersion(branch)))).val() as number | null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-version-'));
  server = await startLocalDb({
    port: 0, dataDir, seed: JSON.parse(JSON.stringify(seedTree())) as JsonValue,
    rulesSource: fs.readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8'), rulesFileName: 'database.rules.json',
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the public version record through the write pipeline', () => {
  it('bumps in the same update as the change: a watcher never sees one without the other', async () => {
    const watcher = device('org'); // the organiser may read the whole tree
    const startTime = paths.roundField(GOLD, 2, 'roundStartTime');
    const seen: { start: unknown; events: unknown; index: unknown }[] = [];
    // One listener on the root: every event it gets is one state of the whole tree.
    const stop = onValue(ref(watcher), (snap) => {
      seen.push({ start: snap.child(startTime).val(), events: snap.child('publicVersion/events').val(), index: snap.child('publicVersion/eventIndex').val() });
    });
    await waitFor(() => seen.length > 0);
    await pipelineOf(device('scrut')).update({ [startTime]: 1_900_000_000_000 });
    await waitFor(() => seen.at(-1)?.start === 1_900_000_000_000);
    const scrut = device('scrut');
    expect(await counter(scrut, 'events')).toBe(1);
    // The summaries stage wrote the event's index line too, so its branch was bumped as well.
    expect(await counter(scrut, 'eventIndex')).toBe(1);
    // …and the counter of that event's line alone, so a polling phone asks only that line.
    expect((await get(ref(scrut, paths.publicKeyVersions('eventIndex')))).val()).toEqual({ branch: 1, keys: { [GOLD]: 1 } });
    stop();
    for (const state of seen) expect(state.start === 1_900_000_000_000).toBe(state.events === 1 && state.index === 1);
    expect(seen.at(-1)).toEqual({ start: 1_900_000_000_000, events: 1, index: 1 });
  });

  it('bumps nothing when the rules refuse the update', async () => {
    const before = await counter(device('scrut'), 'events');
    await expect(pipelineOf(device('alice')).update({ [paths.roundField(GOLD, 2, 'roundStartTime')]: 5 })).rejects.toThrow();
    expect(await counter(device('scrut'), 'events')).toBe(before);
  });

  it('loses no bump when three devices write at once', async () => {
    const scrut = device('scrut');
    const before = (await counter(scrut, 'events')) ?? 0;
    const each = 6;
    const writes = [
      ...Array.from({ length: each }, (_, i) => () => pipelineOf(device('scrut')).update({ [paths.roundField(GOLD, 2, 'roundStartTime')]: 1_900_000_000_000 + i })),
      ...Array.from({ length: each }, (_, i) => () => pipelineOf(device('chair')).update({ [paths.roundField(BRONZE, 1, 'roundStartTime')]: 1_900_000_000_000 + i })),
      ...Array.from({ length: each }, (_, i) => () => pipelineOf(device('deck')).update({ [paths.roundEntryField(GOLD, 1, i % 2 ? ALICE_ENTRY : BOB_ENTRY, 'checkedIn')]: i % 4 < 2 })),
    ];
    await Promise.all(writes.map((write) => write()));
    expect(await counter(scrut, 'events')).toBe(before + 3 * each);
  });

  it('leaves the counters alone for a judge\'s marks', async () => {
    const scrut = device('scrut');
    const record = (await get(ref(scrut, paths.publicVersion()))).val() as Record<string, number>;
    await pipelineOf(device('tablet-j1')).update({ [paths.judgeDanceMark(GOLD, 1, 'j1', 'Tango', ALICE_ENTRY)]: 1 });
    expect((await get(ref(scrut, paths.judgeDanceMark(GOLD, 1, 'j1', 'Tango', ALICE_ENTRY)))).val()).toBe(1);
    expect((await get(ref(scrut, paths.publicVersion()))).val()).toEqual(record);
  });
});
