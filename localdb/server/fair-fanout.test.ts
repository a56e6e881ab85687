import { isDeepStrictEqual } from 'node:util';
import { endAt, equalTo, get, limitToFirst, limitToLast, onValue, orderByChild, orderByKey, query, ref, remove, set, startAt, update, type QueryConstraint } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../index.ts';
import { sdkClient, type SdkClient } from '../test/sdk-client.ts';
import { waitUntil } from '../../tests/support/wait-until.ts';

// Issue 34 (venue mode): a client holding hundreds of query listens on a large node must not hold up
// another client's write. A write's pushes for the heavy client are computed after the commit, in
// slices taking turns with other connections (fanout.ts, session.ts); the writer's ack does not wait
// for them. Yet the heavy client must still get every state, in commit order, ending at the right data.

type Item = { score: number };
type Items = Record<string, Item>;

const NS = 'fair-fanout';
const CHILDREN = 300;
const SCORES = 100;

interface Watched {
  name: string;
  /** Below `items` (a default listen), else `items` itself. */
  child?: string;
  constraints: QueryConstraint[];
  expected: (data: Items) => unknown;
}

let server: LocalDb;
let heavy: SdkClient;
let light: SdkClient;

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
  heavy = sdkClient(server, { ns: NS });
  light = sdkClient(server, { ns: NS });
});
afterAll(async () => {
  await Promise.all([heavy.close(), light.close()]);
  await server.close();
});

const key = (i: number) => `c${String(i).padStart(3, '0')}`;

function byScore(data: Items): string[] {
  return Object.keys(data).sort((a, b) => data[a].score - data[b].score || (a < b ? -1 : 1));
}

function keep(data: Items, keys: string[]): Items | null {
  return keys.length === 0 ? null : Object.fromEntries(keys.map((k) => [k, data[k]]));
}

/**
 * 5 query listens per score value (500 tagged listens) and one child (a default listen). Not the whole
 * node: the SDK would then serve every query from that one listen and send the server none of them.
 */
function watchedQueries(): Watched[] {
  const child = key(5);
  const out: Watched[] = [{ name: `child ${child}`, child, constraints: [], expected: (d) => d[child] ?? null }];
  for (let s = 0; s < SCORES; s++) {
    out.push(
      { name: `score == ${s}`, constraints: [orderByChild('score'), equalTo(s)], expected: (d) => keep(d, byScore(d).filter((k) => d[k].score === s)) },
      { name: `score >= ${s}, first 3`, constraints: [orderByChild('score'), startAt(s), limitToFirst(3)], expected: (d) => keep(d, byScore(d).filter((k) => d[k].score >= s).slice(0, 3)) },
      { name: `score <= ${s}, last 2`, constraints: [orderByChild('score'), endAt(s), limitToLast(2)], expected: (d) => keep(d, byScore(d).filter((k) => d[k].score <= s).slice(-2)) },
      { name: `first ${s + 1} keys`, constraints: [orderByKey(), limitToFirst(s + 1)], expected: (d) => keep(d, Object.keys(d).sort().slice(0, s + 1)) },
      { name: `keys from ${key(s * 3)}, first 2`, constraints: [orderByKey(), startAt(key(s * 3)), limitToFirst(2)], expected: (d) => keep(d, Object.keys(d).sort().filter((k) => k >= key(s * 3)).slice(0, 2)) },
    );
  }
  return out;
}

/** The light client's writes, each with its effect on the expected data. */
const WRITES: { run: (c: SdkClient) => Promise<void>; apply: (d: Items) => void }[] = [
  { run: (c) => set(ref(c.db, `items/${key(5)}/score`), 42), apply: (d) => (d[key(5)] = { score: 42 }) },
  { run: (c) => set(ref(c.db, 'items/c300'), { score: 7 }), apply: (d) => (d.c300 = { score: 7 }) },
  { run: (c) => remove(ref(c.db, `items/${key(10)}`)), apply: (d) => delete d[key(10)] },
  { run: (c) => update(ref(c.db, 'items'), { [`${key(20)}/score`]: 0, [`${key(21)}/score`]: 99 }), apply: (d) => ((d[key(20)] = { score: 0 }), (d[key(21)] = { score: 99 })) },
  { run: (c) => set(ref(c.db, `items/${key(5)}/score`), 5), apply: (d) => (d[key(5)] = { score: 5 }) },
  { run: (c) => set(ref(c.db, `items/${key(0)}/score`), 50), apply: (d) => (d[key(0)] = { score: 50 }) },
  { run: (c) => remove(ref(c.db, 'items/c300')), apply: (d) => delete d.c300 },
  { run: (c) => set(ref(c.db, `items/${key(299)}/score`), 0), apply: (d) => (d[key(299)] = { score: 0 }) },
];

/** The values a listener must see for these states: each state's result, repeats dropped (onValue fires on a change). */
function expectedSequence(watched: Watched, states: Items[]): unknown[] {
  const out: unknown[] = [];
  for (const state of states) {
    const value = watched.expected(state);
    if (out.length === 0 || !isDeepStrictEqual(out[out.length - 1], value)) out.push(value);
  }
  return out;
}

describe('one client with hundreds of query listens and another client writing', () => {
  it('acknowledges the light write before the heavy client hears of it; the heavy client still gets every state in order', async () => {
    const data: Items = {};
    for (let i = 0; i < CHILDREN; i++) data[key(i)] = { score: i % SCORES };
    await set(ref(light.db, 'items'), data);
    // One sequence of what both clients observe: the light client's acks and the heavy client's events.
    const events: string[] = [];
    const watched = watchedQueries();
    const seen: unknown[][] = watched.map(() => []);
    const errors: Error[] = [];
    const stops = watched.map((w, i) =>
      onValue(
        query(ref(heavy.db, w.child ? `items/${w.child}` : 'items'), ...w.constraints),
        (snap) => {
          seen[i].push(snap.val());
          events.push(`heavy ${w.name}`);
        },
        (error) => errors.push(error),
      ),
    );
    const settled = (i: number, value: unknown) => seen[i].length > 0 && isDeepStrictEqual(seen[i].at(-1), value);
    await waitUntil('every listen has its first result', () => watched.every((w, i) => settled(i, w.expected(data))), { timeoutMs: 20_000 });
    const before = seen.map((values) => values.length);
    events.length = 0;

    const states: Items[] = [structuredClone(data)];
    const acks = WRITES.map((write, i) => {
      write.apply(data);
      states.push(structuredClone(data));
      return write.run(light).then(() => void events.push(`ack ${i}`));
    });
    await Promise.all(acks);

    await waitUntil('every listen has its final result', () => watched.every((w, i) => settled(i, w.expected(data))), { timeoutMs: 20_000 });
    // The light client's first write was acknowledged before any of its pushes reached the heavy client.
    expect(events.length).toBeGreaterThan(WRITES.length);
    expect(events[0]).toBe('ack 0');
    expect(events.filter((e) => e.startsWith('ack '))).toEqual(WRITES.map((_, i) => `ack ${i}`));
    // Every listen saw every state it has, in commit order, and ends where a fresh query does.
    expect(errors).toEqual([]);
    for (const [i, w] of watched.entries()) expect(seen[i].slice(before[i] - 1), w.name).toEqual(expectedSequence(w, states));
    for (const stop of stops) stop();
    for (const w of watched.filter((_, i) => i % 50 === 0)) {
      expect((await get(query(ref(light.db, w.child ? `items/${w.child}` : 'items'), ...w.constraints))).val(), w.name).toEqual(w.expected(data));
    }
  });
});
