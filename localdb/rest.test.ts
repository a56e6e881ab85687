import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { startLocalDb, type LocalDb } from './index.ts';
import { unsignedJwt } from './test/raw-client.ts';
import { TEST_RULES } from './test/rules-fixture.ts';

// The REST API and the emulator admin endpoints, as curl scripts and @firebase/rules-unit-testing use them.

let server: LocalDb;
const NS = 'rest-ns';
const url = (path: string, params = '') => `${server.url}${path}?ns=${NS}${params}`;
const admin = { Authorization: 'Bearer owner' };

async function call(method: string, path: string, body?: unknown, params = '', headers: Record<string, string> = admin) {
  const response = await fetch(url(path, params), { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), headers: response.headers };
}

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: TEST_RULES });
});
afterAll(() => server.close());

describe('REST data API', () => {
  it('PUT, PATCH, POST, GET and DELETE', async () => {
    expect(await call('PUT', '/public/a.json', { x: 1, y: { z: 2 } })).toMatchObject({ status: 200, body: { x: 1, y: { z: 2 } } });
    expect(await call('PATCH', '/public/a.json', { x: 5, 'y/w': 3 })).toMatchObject({ status: 200, body: { x: 5, 'y/w': 3 } });
    const posted = await call('POST', '/public/list.json', '"hi"');
    const name = (posted.body as { name: string }).name;
    expect(name).toMatch(/^[-\w]{20}$/);
    expect((await call('GET', '/public.json')).body).toEqual({ a: { x: 5, y: { z: 2, w: 3 } }, list: { [name]: 'hi' } });
    expect(await call('DELETE', '/public/list.json')).toMatchObject({ status: 200, body: null });
    expect((await call('GET', '/public/list.json')).body).toBeNull();
  });

  it('supports shallow, print=silent, print=pretty, format=export and method override', async () => {
    await call('PUT', '/public/s.json', { leaf: 1, obj: { deep: true } });
    expect((await call('GET', '/public/s.json', undefined, '&shallow=true')).body).toEqual({ leaf: 1, obj: true });
    const silent = await call('PUT', '/public/s/leaf.json', 2, '&print=silent');
    expect(silent.status).toBe(204);
    const pretty = await fetch(url('/public/s.json', '&print=pretty'), { headers: admin });
    expect(await pretty.text()).toContain('\n  "leaf": 2');
    await fetch(url('/public/p.json'), { method: 'PUT', headers: admin, body: '{".value": 1, ".priority": 4}' });
    expect((await call('GET', '/public/p.json', undefined, '&format=export')).body).toEqual({ '.value': 1, '.priority': 4 });
    const overridden = await fetch(url('/public/s.json'), { method: 'POST', headers: { ...admin, 'X-HTTP-Method-Override': 'DELETE' } });
    expect(overridden.status).toBe(200);
    expect((await call('GET', '/public/s.json')).body).toBeNull();
  });

  it('evaluates query parameters on the server', async () => {
    await call('PUT', '/public/q.json', { a: { h: 3 }, b: { h: 1 }, c: { h: 2 }, d: { h: 4 } });
    const q = (params: string) => call('GET', '/public/q.json', undefined, params).then((r) => r.body);
    expect(await q('&orderBy="h"&limitToFirst=2')).toEqual({ b: { h: 1 }, c: { h: 2 } });
    expect(await q('&orderBy="h"&startAt=2&endAt=3')).toEqual({ a: { h: 3 }, c: { h: 2 } });
    expect(await q('&orderBy="h"&equalTo=4')).toEqual({ d: { h: 4 } });
    expect(await q('&orderBy="$key"&startAfter="b"&limitToLast=1')).toEqual({ d: { h: 4 } });
    expect(await q('&orderBy="h"&endBefore=2')).toEqual({ b: { h: 1 } });
    expect((await call('GET', '/public/q.json', undefined, '&limitToFirst=1')).status).toBe(400);
  });

  it('answers 412 with the current value when if-match has a stale ETag', async () => {
    await call('PUT', '/public/e.json', 1);
    const first = await fetch(url('/public/e.json'), { headers: { ...admin, 'X-Firebase-ETag': 'true' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/=$/);
    expect((await call('PUT', '/public/e.json', 2, '', { ...admin, 'if-match': etag })).status).toBe(200);
    const stale = await call('PUT', '/public/e.json', 3, '', { ...admin, 'if-match': etag });
    expect(stale).toMatchObject({ status: 412, body: 2 });
  });

  it('applies rules to ?auth= tokens and anonymous requests; any Bearer is admin', async () => {
    const aliceToken = unsignedJwt({ sub: 'alice', user_id: 'alice' });
    expect((await call('PUT', '/users/alice.json', { age: 3 }, `&auth=${aliceToken}`, {})).status).toBe(200);
    expect(await call('PUT', '/users/bob.json', { age: 3 }, `&auth=${aliceToken}`, {})).toMatchObject({ status: 401, body: { error: 'Permission denied' } });
    expect(await call('GET', '/users/alice.json', undefined, '', {})).toMatchObject({ status: 401, body: { error: 'Permission denied' } });
    expect((await call('GET', '/users/alice.json', undefined, `&auth=${aliceToken}`, {})).body).toEqual({ age: 3 });
    expect((await call('GET', '/users/alice.json', undefined, '', { Authorization: 'Bearer anything' })).body).toEqual({ age: 3 });
    expect((await call('GET', '/users.json', undefined, '&auth=garbage', {})).status).toBe(401);
  });

  it('refuses bad JSON, bad paths and bad keys with 400 and a message', async () => {
    const badJson = await call('PUT', '/public/x.json', '{"a":');
    expect(badJson.status).toBe(400);
    expect((badJson.body as { error: string }).error).toMatch(/couldn't parse JSON/);
    const badKey = await call('PUT', '/public/x.json', { 'a.b': 1 });
    expect(badKey.status).toBe(400);
    expect((badKey.body as { error: string }).error).toMatch(/invalid key at \/public\/x\/a\.b/);
    const badPath = await fetch(`${server.url}/public/a$b.json?ns=${NS}`, { method: 'PUT', headers: admin, body: '1' });
    expect(badPath.status).toBe(400);
    expect(await badPath.json()).toEqual({ error: expect.stringMatching(/invalid path/) });
    const overlapping = await call('PATCH', '/public.json', { a: 1, 'a/b': 2 });
    expect(overlapping.status).toBe(400);
    expect((await fetch(`${server.url}/public.json`)).status).toBe(400);
  });

  it('replaces the rules of one namespace with PUT /.settings/rules.json, and reports syntax errors with line and column', async () => {
    expect((await call('PUT', '/.settings/rules.json', '{"rules": {".read": true, ".write": true}}', '', {})).status).toBe(401);
    expect((await call('PUT', '/.settings/rules.json', '{"rules": {".read": true, ".write": true}}')).status).toBe(200);
    expect((await call('PUT', '/secret.json', 1, '', {})).status).toBe(200);
    const broken = await call('PUT', '/.settings/rules.json', '{\n  "rules": {\n    ".read": "auth.uid ==="\n  }\n}');
    expect(broken.status).toBe(400);
    expect((broken.body as { error: string }).error).toMatch(/:3:\d+:/);
    const current = await fetch(url('/.settings/rules.json'), { headers: admin });
    expect(await current.text()).toContain('".write": true');
  });

  it('answers 413 to a body over the size limit', async () => {
    const small = await startLocalDb({ port: 0, maxRestBodyBytes: 1000 });
    const response = await fetch(`${small.url}/x.json?ns=a`, { method: 'PUT', body: JSON.stringify('x'.repeat(5000)) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'request body larger than 1000 bytes' });
    await small.close();
  });

  it('clears a namespace with PUT /.json null', async () => {
    expect((await call('PUT', '/.json', null)).status).toBe(200);
    expect((await call('GET', '/.json')).body).toBeNull();
  });
});

describe('@firebase/rules-unit-testing', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId: 'demo-rut', database: { host: '127.0.0.1', port: server.port, rules: TEST_RULES } });
  });
  afterAll(() => env.cleanup());

  it('loads rules, seeds with rules disabled, and asserts allowed and denied operations', async () => {
    await env.withSecurityRulesDisabled((context) => context.database().ref('admins/alice').set(true));
    const alice = env.authenticatedContext('alice').database();
    const stranger = env.unauthenticatedContext().database();
    await assertSucceeds(alice.ref('users/alice').set({ age: 30 }));
    await assertFails(alice.ref('users/bob').set({ age: 30 }));
    await assertSucceeds(alice.ref('board/x').set('posted'));
    await assertFails(stranger.ref('users/alice').once('value'));
    await assertSucceeds(stranger.ref('board').once('value'));
    await env.clearDatabase();
    const cleared = await fetch(`${server.url}/.json?ns=demo-rut`, { headers: admin });
    expect(await cleared.json()).toBeNull();
  });
});
