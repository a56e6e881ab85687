// The REST polling source against the real local database over real HTTP: what a spectator's phone on the free
// plan (or refused at the connection cap) reads, with real timers at a short interval.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import { unsignedJwt } from '../../localdb/test/raw-client.ts';
import { waitUntil } from '../../tests/support/wait-until.ts';
import type { DbError } from './errors';
import { restLocation } from './rest-location';
import { RestPollingSource, type RestPollingOptions } from './rest-polling-source';

const NS = 'polling-ns';
const RULES = JSON.stringify({
  rules: { public: { '.read': true }, index: { '.read': true }, version: { '.read': true }, versionKeys: { '.read': true }, other: { '.read': true }, private: { $uid: { '.read': 'auth != null && auth.uid === $uid' } } },
});
let server: LocalDb;
const stops: Array<() => void> = [];

async function put(path: string, value: unknown): Promise<void> {
  const response = await fetch(`${server.url}/${path}.json?ns=${NS}`, { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(value) });
  expect(response.status).toBe(200);
}

async function patch(values: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server.url}/.json?ns=${NS}`, { method: 'PATCH', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(values) });
  expect(response.status).toBe(200);
}

/** The version record covers `public/` under the counter `version/public` (the app's: publicVersion/<branch>). */
const VERSIONS = { path: 'version', branchOf: (path: string) => (path.startsWith('public/') ? 'public' : null) };

/**
 * A polling source whose every request is recorded (the real fetch does the work); `beforeRequest` runs before a
 * request goes out, to land a write at an exact moment of a round, or to answer in the server's stead (a timeout).
 */
function pollingSource(options: { intervalMs?: number; authToken?: () => Promise<string | null>; versions?: RestPollingOptions['versions']; beforeRequest?: (path: string) => Promise<Response | void> } = {}) {
  const asked: string[] = [];
  const urlOf = restLocation({ apiKey: '', authDomain: '', projectId: 'demo-x', appId: '', databaseURL: `http://127.0.0.1:9000?ns=${NS}` }, { database: { host: '127.0.0.1', port: server.port }, auth: { host: '127.0.0.1', port: 9099 }, secure: false });
  const source = new RestPollingSource({
    urlOf,
    intervalMs: options.intervalMs ?? 50,
    authToken: options.authToken,
    ...(options.versions ? { versions: options.versions } : {}),
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname;
      const answered = await options.beforeRequest?.(path);
      asked.push(path);
      return answered ?? fetch(input, init);
    },
  });
  return { source, asked };
}

function record(source: RestPollingSource, path: string) {
  const values: unknown[] = [];
  const errors: DbError[] = [];
  stops.push(source.listen(path, (value) => values.push(value), (error) => errors.push(error as DbError)));
  return { values, errors, stop: stops[stops.length - 1] };
}

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: RULES });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});
afterAll(() => server.close());

describe('RestPollingSource', () => {
  it('delivers the first value, then a change written after it, and an unchanged value only once', async () => {
    await put('public/round', { state: 1 });
    const { source, asked } = pollingSource();
    const seen = record(source, 'public/round');
    await waitUntil('the first value', () => seen.values.length === 1);
    expect(seen.values[0]).toEqual({ state: 1 });

    const before = asked.length;
    await waitUntil('three more polls', () => asked.length >= before + 3);
    expect(seen.values).toHaveLength(1);

    await put('public/round', { state: 5 });
    await waitUntil('the change', () => seen.values.length === 2);
    expect(seen.values[1]).toEqual({ state: 5 });
  });

  it('asks only the paths listened to, once per path per round, and nothing after the last listener goes', async () => {
    await put('public/a', 1);
    await put('public/b', 2);
    const { source, asked } = pollingSource();
    const a1 = record(source, 'public/a');
    const a2 = record(source, 'public/a');
    await waitUntil('both listeners of a have the value', () => a1.values.length === 1 && a2.values.length === 1);
    expect(source.polledPaths()).toEqual(['public/a']);
    await waitUntil('a few rounds', () => asked.length >= 4);
    expect(new Set(asked)).toEqual(new Set(['/public/a.json']));

    a1.stop();
    a2.stop();
    const after = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked.length).toBe(after);
    expect(source.polledPaths()).toEqual([]);
  });

  it('asks nothing while paused and asks at once when resumed', async () => {
    await put('public/p', 'before');
    const { source, asked } = pollingSource({ intervalMs: 60_000 });
    const seen = record(source, 'public/p');
    await waitUntil('the first value', () => seen.values.length === 1);
    source.setPaused(true);
    await put('public/p', 'after');
    const paused = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(asked.length).toBe(paused);

    // The interval is a minute: only resuming can fetch the change this soon.
    source.setPaused(false);
    await waitUntil('the change, asked on resume', () => seen.values.length === 2);
    expect(seen.values[1]).toBe('after');
  });

  it("reports the rules' refusal as permission-denied, and reads with the signed-in visitor's token", async () => {
    await put('private/alice', { entries: 2 });
    const anonymous = record(pollingSource().source, 'private/alice');
    await waitUntil('the refusal', () => anonymous.errors.length >= 1);
    expect(anonymous.errors[0].code).toBe('permission-denied');
    expect(anonymous.values).toEqual([]);

    const token = unsignedJwt({ sub: 'alice', user_id: 'alice' });
    const alice = record(pollingSource({ authToken: async () => token }).source, 'private/alice');
    await waitUntil("alice's record", () => alice.values.length === 1);
    expect(alice.values[0]).toEqual({ entries: 2 });
  });

  it('answers .info/connected from whether the server answers, and keeps the last value while it does not', async () => {
    const other = await startLocalDb({ port: 0 });
    const port = other.port;
    await fetch(`${other.url}/public/x.json?ns=${NS}`, { method: 'PUT', body: '"kept"' });
    const source = new RestPollingSource({ urlOf: (path) => `http://127.0.0.1:${port}/${path}.json?ns=${NS}`, intervalMs: 50 });
    const connected = record(source, '.info/connected');
    const data = record(source, 'public/x');
    await waitUntil('the value', () => data.values.length === 1);
    expect(connected.values).toEqual([true]);

    await other.close();
    await waitUntil('reported unreachable', () => connected.values.at(-1) === false);
    expect(data.values).toEqual(['kept']);
    expect(data.errors).toEqual([]);

    const back = await startLocalDb({ port });
    try {
      await fetch(`${back.url}/public/x.json?ns=${NS}`, { method: 'PUT', body: '"new"' });
      await waitUntil('reachable again, with the new value', () => connected.values.at(-1) === true && data.values.at(-1) === 'new');
    } finally {
      await back.close();
    }
  });
});

describe('RestPollingSource with a version record', () => {
  const rounds = (asked: string[]) => asked.filter((path) => path === '/version.json').length;

  it('asks only the record while the counter stands still, and the path again once it moved', async () => {
    await put('version', { public: 4 });
    await put('public/v', 'first');
    const { source, asked } = pollingSource({ versions: VERSIONS });
    const seen = record(source, 'public/v');
    await waitUntil('the first value', () => seen.values.length === 1);
    await waitUntil('four more rounds', () => rounds(asked) >= 5);
    // Every round read the record; the path itself only once (its first answer).
    expect(asked.filter((path) => path === '/public/v.json')).toHaveLength(1);

    // A writer changes the path and bumps its counter in one update, as the write pipeline does.
    await patch({ 'public/v': 'second', 'version/public': 5 });
    await waitUntil('the change', () => seen.values.length === 2);
    expect(seen.values[1]).toBe('second');
    const afterChange = asked.filter((path) => path === '/public/v.json').length;
    const roundsAfter = rounds(asked);
    await waitUntil('three more rounds', () => rounds(asked) >= roundsAfter + 3);
    expect(asked.filter((path) => path === '/public/v.json')).toHaveLength(afterChange);
  });

  it('reads the record once for listens opened together (a page\'s first render)', async () => {
    await put('version', { public: 2 });
    await put('public/x1', 1);
    await put('public/x2', 2);
    await put('public/x3', 3);
    const { source, asked } = pollingSource({ intervalMs: 60_000, versions: VERSIONS });
    const all = ['public/x1', 'public/x2', 'public/x3'].map((path) => record(source, path));
    await waitUntil('every first value', () => all.every((seen) => seen.values.length === 1));
    expect(rounds(asked)).toBe(1);
  });

  it('does not see a change made without a bump: the counter is what it goes by', async () => {
    await put('version', { public: 9 });
    await put('public/w', 'kept');
    const { source, asked } = pollingSource({ versions: VERSIONS });
    const seen = record(source, 'public/w');
    await waitUntil('the first value', () => seen.values.length === 1);
    await put('public/w', 'unannounced');
    const before = rounds(asked);
    await waitUntil('three more rounds', () => rounds(asked) >= before + 3);
    expect(seen.values).toEqual(['kept']);
  });

  it('asks every round when the record is missing, and always asks paths it does not cover', async () => {
    await put('version', null);
    await put('public/m', 'one');
    await put('other/o', 'x');
    const { source, asked } = pollingSource({ versions: VERSIONS });
    const covered = record(source, 'public/m');
    const uncovered = record(source, 'other/o');
    await waitUntil('both first values', () => covered.values.length === 1 && uncovered.values.length === 1);
    await waitUntil('four more rounds', () => rounds(asked) >= 5);
    expect(asked.filter((path) => path === '/public/m.json').length).toBeGreaterThanOrEqual(4);
    expect(asked.filter((path) => path === '/other/o.json').length).toBeGreaterThanOrEqual(4);
    // With no record, a change made without a bump still shows.
    await put('public/m', 'two');
    await waitUntil('the change', () => covered.values.length === 2);

    // Once the record exists, the covered path stops being asked every round; the other one does not.
    // Counted from the second round that starts after the record exists: a round already under way when it was
    // written (and the first to see it) may still ask the covered path once; under load that is the same moment.
    const atRecord = rounds(asked);
    await put('version', { public: 1 });
    await waitUntil('two rounds that began after the record', () => rounds(asked) >= atRecord + 2);
    const coveredAsks = asked.filter((path) => path === '/public/m.json').length;
    const otherAsks = asked.filter((path) => path === '/other/o.json').length;
    const now = rounds(asked);
    await waitUntil('three more rounds', () => rounds(asked) >= now + 3);
    expect(asked.filter((path) => path === '/public/m.json').length).toBeLessThanOrEqual(coveredAsks + 1);
    // Three rounds began (each reads the record first); the last one's own asks may still be on their way.
    expect(asked.filter((path) => path === '/other/o.json').length).toBeGreaterThanOrEqual(otherAsks + 2);
  });
});

describe('RestPollingSource with counters per child (the events\' index)', () => {
  /** `index` is a keyed branch: version/index for the branch, versionKeys/index { whole, branch, keys } for its children. */
  const KEYED = {
    path: 'version',
    branchOf: (path: string) => (path === 'index' || path.startsWith('index/') ? 'index' : null),
    keyed: { branches: ['index'], pathOf: (branch: string) => `versionKeys/${branch}` },
  };
  const childAsks = (asked: string[]) => asked.filter((path) => path.startsWith('/index/'));
  const wholeAsks = (asked: string[]) => asked.filter((path) => path === '/index.json');

  const counterReads = (asked: string[]) => asked.filter((path) => path === '/versionKeys/index.json').length;
  const versionReads = (asked: string[]) => asked.filter((path) => path === '/version.json').length;

  async function started(beforeRequest?: (path: string) => Promise<Response | void>) {
    await put('index', { gold: { state: 1 }, silver: { state: 1 }, bronze: { state: 1 } });
    // The record's counter runs ahead of the index's own (a database from before the branch counter): only their
    // moves are compared.
    await put('version', { index: 4 });
    await put('versionKeys', { index: { whole: 1, branch: 1, keys: { gold: 1, silver: 1, bronze: 1 } } });
    const { source, asked } = pollingSource({ versions: KEYED, beforeRequest });
    const seen = record(source, 'index');
    await waitUntil('the first value', () => seen.values.length === 1);
    // A round may start while the first read is still under way (a loaded machine) and ask the index whole again:
    // the counts below start once two more rounds have gone by with nothing changed.
    const now = versionReads(asked);
    await waitUntil('two quiet rounds', () => versionReads(asked) >= now + 2);
    return { asked, seen, wholeBefore: wholeAsks(asked).length };
  }

  it('asks only the changed child after a change, and gives the whole value with it merged in', async () => {
    const { asked, seen, wholeBefore } = await started();
    // As the write pipeline sends it: the line, the branch's counter and the line's counter in one update.
    await patch({ 'index/silver/state': 5, 'version/index': 5, 'versionKeys/index/branch': 2, 'versionKeys/index/keys/silver': 2 });
    await waitUntil('the change', () => seen.values.length === 2);
    expect(seen.values[1]).toEqual({ gold: { state: 1 }, silver: { state: 5 }, bronze: { state: 1 } });
    expect(childAsks(asked)).toEqual(['/index/silver.json']);
    expect(wholeAsks(asked)).toHaveLength(wholeBefore);
  });

  it('drops a child removed, and adds a new one, each by its own counter', async () => {
    const { asked, seen, wholeBefore } = await started();
    await patch({ 'index/bronze': null, 'index/copper': { state: 0 }, 'version/index': 5, 'versionKeys/index/branch': 2, 'versionKeys/index/keys/bronze': 2, 'versionKeys/index/keys/copper': 1 });
    await waitUntil('the change', () => seen.values.length === 2);
    expect(seen.values[1]).toEqual({ gold: { state: 1 }, silver: { state: 1 }, copper: { state: 0 } });
    expect(new Set(childAsks(asked))).toEqual(new Set(['/index/bronze.json', '/index/copper.json']));
    expect(wholeAsks(asked)).toHaveLength(wholeBefore);
  });

  it('asks the branch whole after a write of it whole, or when the branch moved but no child counter did', async () => {
    const { asked, seen, wholeBefore } = await started();
    await patch({ index: { gold: { state: 9 } }, 'version/index': 5, 'versionKeys/index/branch': 2, 'versionKeys/index/whole': 2 });
    await waitUntil('the rewrite', () => seen.values.length === 2);
    expect(seen.values[1]).toEqual({ gold: { state: 9 } });
    expect(wholeAsks(asked)).toHaveLength(wholeBefore + 1);
    // A writer that bumps only the branch (an older copy of the app): the branch is asked whole, nothing is missed.
    await patch({ 'index/gold/state': 10, 'version/index': 6 });
    await waitUntil('the unannounced line', () => seen.values.length === 3);
    expect(seen.values[2]).toEqual({ gold: { state: 10 } });
    expect(wholeAsks(asked)).toHaveLength(wholeBefore + 2);
    expect(childAsks(asked)).toEqual([]);
  });

  it('after a change landing between the record\'s read and the counters\' read, asks the lines once and never the index whole', async () => {
    let raced: (() => Promise<void>) | undefined;
    // Once armed, the next read of the counters waits for a write: the round read the record before it, and reads
    // the counters after it.
    const { asked, seen, wholeBefore } = await started(async (path) => {
      if (path !== '/versionKeys/index.json' || raced === undefined) return;
      const write = raced;
      raced = undefined;
      await write();
    });
    raced = () => patch({ 'index/silver/state': 6, 'version/index': 6, 'versionKeys/index/branch': 3, 'versionKeys/index/keys/silver': 2 });
    await patch({ 'index/gold/state': 5, 'version/index': 5, 'versionKeys/index/branch': 2, 'versionKeys/index/keys/gold': 2 });
    await waitUntil('both changes', () => seen.values.length === 2);
    expect(raced).toBeUndefined();
    expect(seen.values[1]).toEqual({ gold: { state: 5 }, silver: { state: 6 }, bronze: { state: 1 } });
    // The next round sees the record at the raced write (6, past the 5 it read): it reads the counters, finds
    // nothing it has not fetched, and asks nothing more.
    const reads = counterReads(asked);
    await waitUntil('the round after the race', () => counterReads(asked) >= reads + 1);
    const quiet = versionReads(asked);
    await waitUntil('two more rounds', () => versionReads(asked) >= quiet + 2);
    expect(counterReads(asked)).toBe(reads + 1);
    expect(wholeAsks(asked)).toHaveLength(wholeBefore);
    expect([...childAsks(asked)].sort()).toEqual(['/index/gold.json', '/index/silver.json']);
    expect(seen.values).toHaveLength(2);
  });

  it('asks the record again when its read drops, and asks nothing whole while it cannot be read', async () => {
    let drops = 0;
    let timeouts = 0;
    const { asked, seen, wholeBefore } = await started(async (path) => {
      if (path === '/version.json' && drops > 0) {
        drops--;
        throw new TypeError('fetch failed: other side closed');
      }
      if (path === '/version.json' && timeouts > 0) {
        timeouts--;
        return new Response('', { status: 408, statusText: 'Request Timeout' });
      }
    });
    // One dropped read (a kept-alive connection the server had closed): asked again at once, the change found by line.
    drops = 1;
    await patch({ 'index/silver/state': 5, 'version/index': 5, 'versionKeys/index/branch': 2, 'versionKeys/index/keys/silver': 2 });
    await waitUntil('the change', () => seen.values.length === 2);
    expect(drops).toBe(0);
    // Rounds whose record cannot be read at all ask nothing it covers: no whole index, and the value shown stays.
    const before = asked.length;
    drops = 6;
    await waitUntil('three rounds without the record', () => drops === 0);
    expect(asked.slice(before).filter((path) => path !== '/version.json')).toEqual([]);
    // Rounds where the server answers the record with a timeout (408) do the same.
    const beforeTimeouts = asked.length;
    timeouts = 2;
    await waitUntil('two rounds answered 408', () => timeouts === 0);
    expect(asked.slice(beforeTimeouts).filter((path) => path !== '/version.json')).toEqual([]);
    const reads = versionReads(asked);
    await waitUntil('two rounds with it again', () => versionReads(asked) >= reads + 2);
    expect(wholeAsks(asked)).toHaveLength(wholeBefore);
    expect(childAsks(asked)).toEqual(['/index/silver.json']);
    expect(seen.values).toHaveLength(2);
  });

  it('asks the index whole when a line change and an unannounced one (an older copy of the app) land in one round', async () => {
    const { asked, seen, wholeBefore } = await started();
    // gold's change bumps both branch counters and its line's; silver's (the older copy) only the record's.
    await patch({ 'index/gold/state': 7, 'index/silver/state': 8, 'version/index': 6, 'versionKeys/index/branch': 2, 'versionKeys/index/keys/gold': 2 });
    await waitUntil('both changes', () => seen.values.length === 2);
    expect(seen.values[1]).toEqual({ gold: { state: 7 }, silver: { state: 8 }, bronze: { state: 1 } });
    expect(wholeAsks(asked)).toHaveLength(wholeBefore + 1);
    expect(childAsks(asked)).toEqual([]);
  });
});
