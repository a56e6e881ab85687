// A judge keeps marking while the venue network (here: the database server) is gone; every mark
// arrives once it is back — including marks made before a tablet reload while still offline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, set, type Database } from 'firebase/database';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import { MarkOutbox, type KeyValueStorage } from '../../src/data/writes/mark-outbox';
import { paths } from '../../src/domain/tree-paths';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const NS = 'demo-judges-default-rtdb';
let dataDir: string;
let server: LocalDb | null = null;
let port = 0;
const apps: FirebaseApp[] = [];

function client(): Database {
  const app = initializeApp({ projectId: 'demo-judges', databaseURL: `http://127.0.0.1:${port}?ns=${NS}` }, `judge-${apps.length}-${Date.now()}`);
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port);
  return db;
}

function storage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const outboxFor = (db: Database, store: KeyValueStorage) =>
  new MarkOutbox(store, 'outbox', (p, v) => set(ref(db, p), v));

const markPath = (dance: string, entryId: string) => paths.judgeDanceMark('Bronze Standard', 1, 'judge-a', dance, entryId);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-offline-'));
  server = await startLocalDb({ port: 0, dataDir });
  port = server.port;
});

afterEach(async () => {
  if (!server) server = await startLocalDb({ port, dataDir });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function readBack(p: string): Promise<unknown> {
  return (await get(ref(client(), p))).val();
}

describe('judge marks across a lost connection', () => {
  it('delivers every mark made while the server was down once it restarts', async () => {
    const db = client();
    const outbox = outboxFor(db, storage());
    await outbox.record(markPath('Waltz', 'e1'), 1);

    await server!.close();
    server = null;
    const whileDown = ['e2', 'e3', 'e4'].map((id) => outbox.record(markPath('Waltz', id), 1));
    whileDown.push(outbox.record(markPath('Tango', 'e1'), 1));
    expect(outbox.getSnapshot().pending).toHaveLength(4);

    server = await startLocalDb({ port, dataDir });
    await Promise.all(whileDown);
    expect(outbox.getSnapshot().pending).toEqual([]);
    expect(await readBack(paths.judgeMarks('Bronze Standard', 1, 'judge-a'))).toEqual({
      dances: { Waltz: { e1: 1, e2: 1, e3: 1, e4: 1 }, Tango: { e1: 1 } },
    });
  });

  it('keeps marks through a tablet reload while offline and sends them when the network returns', async () => {
    await server!.close();
    server = null;
    const deviceStorage = storage();
    const beforeReload = outboxFor(client(), deviceStorage);
    void beforeReload.record(markPath('Foxtrot', 'e7'), 1).catch(() => {});
    void beforeReload.record(markPath('Foxtrot', 'e8'), 0).catch(() => {});

    // The tablet reloads: a new SDK instance, the same device storage.
    const afterReload = outboxFor(client(), deviceStorage);
    expect(afterReload.getSnapshot().pending.map((w) => w.path)).toEqual([markPath('Foxtrot', 'e7'), markPath('Foxtrot', 'e8')]);
    const replayed = afterReload.replay();

    server = await startLocalDb({ port, dataDir });
    await replayed;
    expect(afterReload.getSnapshot().pending).toEqual([]);
    expect(await readBack(paths.judgeMarks('Bronze Standard', 1, 'judge-a') + '/dances/Foxtrot')).toEqual({ e7: 1, e8: 0 });
  });
});
