import { startLocalDb, type LocalDb } from '../index.ts';
import { RawClient, unsignedJwt } from '../test/raw-client.ts';

// Issue 21: a compare-and-set (REST If-Match, a transaction's `h`) is judged by the rules before the
// comparison, so its answer never carries or confirms data the caller may not read.

const RULES = `{
  "rules": {
    "judgeCodes": { ".read": "auth != null && auth.uid === 'boss'", ".write": "auth != null && auth.uid === 'boss'" },
    "drafts": { "$uid": { ".read": false, ".write": "auth != null && auth.uid === $uid" } }
  }
}`;
const NS = 'cas-ns';
const SECRET = 'SECRET-CODE-1';
const boss = unsignedJwt({ sub: 'boss' });
const alice = unsignedJwt({ sub: 'alice' });

let server: LocalDb;

async function rest(method: string, path: string, options: { body?: unknown; token?: string; admin?: boolean; headers?: Record<string, string> } = {}) {
  const auth = options.token ? `&auth=${options.token}` : '';
  const headers: Record<string, string> = { ...(options.admin ? { Authorization: 'Bearer owner' } : {}), ...options.headers };
  const response = await fetch(`${server.url}${path}.json?ns=${NS}${auth}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: response.status, text: await response.text(), etag: response.headers.get('etag') };
}

async function etagOf(path: string): Promise<string> {
  const { etag } = await rest('GET', path, { admin: true, headers: { 'X-Firebase-ETag': 'true' } });
  if (etag === null) throw new Error(`no ETag for ${path}`);
  return etag;
}

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: RULES });
  await rest('PUT', '/judgeCodes/j1', { admin: true, body: SECRET });
  await rest('PUT', '/drafts/alice', { admin: true, body: 'alice private draft' });
});
afterAll(() => server.close());

describe('REST If-Match', () => {
  it('answers a signed-out caller 401 without data, whether the ETag is right or wrong', async () => {
    const right = await etagOf('/judgeCodes/j1');
    for (const method of ['PUT', 'DELETE']) {
      const wrong = await rest(method, '/judgeCodes/j1', { body: method === 'PUT' ? 'x' : undefined, headers: { 'if-match': 'wrong-guess' } });
      const guessed = await rest(method, '/judgeCodes/j1', { body: method === 'PUT' ? 'x' : undefined, headers: { 'if-match': right } });
      expect(wrong.status).toBe(401);
      expect(guessed).toEqual(wrong);
      expect(wrong.text).not.toContain(SECRET);
      expect(wrong.etag).toBeNull();
    }
    expect((await rest('GET', '/judgeCodes/j1', { admin: true })).text).toBe(JSON.stringify(SECRET));
  });

  it('refuses a caller who may write but not read, whether the ETag is right or wrong', async () => {
    const right = await etagOf('/drafts/alice');
    const wrong = await rest('PUT', '/drafts/alice', { token: alice, body: 'new', headers: { 'if-match': 'wrong-guess' } });
    const guessed = await rest('PUT', '/drafts/alice', { token: alice, body: 'new', headers: { 'if-match': right } });
    expect(wrong.status).toBe(401);
    expect(guessed).toEqual(wrong);
    expect(wrong.text).not.toContain('private draft');
    // Without If-Match the same caller may still write blind.
    expect((await rest('PUT', '/drafts/alice', { token: alice, body: 'blind write' })).status).toBe(200);
  });

  it('gives a caller who may read a 412 with the current value and ETag, and applies a matching write', async () => {
    const stale = await rest('PUT', '/judgeCodes/j1', { token: boss, body: 'NEW', headers: { 'if-match': 'stale' } });
    expect(stale.status).toBe(412);
    expect(JSON.parse(stale.text)).toBe(SECRET);
    expect(stale.etag).toBe(await etagOf('/judgeCodes/j1'));
    const matching = await rest('PUT', '/judgeCodes/j1', { token: boss, body: SECRET, headers: { 'if-match': stale.etag! } });
    expect(matching.status).toBe(200);
  });
});

describe('transaction compare-and-set over the WebSocket', () => {
  async function casAnswer(token: string | null, path: string, hash: string): Promise<unknown> {
    const client = await RawClient.connect(server.port, NS);
    try {
      if (token) expect((await client.request('auth', { cred: token })).s).toBe('ok');
      return await client.request('p', { p: path, d: 'guess', h: hash });
    } finally {
      client.close();
    }
  }

  it('answers permission_denied to a wrong and a right guess alike when the caller may not write', async () => {
    const right = await etagOf('/judgeCodes/j1');
    const wrong = await casAnswer(null, '/judgeCodes/j1', 'wrong-guess');
    expect(wrong).toMatchObject({ s: 'permission_denied' });
    expect(await casAnswer(null, '/judgeCodes/j1', right)).toEqual(wrong);
  });

  it('answers permission_denied alike when the caller may write but not read', async () => {
    const right = await etagOf('/drafts/alice');
    const wrong = await casAnswer(alice, '/drafts/alice', 'wrong-guess');
    expect(wrong).toMatchObject({ s: 'permission_denied' });
    expect(await casAnswer(alice, '/drafts/alice', right)).toEqual(wrong);
  });

  it('still answers datastale to a stale guess by a caller who may read and write', async () => {
    expect(await casAnswer(boss, '/judgeCodes/j1', 'stale')).toMatchObject({ s: 'datastale' });
    expect(await casAnswer(boss, '/judgeCodes/j1', await etagOf('/judgeCodes/j1'))).toMatchObject({ s: 'ok' });
  });
});
