// Drag mode on a judge's tablet writes a final's order through the outbox to the real local database:
// every couple ends with one place, and a reorder writes only the couples whose place changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, set, type Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import { MarkOutbox } from '../../src/data/writes/mark-outbox';
import type { JudgeRound } from '../../src/domain/judging/index.ts';
import { type DanceMarks, MarkSheetError, finalOrder, finalTap } from '../../src/domain/judging/index.ts';
import { RoundState } from '../../src/domain/model';
import { paths } from '../../src/domain/tree-paths';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const NS = 'demo-final-order-default-rtdb';
let dataDir: string;
let server: LocalDb;
let app: FirebaseApp;
let db: Database;

const final: JudgeRound = {
  eventName: 'Bronze Standard',
  roundNumber: 2,
  roundName: 'Final',
  kind: 'final',
  dances: ['Waltz', 'Tango'],
  couples: [101, 102, 103, 104].map((number) => ({ entryId: `e${number}`, number })),
  recallSize: 1,
  roundState: RoundState.Running,
  scheduleIndex: 2,
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'final-order-'));
  server = await startLocalDb({ port: 0, dataDir });
  app = initializeApp({ projectId: 'demo-final-order', databaseURL: `http://127.0.0.1:${server.port}?ns=${NS}` }, 'final-order');
  db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
});

afterAll(async () => {
  await deleteApp(app);
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A tablet outbox writing through the SDK, noting which paths each action sent. */
function tablet(judgeKey: string) {
  const sent: string[] = [];
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  const outbox = new MarkOutbox(storage, 'outbox', (p, v) => {
    sent.push(p);
    return set(ref(db, p), v);
  });
  const read = async (): Promise<DanceMarks> => (await get(ref(db, `${paths.judgeMarks(final.eventName, 2, judgeKey)}/dances`))).val() ?? {};
  const takeSent = () => sent.splice(0).map((p) => p.split('/').slice(-2).join('/')).sort();
  return { outbox, read, takeSent };
}

describe('final order from drag mode', () => {
  it('places every couple from the list order, then writes only the couples a reorder moved', async () => {
    const { outbox, read, takeSent } = tablet('judge-a');
    await outbox.update(finalOrder(final, 'judge-a', {}, 'Waltz', ['e103', 'e101', 'e104', 'e102']));
    expect(await read()).toEqual({ Waltz: { e103: 1, e101: 2, e104: 3, e102: 4 } });
    expect(takeSent()).toEqual(['Waltz/e101', 'Waltz/e102', 'Waltz/e103', 'Waltz/e104']);

    // 104 dragged from 3rd to 1st: 103 and 101 shift down, 102 keeps 4th and is not written.
    await outbox.update(finalOrder(final, 'judge-a', await read(), 'Waltz', ['e104', 'e103', 'e101', 'e102']));
    expect(await read()).toEqual({ Waltz: { e104: 1, e103: 2, e101: 3, e102: 4 } });
    expect(takeSent()).toEqual(['Waltz/e101', 'Waltz/e103', 'Waltz/e104']);
  });

  it('completes a dance the judge began by tapping, keeping the tapped places', async () => {
    const { outbox, read, takeSent } = tablet('judge-b');
    await outbox.update(finalTap(final, 'judge-b', {}, 'Tango', 'e102'));
    await outbox.update(finalTap(final, 'judge-b', await read(), 'Tango', 'e104'));
    takeSent();
    await outbox.update(finalOrder(final, 'judge-b', await read(), 'Tango', ['e102', 'e104', 'e101', 'e103']));
    expect(await read()).toEqual({ Tango: { e102: 1, e104: 2, e101: 3, e103: 4 } });
    expect(takeSent()).toEqual(['Tango/e101', 'Tango/e103']);
  });

  it('refuses an order that leaves out or repeats a couple, and writes nothing', async () => {
    const { read, takeSent } = tablet('judge-c');
    expect(() => finalOrder(final, 'judge-c', {}, 'Waltz', ['e101', 'e102', 'e103'])).toThrow(MarkSheetError);
    expect(() => finalOrder(final, 'judge-c', {}, 'Waltz', ['e101', 'e101', 'e103', 'e104'])).toThrow(
      /must list each of the 4 couples on the floor once/,
    );
    expect(takeSent()).toEqual([]);
    expect(await read()).toEqual({});
  });
});
