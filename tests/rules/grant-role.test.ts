// grant-role against the real local database (with the real rules) and a stand-in for the Auth emulator's
// lookup endpoint that checks it is asked the way the real one expects.
import { createServer, type Server } from 'node:http';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { authEmulatorLookup, grantRole, GrantRoleError, parseGrantRoleArgs, type GrantRoleRequest } from '../../scripts/grant-role.ts';
import { PROJECT_ID, startRulesTarget, type RulesTarget } from './rules-test-env.ts';

const ACCOUNTS: Record<string, string> = { 'dana@riverbend.example': 'uid-dana', 'sam@riverbend.example': 'uid-sam' };

let target: RulesTarget;
let auth: { server: Server; host: string; requests: { authorization?: string; body: string }[] };

beforeAll(async () => {
  target = await startRulesTarget();
  auth = await startFakeAuthLookup();
});

afterAll(async () => {
  await target?.stop();
  await new Promise((resolve) => auth?.server.close(resolve));
});

beforeEach(async () => {
  await target.testEnv.clearDatabase();
});

const dbUrl = () => `${target.baseUrl}?ns=${PROJECT_ID}`;
const request = (changes: Partial<GrantRoleRequest>): GrantRoleRequest => ({ role: 'organiser', revoke: false, dbUrl: dbUrl(), ...changes });
const registrantsAs = (uid: string) => target.testEnv.authenticatedContext(uid).database().ref('registrants').get();
const rolesOf = async (uid: string): Promise<unknown> => {
  let value: unknown;
  await target.testEnv.withSecurityRulesDisabled(async (context) => {
    value = (await context.database().ref(`roles/${uid}`).get()).val();
  });
  return value;
};

describe('parseGrantRoleArgs', () => {
  it('reads <email> <role>', () => {
    expect(parseGrantRoleArgs(['dana@riverbend.example', 'organiser'])).toMatchObject({ email: 'dana@riverbend.example', role: 'organiser', revoke: false });
  });

  it('reads --uid, --revoke and --db', () => {
    expect(parseGrantRoleArgs(['--uid', 'abc', 'mc', '--revoke', '--db', 'http://127.0.0.1:9100?ns=x'])).toMatchObject({
      uid: 'abc', role: 'mc', revoke: true, dbUrl: 'http://127.0.0.1:9100/?ns=x',
    });
  });

  it.each([
    [['dana@riverbend.example', 'admin'], /Unknown role "admin"/],
    [['organiser'], /Expected <email> <role>/],
    [['dana', 'organiser'], /not an e-mail address/],
    [['--uid'], /--uid needs a value/],
    [['dana@riverbend.example', 'mc', '--force'], /Unknown option --force/],
    [['dana@riverbend.example', 'mc', '--db', 'not a url'], /is not a URL/],
  ])('refuses %j with a message saying what to fix', (argv, message) => {
    expect(() => parseGrantRoleArgs(argv)).toThrow(GrantRoleError);
    expect(() => parseGrantRoleArgs(argv)).toThrow(message);
  });
});

describe('grantRole', () => {
  it('makes the first organiser: before, the account cannot read registrants; after, it can', async () => {
    await assertFails(registrantsAs('uid-dana'));
    const uid = await grantRole(request({ email: 'dana@riverbend.example' }), { lookupUid: authEmulatorLookup(auth.host) });
    expect(uid).toBe('uid-dana');
    expect(await rolesOf('uid-dana')).toEqual({ organiser: true, email: 'dana@riverbend.example' });
    await assertSucceeds(registrantsAs('uid-dana'));
    expect(auth.requests.at(-1)).toEqual({ authorization: 'Bearer owner', body: JSON.stringify({ email: ['dana@riverbend.example'] }) });
  });

  it('adds a second role next to the first, and revoking one keeps the other', async () => {
    const lookupUid = authEmulatorLookup(auth.host);
    await grantRole(request({ email: 'sam@riverbend.example', role: 'scrutineer' }), { lookupUid });
    await grantRole(request({ email: 'sam@riverbend.example', role: 'mc' }), { lookupUid });
    expect(await rolesOf('uid-sam')).toEqual({ scrutineer: true, mc: true, email: 'sam@riverbend.example' });
    await grantRole(request({ email: 'sam@riverbend.example', role: 'mc', revoke: true }), { lookupUid });
    expect(await rolesOf('uid-sam')).toEqual({ scrutineer: true, email: 'sam@riverbend.example' });
  });

  it('revoking the last role removes the grant, and the rules refuse again', async () => {
    await grantRole(request({ uid: 'uid-dana' }));
    await assertSucceeds(registrantsAs('uid-dana'));
    await grantRole(request({ uid: 'uid-dana', revoke: true }));
    expect(await rolesOf('uid-dana')).toBeNull();
    await assertFails(registrantsAs('uid-dana'));
  });

  it('says so when no account has that e-mail', async () => {
    await expect(grantRole(request({ email: 'nobody@riverbend.example' }), { lookupUid: authEmulatorLookup(auth.host) }))
      .rejects.toThrow(/No account with e-mail nobody@riverbend.example/);
  });

  it('asks for FIREBASE_AUTH_EMULATOR_HOST or --uid when it cannot look the e-mail up', async () => {
    await expect(grantRole(request({ email: 'dana@riverbend.example' }))).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*--uid/);
  });

  it('needs an access token for a database that is not local, and sends nothing without one', async () => {
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response('{}');
    }) as typeof fetch;
    await expect(grantRole(request({ uid: 'u1', dbUrl: 'https://example-project.example/' }), { fetchImpl }))
      .rejects.toThrow(/GOOGLE_OAUTH_ACCESS_TOKEN/);
    expect(called).toBe(false);
  });

  it('names the database it could not reach', async () => {
    await expect(grantRole(request({ uid: 'u1', dbUrl: 'http://127.0.0.1:1/?ns=x' }))).rejects.toThrow(/Cannot reach the database at http:\/\/127\.0\.0\.1:1/);
  });

  it('sends a hosted database the access token as a Bearer token', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
      return new Response('{}');
    }) as typeof fetch;
    await grantRole(request({ uid: 'u1', dbUrl: 'https://example-project.example/' }), { fetchImpl, accessToken: 'ya29.token' });
    expect(seen).toEqual([{ url: 'https://example-project.example/roles/u1.json', authorization: 'Bearer ya29.token' }]);
  });
});

/** Answers POST /identitytoolkit.googleapis.com/v1/accounts:lookup like the Auth emulator, from ACCOUNTS. */
async function startFakeAuthLookup(): Promise<typeof auth> {
  const requests: { authorization?: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/identitytoolkit.googleapis.com/v1/accounts:lookup' || req.headers.authorization !== 'Bearer owner') {
        res.writeHead(401).end('{"error":{"message":"not an admin lookup"}}');
        return;
      }
      const emails = (JSON.parse(body) as { email?: string[] }).email ?? [];
      const users = emails.filter((email) => ACCOUNTS[email]).map((email) => ({ localId: ACCOUNTS[email], email }));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(users.length ? { users } : {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, host: `127.0.0.1:${port}`, requests };
}
