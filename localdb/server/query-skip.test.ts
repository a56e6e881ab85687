import { isDeepStrictEqual } from 'node:util';
import { equalTo, limitToFirst, limitToLast, orderByChild, orderByKey, query, ref, remove, set, startAt, update, type QueryConstraint } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../index.ts';
import { sdkClient, type SdkClient } from '../test/sdk-client.ts';
import { recordValues, type ValueLog } from '../test/wait.ts';

// Issue 34: a write skips a query listen whose last result and new window both lack every written
// child, and a node's sorted children are kept between writes and re-placed one child at a time.
// After each of a seeded run of writes (moves into and out of windows, writes beside the indexed
// child, additions, removals, multi-path updates) every window must equal what a fresh query gives.

type Item = { score: number; name: string };
type Items = Record<string, Item>;

const QUERIES: Record<string, { constraints: QueryConstraint[]; expected: (d: Items) => Items | null }> = {
  'score == 2': { constraints: [orderByChild('score'), equalTo(2)], expected: (d) => keep(d, keys(d).filter((k) => d[k].score === 2)) },
  'score >= 3, first 3': { constraints: [orderByChild('score'), startAt(3), limitToFirst(3)], expected: (d) => keep(d, byScore(d).filter((k) => d[k].score >= 3).slice(0, 3)) },
  'lowest 2 scores': { constraints: [orderByChild('score'), limitToFirst(2)], expected: (d) => keep(d, byScore(d).slice(0, 2)) },
  'highest 4 scores': { constraints: [orderByChild('score'), limitToLast(4)], expected: (d) => keep(d, byScore(d).slice(-4)) },
  'first 3 keys': { constraints: [orderByKey(), limitToFirst(3)], expected: (d) => keep(d, keys(d).slice(0, 3)) },
  'name == n5': { constraints: [orderByChild('name'), equalTo('n5')], expected: (d) => keep(d, keys(d).filter((k) => d[k].name === 'n5')) },
};

const keys = (d: Items) => Object.keys(d).sort();
const byScore = (d: Items) => keys(d).sort((a, b) => d[a].score - d[b].score || (a < b ? -1 : 1));
const keep = (d: Items, ks: string[]): Items | null => (ks.length === 0 ? null : Object.fromEntries(ks.map((k) => [k, d[k]])));

let server: LocalDb;
let writer: SdkClient;
let watcher: SdkClient;

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
  writer = sdkClient(server, { ns: 'query-skip' });
  watcher = sdkClient(server, { ns: 'query-skip' });
});
afterAll(async () => {
  await Promise.all([writer.close(), watcher.close()]);
  await server.close();
});

describe('query listens skipped by writes elsewhere', () => {
  it('still follow every write that changes their window', async () => {
    let seed = 34;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const data: Items = {};
    for (let i = 0; i < 20; i++) data[`c${String(i).padStart(2, '0')}`] = { score: i % 7, name: `n${i % 9}` };
    await set(ref(writer.db, 'items'), data);
    const logs: [string, ValueLog][] = Object.entries(QUERIES).map(([name, q]) => [name, recordValues(query(ref(watcher.db, 'items'), ...q.constraints))]);
    const settle = async (step: string) => {
      for (const [name, log] of logs) {
        const expected = QUERIES[name].expected(data);
        await log.next((v) => isDeepStrictEqual(v, expected), `${name} after ${step} → ${JSON.stringify(expected)}`);
      }
    };
    await settle('the start');
    for (let step = 0; step < 30; step++) {
      const key = `c${String(random(24)).padStart(2, '0')}`;
      const kind = random(5);
      if (kind === 0 && data[key]) {
        data[key] = { ...data[key], score: random(7) };
        await set(ref(writer.db, `items/${key}/score`), data[key].score);
      } else if (kind === 1 && data[key]) {
        data[key] = { ...data[key], name: `n${random(9)}` };
        await set(ref(writer.db, `items/${key}/name`), data[key].name);
      } else if (kind === 2) {
        delete data[key];
        await remove(ref(writer.db, `items/${key}`));
      } else if (kind === 3) {
        const other = `c${String(random(24)).padStart(2, '0')}`;
        const patch: Record<string, Item> = { [key]: { score: random(7), name: `n${random(9)}` } };
        if (other !== key) patch[other] = { score: random(7), name: `n${random(9)}` };
        Object.assign(data, patch);
        await update(ref(writer.db, 'items'), patch);
      } else {
        data[key] = { score: random(7), name: `n${random(9)}` };
        await set(ref(writer.db, `items/${key}`), data[key]);
      }
      await settle(`write ${step} (${kind} on ${key})`);
    }
    for (const [, log] of logs) {
      expect(log.errors).toEqual([]);
      log.stop();
    }
  });
});
