import { equalTo, get, onValue, orderByChild, query, ref, serverTimestamp, set, update } from 'firebase/database';
import { startLocalDb, type LocalDb } from './index.ts';
import { RawClient, unsignedJwt } from './test/raw-client.ts';
import { TEST_RULES } from './test/rules-fixture.ts';
import { sdkClient, type SdkClient } from './test/sdk-client.ts';
import { waitUntil } from '../tests/support/wait-until.ts';

// Rules enforcement over the wire: denied reads, listens and writes answer permission_denied;
// tokens are decoded (never verified); "owner" is admin; an identity change revokes listens.

let server: LocalDb;
let alice: SdkClient;
let anonymous: SdkClient;
let owner: SdkClient;

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: TEST_RULES });
  alice = sdkClient(server, { mockUserToken: { sub: 'alice' } });
  anonymous = sdkClient(server);
  owner = sdkClient(server, { mockUserToken: 'owner' });
});

afterAll(async () => {
  await Promise.all([alice.close(), anonymous.close(), owner.close()]);
  await server.close();
});

describe('rules over the SDK', () => {
  it('lets a mock-token user write her own node and refuses others with PERMISSION_DENIED', async () => {
    await set(ref(alice.db, 'users/alice'), { name: 'Alice', age: 20 });
    await expect(set(ref(alice.db, 'users/bob'), { name: 'Mallory' })).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(set(ref(anonymous.db, 'public/x'), 1)).rejects.toThrow(/PERMISSION_DENIED/);
    expect((await get(ref(owner.db, 'users'))).val()).toEqual({ alice: { name: 'Alice', age: 20 } });
  });

  it('fails a whole multi-path update when one path is denied or invalid, writing nothing', async () => {
    await expect(update(ref(alice.db), { 'users/alice/name': 'A2', 'users/bob/name': 'B' })).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(update(ref(alice.db), { 'users/alice/name': 'A3', 'users/alice/age': -1 })).rejects.toThrow(/PERMISSION_DENIED/);
    expect((await get(ref(owner.db, 'users/alice/name'))).val()).toBe('Alice');
  });

  it('denies get() and cancels a listener on unreadable data', async () => {
    await expect(get(ref(alice.db, 'users/bob'))).rejects.toThrow(/[Pp]ermission/);
    const cancelled = await new Promise<Error>((resolve) => onValue(ref(anonymous.db, 'admins'), () => undefined, resolve));
    expect(String(cancelled)).toMatch(/permission_denied/);
  });

  it('evaluates root, newData and now with server values resolved first', async () => {
    await set(ref(owner.db, 'admins/alice'), true);
    await set(ref(alice.db, 'board/notice'), 'hello');
    await set(ref(alice.db, 'stamps/a'), serverTimestamp());
    await expect(set(ref(alice.db, 'stamps/b'), Date.now() + 3_600_000)).rejects.toThrow(/PERMISSION_DENIED/);
    await set(ref(owner.db, 'admins/alice'), null);
    await expect(set(ref(alice.db, 'board/notice'), 'again')).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it('allows a read only for the query the rules ask for', async () => {
    await set(ref(owner.db, 'items'), { i1: { owner: 'alice' }, i2: { owner: 'bob' } });
    const mine = await get(query(ref(alice.db, 'items'), orderByChild('owner'), equalTo('alice')));
    expect(mine.val()).toEqual({ i1: { owner: 'alice' } });
    await expect(get(ref(alice.db, 'items'))).rejects.toThrow(/[Pp]ermission/);
    await expect(get(query(ref(alice.db, 'items'), orderByChild('owner'), equalTo('bob')))).rejects.toThrow(/[Pp]ermission/);
  });
});

describe('auth over the raw protocol', () => {
  it('accepts expired unsigned tokens, refuses malformed ones with invalid_token', async () => {
    const client = await RawClient.connect(server.port);
    expect((await client.request('auth', { cred: unsignedJwt({ sub: 'carol', exp: 1 }) })).s).toBe('ok');
    expect((await client.request('p', { p: '/users/carol', d: { age: 3 } })).s).toBe('ok');
    const bad = await client.request('auth', { cred: 'not.a-jwt' });
    expect(bad.s).toBe('invalid_token');
    expect(String(bad.d)).toMatch(/not a JWT/);
    expect((await client.request('auth', { cred: unsignedJwt({ iss: 'x' }) })).d).toMatch(/sub/);
    client.close();
  });

  it('revokes listens the new identity may not read after unauth or a changed token', async () => {
    const client = await RawClient.connect(server.port);
    await client.request('auth', { cred: unsignedJwt({ sub: 'alice' }) });
    expect((await client.request('q', { p: '/users/alice', h: '' })).s).toBe('ok');
    expect((await client.request('q', { p: '/items', h: '', t: 1, q: { i: 'owner', sp: 'alice', ep: 'alice', sin: true, ein: true } })).s).toBe('ok');
    expect((await client.request('q', { p: '/public', h: '' })).s).toBe('ok');
    await client.request('auth', { cred: unsignedJwt({ sub: 'bob' }) });
    await client.waitFor((m) => m.d.a === 'c' && (m.d.b as { p: string }).p === '/users/alice', 'revocation of /users/alice');
    await client.waitFor((m) => m.d.a === 'c' && (m.d.b as { p: string }).p === '/items', 'revocation of the items query');
    const revokedQuery = client.pushes('c').find((p) => p.b.p === '/items');
    expect(revokedQuery?.b.q).toEqual([{ i: 'owner', sp: 'alice', ep: 'alice', sin: true, ein: true }]);
    expect(client.pushes('c').some((p) => p.b.p === '/public')).toBe(false);
    // A revoked listen no longer receives data.
    const before = client.pushes('d').length;
    await set(ref(owner.db, 'users/alice/name'), 'changed');
    await set(ref(owner.db, 'public/ping'), 1);
    await client.waitFor((m) => m.d.a === 'd' && (m.d.b as { p: string }).p === 'public/ping', 'the public push');
    expect(client.pushes('d').slice(before).every((p) => !String(p.b.p).startsWith('users'))).toBe(true);
    await client.request('unauth', {});
    client.close();
  });

  it('treats "owner" as admin for auth and gauth', async () => {
    const client = await RawClient.connect(server.port);
    expect((await client.request('gauth', { cred: 'owner' })).s).toBe('ok');
    expect((await client.request('p', { p: '/admins/zed', d: true })).s).toBe('ok');
    expect((await client.request('g', { p: '/admins', q: {} })).d).toEqual({ zed: true });
    client.close();
  });

  it('cancels listens that new rules (PUT /.settings/rules.json) no longer allow', async () => {
    const viewer = sdkClient(server, { ns: 'revocable' });
    const seen: unknown[] = [];
    const cancelled = new Promise<Error>((resolve) => onValue(ref(viewer.db, 'public/news'), (s) => seen.push(s.val()), resolve));
    await waitUntil('the first value', () => seen.length > 0);
    const response = await fetch(`${server.url}/.settings/rules.json?ns=revocable`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: '{"rules": {".read": false, ".write": false}}',
    });
    expect(response.status).toBe(200);
    expect(String(await cancelled)).toMatch(/permission_denied/);
    await viewer.close();
  });
});
