// `npm run grant-role -- <email> <role> [--revoke]`: grants (or revokes) a staff role by writing roles/<uid>
// with admin credentials, which is how the first organiser of a deployment is made (docs/SECURITY.md).
import { pathToFileURL } from 'node:url';
import { STAFF_ROLES } from '../src/domain/model.ts';

/** The demo configuration's local database (`npm start`). */
export const DEFAULT_DB_URL = 'http://127.0.0.1:9000?ns=demo-ballroom-default-rtdb';

/** The staff roles, and venue mode's mirror grant (it opens no console: the rules let it write the mirrored branches only). */
const GRANTS = [...STAFF_ROLES, 'mirror'] as const;
type Grant = (typeof GRANTS)[number];

const USAGE = `Usage:
  npm run grant-role -- <email> <role> [--revoke] [--db <database URL>]
  npm run grant-role -- --uid <uid> <role> [--email <email>] [--revoke] [--db <database URL>]
Roles: ${GRANTS.join(', ')} (mirror: venue mode's mirror account, README "Venue mode").
Looking a uid up by e-mail needs FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099); for hosted Firebase pass --uid.
Hosted databases need an OAuth access token in GOOGLE_OAUTH_ACCESS_TOKEN (or FIREBASE_TOKEN).
Default database: ${DEFAULT_DB_URL}`;

export class GrantRoleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrantRoleError';
  }
}

export interface GrantRoleRequest {
  role: Grant;
  revoke: boolean;
  email?: string;
  uid?: string;
  dbUrl: string;
}

export function parseGrantRoleArgs(argv: readonly string[]): GrantRoleRequest {
  const positional: string[] = [];
  let revoke = false;
  let uid: string | undefined;
  let email: string | undefined;
  let dbUrl = DEFAULT_DB_URL;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new GrantRoleError(`${arg} needs a value.\n${USAGE}`);
      return next;
    };
    if (arg === '--revoke') revoke = true;
    else if (arg === '--uid') uid = value();
    else if (arg === '--email') email = value();
    else if (arg === '--db') dbUrl = value();
    else if (arg === '--help' || arg === '-h') throw new GrantRoleError(USAGE);
    else if (arg.startsWith('--')) throw new GrantRoleError(`Unknown option ${arg}.\n${USAGE}`);
    else positional.push(arg);
  }
  const expected = uid === undefined ? 2 : 1;
  if (positional.length !== expected) throw new GrantRoleError(`Expected ${uid === undefined ? '<email> <role>' : '<role> after --uid'}.\n${USAGE}`);
  const roleArg = positional[positional.length - 1];
  if (!isGrant(roleArg)) throw new GrantRoleError(`Unknown role "${roleArg}". Roles: ${GRANTS.join(', ')}.`);
  if (uid === undefined) email = positional[0];
  if (email !== undefined && !email.includes('@')) throw new GrantRoleError(`"${email}" is not an e-mail address.\n${USAGE}`);
  return { role: roleArg, revoke, email, uid, dbUrl: checkedUrl(dbUrl) };
}

function isGrant(value: string): value is Grant {
  return (GRANTS as readonly string[]).includes(value);
}

function checkedUrl(raw: string): string {
  try {
    return new URL(raw).toString();
  } catch {
    throw new GrantRoleError(`--db "${raw}" is not a URL (e.g. ${DEFAULT_DB_URL}).`);
  }
}

export type LookupUid = (email: string) => Promise<string>;

/** Finds a uid by e-mail through the Auth emulator's admin API ("Bearer owner" is its admin token). */
export function authEmulatorLookup(emulatorHost: string, fetchImpl: typeof fetch = fetch): LookupUid {
  return async (email) => {
    const response = await reach(`the Auth emulator at ${emulatorHost}`, () => fetchImpl(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    }));
    if (!response.ok) throw new GrantRoleError(`The Auth emulator at ${emulatorHost} refused the lookup: HTTP ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { users?: { localId?: string }[] };
    const uid = body.users?.[0]?.localId;
    if (!uid) throw new GrantRoleError(`No account with e-mail ${email} in the Auth emulator at ${emulatorHost}; sign up first, then grant.`);
    return uid;
  };
}

/** A refused connection becomes a message naming what could not be reached. */
async function reach(what: string, send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new GrantRoleError(`Cannot reach ${what} (${cause}). Is it running (npm start), and is the address right?`);
  }
}

export interface GrantRoleDeps {
  lookupUid?: LookupUid;
  /** OAuth access token for a hosted database; local databases take the emulator admin token. */
  accessToken?: string;
  fetchImpl?: typeof fetch;
}

/** Writes or removes roles/<uid>/<role>; returns the uid. Revoking the last role removes the grant record. */
export async function grantRole(request: GrantRoleRequest, deps: GrantRoleDeps = {}): Promise<string> {
  const uid = request.uid ?? (await lookup(request, deps));
  const db = new AdminRest(request.dbUrl, adminToken(request.dbUrl, deps.accessToken), deps.fetchImpl ?? fetch);
  if (!request.revoke) {
    await db.call('PATCH', ['roles', uid], { [request.role]: true, ...(request.email ? { email: request.email } : {}) });
    return uid;
  }
  await db.call('DELETE', ['roles', uid, request.role]);
  const left = (await db.call('GET', ['roles', uid])) as Record<string, unknown> | null;
  if (left && !GRANTS.some((role) => left[role] === true)) await db.call('DELETE', ['roles', uid]);
  return uid;
}

async function lookup(request: GrantRoleRequest, deps: GrantRoleDeps): Promise<string> {
  if (!request.email) throw new GrantRoleError('Give an e-mail address or --uid.');
  if (!deps.lookupUid) {
    throw new GrantRoleError('Set FIREBASE_AUTH_EMULATOR_HOST to look the account up by e-mail, or pass --uid (hosted Firebase: copy it from the console\'s Authentication tab).');
  }
  return deps.lookupUid(request.email);
}

function isLocal(dbUrl: string): boolean {
  const host = new URL(dbUrl).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

function adminToken(dbUrl: string, accessToken: string | undefined): string {
  if (isLocal(dbUrl)) return 'owner';
  if (!accessToken) throw new GrantRoleError(`${dbUrl} is not local: set GOOGLE_OAUTH_ACCESS_TOKEN to an OAuth access token of a project owner.`);
  return accessToken;
}

/** The database REST API as admin: `<db>/<path>.json?ns=…` with a Bearer token. */
class AdminRest {
  private readonly dbUrl: string;
  private readonly token: string;
  private readonly fetchImpl: typeof fetch;

  constructor(dbUrl: string, token: string, fetchImpl: typeof fetch) {
    this.dbUrl = dbUrl;
    this.token = token;
    this.fetchImpl = fetchImpl;
  }

  async call(method: 'GET' | 'PATCH' | 'DELETE', path: readonly string[], body?: unknown): Promise<unknown> {
    const base = new URL(this.dbUrl);
    const url = new URL(`${base.pathname.replace(/\/$/, '')}/${path.map(encodeURIComponent).join('/')}.json`, base);
    url.search = base.search;
    const response = await reach(`the database at ${base.origin}`, () => this.fetchImpl(url, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
    if (!response.ok) throw new GrantRoleError(`${method} ${url.pathname} failed: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  }
}

async function main(): Promise<void> {
  const request = parseGrantRoleArgs(process.argv.slice(2));
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const uid = await grantRole(request, {
    lookupUid: emulatorHost ? authEmulatorLookup(emulatorHost) : undefined,
    accessToken: process.env.GOOGLE_OAUTH_ACCESS_TOKEN ?? process.env.FIREBASE_TOKEN,
  });
  const who = request.email ? `${request.email} (uid ${uid})` : `uid ${uid}`;
  console.log(`${request.revoke ? 'Revoked' : 'Granted'} ${request.role} ${request.revoke ? 'from' : 'to'} ${who} in ${request.dbUrl}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof GrantRoleError ? error.message : error);
    process.exitCode = 1;
  });
}
