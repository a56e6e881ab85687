import { isDeepStrictEqual } from 'node:util';
import { endAt, endBefore, equalTo, limitToFirst, limitToLast, orderByChild, orderByKey, query, ref, remove, set, startAfter, startAt, update, type QueryConstraint } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../index.ts';
import { sdkClient, type SdkClient } from '../test/sdk-client.ts';
import { recordValues, type ValueLog } from '../test/wait.ts';

// Query listens are matched against each write through one sorted copy of the node per index and
// a bisected window per query (issue 21). Many different windows on one node must each keep
// seeing exactly what a fresh get of the same query would return.

type Scores = Record<string, { score: number }>;

let server: LocalDb;
let writer: SdkClient;
let watcher: SdkClient;

const QUERIES: Record<string, { constraints: QueryConstraint[]; expected: (data: Scores) => Scores | null }> = {
  'score == 3': { constraints: [orderByChild('score'), equalTo(3)], expected: (d) => pick(d, (e) => e.score === 3) },
  'score >= 2, first 2': { constraints: [orderByChild('score'), startAt(2), limitToFirst(2)], expected: (d) => firstByScore(pick(d, (e) => e.score >= 2), 2, 'first') },
  'score <= 4, last 2': { constraints: [orderByChild('score'), endAt(4), limitToLast(2)], expected: (d) => firstByScore(pick(d, (e) => e.score <= 4), 2, 'last') },
  'score > 1, score < 5': { constraints: [orderByChild('score'), startAfter(1), endBefore(5)], expected: (d) => pick(d, (e) => e.score > 1 && e.score < 5) },
  'last 3 keys': { constraints: [orderByKey(), limitToLast(3)], expected: (d) => keep(d, Object.keys(d).sort().slice(-3)) },
  'keys from c05, first 2': { constraints: [orderByKey(), startAt('c05'), limitToFirst(2)], expected: (d) => keep(d, Object.keys(d).sort().filter((k) => k >= 'c05').slice(0, 2)) },
};

function pick(data: Scores, test: (entry: { score: number }) => boolean): Scores | null {
  return keep(data, Object.keys(data).filter((k) => test(data[k])));
}

function keep(data: Scores, keys: string[]): Scores | null {
  return keys.length === 0 ? null : Object.fromEntries(keys.map((k) => [k, data[k]]));
}

function firstByScore(data: Scores | null, n: number, side: 'first' | 'last'): Scores | null {
  if (data === null) return null;
  const keys = Object.keys(data).sort((a, b) => data[a].score - data[b].score || (a < b ? -1 : 1));
  return keep(data, side === 'first' ? keys.slice(0, n) : keys.slice(-n));
}

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
  writer = sdkClient(server, { ns: 'query-fanout' });
  watcher = sdkClient(server, { ns: 'query-fanout' });
});
afterAll(async () => {
  await Promise.all([writer.close(), watcher.close()]);
  await server.close();
});

describe('query listens across writes', () => {
  it('each window follows sets, moves, updates and removals as a fresh query would', async () => {
    const data: Scores = {};
    for (let i = 0; i < 10; i++) data[`c${String(i).padStart(2, '0')}`] = { score: i % 6 };
    await set(ref(writer.db, 'items'), data);
    const logs: [string, ValueLog][] = Object.entries(QUERIES).map(([name, q]) => [name, recordValues(query(ref(watcher.db, 'items'), ...q.constraints))]);
    const settle = async () => {
      for (const [name, log] of logs) {
        const expected = QUERIES[name].expected(data);
        await log.next((v) => isDeepStrictEqual(v, expected), `${name} → ${JSON.stringify(expected)}`);
        expect(log.values.at(-1)).toEqual(expected);
      }
    };
    await settle();
    const steps: [string, () => Promise<void>][] = [
      ['move c00 to 3', () => set(ref(writer.db, 'items/c00/score'), 3)],
      ['add c10 at 2', () => set(ref(writer.db, 'items/c10'), { score: 2 })],
      ['update two', () => update(ref(writer.db, 'items'), { 'c03/score': 5, 'c09/score': 0 })],
      ['remove c05', () => remove(ref(writer.db, 'items/c05'))],
    ];
    const apply: Record<string, () => void> = {
      'move c00 to 3': () => (data.c00 = { score: 3 }),
      'add c10 at 2': () => (data.c10 = { score: 2 }),
      'update two': () => ((data.c03 = { score: 5 }), (data.c09 = { score: 0 })),
      'remove c05': () => delete data.c05,
    };
    for (const [name, run] of steps) {
      await run();
      apply[name]();
      await settle();
    }
    for (const [, log] of logs) {
      expect(log.errors).toEqual([]);
      log.stop();
    }
  });
});
