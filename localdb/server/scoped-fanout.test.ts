import { isDeepStrictEqual } from 'node:util';
import { ref, update } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../index.ts';
import { RawClient } from '../test/raw-client.ts';
import { sdkClient } from '../test/sdk-client.ts';
import { recordValues } from '../test/wait.ts';

// Issue 23: an update spread over the tree (a source and its public summaries) must send a listener of one
// branch only what was written inside that branch, not the whole branch on every change (which made a
// spectator's day cost megabytes on /live).

const NS = 'scoped-fanout';
const BIG = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`e${i}`, { name: `Event ${i}`, rounds: { 1: { state: 0 }, 2: { state: 0 } } }]));

let server: LocalDb;

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
  const seeder = await RawClient.connect(server.port, NS);
  expect(await seeder.request('p', { p: '/', d: { index: BIG, source: { e1: { state: 0 } } } })).toEqual({ s: 'ok', d: '' });
  seeder.close();
});
afterAll(() => server.close());

async function listening(path: string): Promise<RawClient> {
  const client = await RawClient.connect(server.port, NS);
  expect((await client.request('q', { p: path, h: '' })).s).toBe('ok');
  return client;
}

describe('a listen below an update spread over the tree', () => {
  it('gets only the written locations inside it: one as `d`, several as one `m`', async () => {
    const listener = await listening('/index');
    const before = listener.pushes().length;
    const writer = await RawClient.connect(server.port, NS);
    expect(await writer.request('m', { p: '/', d: { 'source/e1/state': 1, 'index/e1/rounds/1/state': 1 } })).toEqual({ s: 'ok', d: '' });
    expect(await writer.request('m', { p: '/', d: { 'source/e1/state': 2, 'index/e1/rounds/1/state': 2, 'index/e2/rounds/2/state': 2 } })).toEqual({ s: 'ok', d: '' });
    await listener.waitFor((m) => m.t === 'd' && m.d.a === 'm', 'the merge');
    expect(listener.pushes().slice(before)).toEqual([
      { a: 'd', b: { p: 'index/e1/rounds/1/state', d: 1 } },
      { a: 'm', b: { p: 'index', d: { 'e1/rounds/1/state': 2, 'e2/rounds/2/state': 2 } } },
    ]);
    writer.close();
    listener.close();
  });

  it('gets its whole location when a write covers it or replaces it', async () => {
    const listener = await listening('/index/e3');
    const before = listener.pushes().length;
    const writer = await RawClient.connect(server.port, NS);
    expect(await writer.request('m', { p: '/', d: { 'source/e1/state': 3, 'index/e3': { name: 'Event 3b' } } })).toEqual({ s: 'ok', d: '' });
    expect(await writer.request('m', { p: '/', d: { 'source/e1/state': 4, index: { e3: { name: 'Event 3c' } } } })).toEqual({ s: 'ok', d: '' });
    await listener.waitFor((m) => m.t === 'd' && (m.d.b as { d?: { name?: string } }).d?.name === 'Event 3c', 'the second write');
    expect(listener.pushes().slice(before)).toEqual([
      { a: 'd', b: { p: 'index/e3', d: { name: 'Event 3b' } } },
      { a: 'd', b: { p: 'index/e3', d: { name: 'Event 3c' } } },
    ]);
    writer.close();
    listener.close();
  });

  it('leaves an SDK listener holding what a fresh read returns', async () => {
    const [writer, watcher] = [sdkClient(server, { ns: NS }), sdkClient(server, { ns: NS })];
    const log = recordValues(ref(watcher.db, 'index'));
    await log.next((v) => v !== null, 'the first value');
    await update(ref(writer.db), { 'source/e1/state': 5, 'index/a/rounds/r1/state': 5, 'index/b/name': 'B' });
    const expected = { a: { rounds: { r1: { state: 5 } } }, b: { name: 'B' }, e3: { name: 'Event 3c' } };
    await log.next((v) => isDeepStrictEqual(v, expected), JSON.stringify(expected));
    await Promise.all([writer.close(), watcher.close()]);
  });
});
