import {
  endBefore,
  equalTo,
  get,
  goOffline,
  goOnline,
  increment,
  limitToFirst,
  limitToLast,
  onChildAdded,
  onDisconnect,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  push,
  query,
  ref,
  remove,
  serverTimestamp,
  set,
  setWithPriority,
  startAfter,
  startAt,
  update,
} from 'firebase/database';
import { startLocalDb, type LocalDb } from './index.ts';
import { sdkClient, type SdkClient } from './test/sdk-client.ts';
import { recordValues } from './test/wait.ts';
import { waitUntil } from '../tests/support/wait-until.ts';

// The real firebase@12 SDK over real sockets: every client operation the app relies on.

let server: LocalDb;
let alice: SdkClient;
let bob: SdkClient;

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
  alice = sdkClient(server);
  bob = sdkClient(server);
});

afterAll(async () => {
  await alice.close();
  await bob.close();
  await server.close();
});

describe('writes and reads', () => {
  it('set, update, push and remove reach another client, and get reads them back', async () => {
    const seen = recordValues(ref(bob.db, 'basic'));
    await set(ref(alice.db, 'basic'), { a: 1, b: { c: 'x' } });
    await update(ref(alice.db, 'basic'), { a: 2, 'b/d': true, e: null });
    const key = push(ref(alice.db, 'basic/list'), { n: 1 }).key;
    await seen.next((v) => (v as { list?: object } | null)?.list !== undefined, 'the pushed child');
    expect(key).toMatch(/^[-\w]{20}$/);
    expect((await get(ref(bob.db, 'basic'))).val()).toEqual({ a: 2, b: { c: 'x', d: true }, list: { [key!]: { n: 1 } } });
    await remove(ref(alice.db, 'basic/b'));
    await seen.next((v) => v !== null && (v as { b?: unknown }).b === undefined, 'the removal');
    expect((await get(ref(alice.db, 'basic/b'))).val()).toBeNull();
    seen.stop();
  });

  it("shows a writer's own listener the new value without a flicker to null", async () => {
    await set(ref(alice.db, 'flicker'), 'old');
    const seen = recordValues(ref(alice.db, 'flicker'));
    await seen.next((v) => v === 'old');
    await set(ref(alice.db, 'flicker'), 'new');
    await update(ref(alice.db), { flicker: 'newer' });
    await waitUntil('the update', () => seen.values.at(-1) === 'newer');
    expect(seen.values).toEqual(['old', 'new', 'newer']);
    seen.stop();
  });

  it('resolves server timestamps and increments on the server', async () => {
    const before = Date.now();
    await set(ref(alice.db, 'sv'), { at: serverTimestamp(), n: 5 });
    await Promise.all([update(ref(alice.db, 'sv'), { n: increment(2) }), update(ref(bob.db, 'sv'), { n: increment(3) })]);
    const value = (await get(ref(bob.db, 'sv'))).val() as { at: number; n: number };
    expect(value.n).toBe(10);
    expect(value.at).toBeGreaterThanOrEqual(before - 1000);
    expect(value.at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps priorities and orders by them', async () => {
    await setWithPriority(ref(alice.db, 'prio/a'), 'A', 3);
    await setWithPriority(ref(alice.db, 'prio/b'), 'B', 1);
    await setWithPriority(ref(alice.db, 'prio/c'), 'C', 2);
    const snap = await get(query(ref(bob.db, 'prio'), orderByPriority(), limitToFirst(2)));
    expect(snap.exportVal()).toEqual({ b: { '.value': 'B', '.priority': 1 }, c: { '.value': 'C', '.priority': 2 } });
  });

  it('carries values larger than one frame both ways', async () => {
    // BMP text only from the SDK: its own splitter can cut a surrogate pair (see README, limits).
    const big = 'é'.repeat(120_000) + 'x'.repeat(10_001);
    await set(ref(alice.db, 'big'), { big });
    expect((await get(ref(bob.db, 'big/big'))).val()).toBe(big);
  });

  it('never cuts an emoji in half when splitting large pushes', async () => {
    const emoji = 'a' + '😀'.repeat(30_000);
    const response = await fetch(`${server.url}/emoji.json?ns=demo-x-default-rtdb`, { method: 'PUT', body: JSON.stringify(emoji) });
    expect(response.status).toBe(200);
    expect((await get(ref(bob.db, 'emoji'))).val()).toBe(emoji);
  });

  it('sends writes made offline once the client reconnects', async () => {
    goOffline(alice.db);
    const pending = set(ref(alice.db, 'offline'), 'queued');
    await new Promise((r) => setTimeout(r, 50));
    goOnline(alice.db);
    await pending;
    expect((await get(ref(bob.db, 'offline'))).val()).toBe('queued');
  });
});

describe('queries', () => {
  beforeAll(async () => {
    await set(ref(alice.db, 'scores'), { a: { h: 10 }, b: { h: 20 }, c: { h: 30 }, d: { h: 40 } });
  });

  it('get() returns only what the query selects, evaluated by the server', async () => {
    const fresh = sdkClient(server);
    expect((await get(query(ref(fresh.db, 'scores'), orderByChild('h'), limitToLast(2)))).val()).toEqual({ c: { h: 30 }, d: { h: 40 } });
    expect((await get(query(ref(fresh.db, 'scores'), orderByChild('h'), startAfter(10), endBefore(40)))).val()).toEqual({ b: { h: 20 }, c: { h: 30 } });
    expect((await get(query(ref(fresh.db, 'scores'), orderByChild('h'), equalTo(20)))).val()).toEqual({ b: { h: 20 } });
    expect((await get(query(ref(fresh.db, 'scores'), orderByKey(), startAt('c')))).val()).toEqual({ c: { h: 30 }, d: { h: 40 } });
    await fresh.close();
  });

  it('refills a limit window with the child that slides in when one leaves', async () => {
    const top = recordValues(query(ref(bob.db, 'scores'), orderByChild('h'), limitToLast(2)));
    await top.next((v) => JSON.stringify(v) === JSON.stringify({ c: { h: 30 }, d: { h: 40 } }), 'the first window');
    await remove(ref(alice.db, 'scores/d'));
    await top.next((v) => JSON.stringify(v) === JSON.stringify({ b: { h: 20 }, c: { h: 30 } }), 'b sliding into the window');
    await set(ref(alice.db, 'scores/e'), { h: 5 });
    await set(ref(alice.db, 'scores/a/h'), 50);
    await top.next((v) => JSON.stringify(v) === JSON.stringify({ a: { h: 50 }, c: { h: 30 } }), 'a moving into the window');
    expect(top.errors).toEqual([]);
    top.stop();
  });

  it('keeps a filtered listener and a full listener on the same location consistent', async () => {
    await set(ref(alice.db, 'mixed'), { x: 1, y: 2, z: 3 });
    const low = recordValues(query(ref(bob.db, 'mixed'), orderByValue(), limitToFirst(1)));
    const all = recordValues(ref(bob.db, 'mixed'));
    await low.next((v) => JSON.stringify(v) === '{"x":1}');
    await all.next((v) => JSON.stringify(v) === '{"x":1,"y":2,"z":3}');
    await set(ref(alice.db, 'mixed/x'), 9);
    await low.next((v) => JSON.stringify(v) === '{"y":2}', 'y becoming the lowest');
    await all.next((v) => JSON.stringify(v) === '{"x":9,"y":2,"z":3}', 'the full location');
    low.stop();
    all.stop();
  });

  it('raises child events for pushes in order', async () => {
    const added: string[] = [];
    const stop = onChildAdded(query(ref(bob.db, 'feed'), orderByKey(), limitToLast(3)), (snap) => added.push(snap.val() as string));
    for (const word of ['one', 'two', 'three', 'four']) await push(ref(alice.db, 'feed'), word);
    await waitUntil('the fourth push', () => added.includes('four'));
    expect(added).toEqual(['one', 'two', 'three', 'four']);
    stop();
  });
});

describe('onDisconnect', () => {
  it('runs queued set, update and a partly cancelled set when the client goes away', async () => {
    const leaver = sdkClient(server);
    await set(ref(leaver.db, 'presence/leaver'), 'online');
    await onDisconnect(ref(leaver.db, 'presence/leaver')).set({ state: 'offline', at: serverTimestamp() });
    await onDisconnect(ref(leaver.db, 'presence')).update({ count: increment(-1) });
    await onDisconnect(ref(leaver.db, 'room')).set({ keep: 1, drop: 2 });
    await onDisconnect(ref(leaver.db, 'room/drop')).cancel();
    await onDisconnect(ref(leaver.db, 'never')).set('x');
    await onDisconnect(ref(leaver.db, 'never')).cancel();
    const seen = recordValues(ref(bob.db, 'presence/leaver'));
    await seen.next((v) => v === 'online');
    await leaver.close();
    const offline = (await seen.next((v) => (v as { state?: string } | null)?.state === 'offline', 'the offline marker')) as { at: number };
    expect(offline.at).toBeGreaterThan(Date.now() - 10_000);
    expect((await get(ref(bob.db, 'presence/count'))).val()).toBe(-1);
    expect((await get(ref(bob.db, 'room'))).val()).toEqual({ keep: 1 });
    expect((await get(ref(bob.db, 'never'))).val()).toBeNull();
    seen.stop();
  });
});

describe('namespaces', () => {
  it('keeps one data tree per namespace', async () => {
    const other = sdkClient(server, { ns: 'second-db' });
    await set(ref(other.db, 'same/path'), 'second');
    await set(ref(alice.db, 'same/path'), 'first');
    expect((await get(ref(other.db, 'same/path'))).val()).toBe('second');
    expect((await get(ref(bob.db, 'same/path'))).val()).toBe('first');
    await other.close();
  });
});
