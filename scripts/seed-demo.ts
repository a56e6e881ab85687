// `npm run seed:demo`: writes the demo competition into the local database (replacing what is there)
// and makes sure the demo sign-ins exist in the Auth emulator. `npm start` calls seedDemo itself when
// its data folder is empty.
import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNTS, demoUidFor } from '../src/demo/demo-accounts.ts';
import { DEMO_JUDGES } from '../src/demo/demo-officials.ts';
import { generateDemoCompetition } from '../src/demo/generate-demo.ts';
import type { StaffRole } from '../src/domain/model.ts';

export const DEFAULT_DB_URL = 'http://127.0.0.1:9000';
export const DEFAULT_NAMESPACE = 'demo-ballroom-default-rtdb';
export const DEFAULT_AUTH_HOST = '127.0.0.1:9099';

export interface SeedDemoOptions {
  /** The local database, e.g. http://127.0.0.1:9000. */
  dbUrl: string;
  /** Its namespace for the demo configuration: <projectId>-default-rtdb. */
  namespace: string;
  /** The Auth emulator, e.g. http://127.0.0.1:9099; the demo sign-ins are created there when `uids` is not given. */
  authUrl?: string;
  /** Default: the namespace without -default-rtdb. */
  projectId?: string;
  /** Demo account e-mail → uid, when the caller has made the accounts already. */
  uids?: Readonly<Record<string, string>>;
  now?: number;
  fetchImpl?: typeof fetch;
}

export interface DemoSignIn {
  email: string;
  password: string;
  label: string;
  uid: string;
  roles: readonly StaffRole[];
}

export interface SeedDemoResult {
  signIns: DemoSignIn[];
  /** Tablet access codes, to print for the judges. */
  judgeCodes: { judge: string; key: string; code: string }[];
  eventCount: number;
}

export class SeedDemoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedDemoError';
  }
}

export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const uids = options.uids ?? (options.authUrl ? await ensureSignIns(options, fetchImpl) : undefined);
  const tree = generateDemoCompetition(options.now ?? Date.now(), uids ? { uids } : {});
  const url = `${options.dbUrl.replace(/\/$/, '')}/.json?ns=${encodeURIComponent(options.namespace)}`;
  const response = await reach(`the local database at ${options.dbUrl}`, () => fetchImpl(url, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(tree),
  }));
  if (!response.ok) throw new SeedDemoError(`The local database refused the demo data: HTTP ${response.status} ${await response.text()}`);
  const codes = tree.judgeCodes as Record<string, string>;
  const known = uids ?? Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.email, demoUidFor(account.email)]));
  return {
    signIns: DEMO_ACCOUNTS.map((account) => ({ ...account, uid: known[account.email] })),
    judgeCodes: DEMO_JUDGES.map((judge) => ({ judge: judge.name, key: judge.key, code: codes[judge.key] })),
    eventCount: Object.keys(tree.events as object).length,
  };
}

interface AuthReply {
  localId?: string;
  error?: { message?: string };
}

/**
 * Creates each demo account under its fixed uid (the emulator's admin API takes "Bearer owner"),
 * or keeps the one that exists, then signs in with the demo password to prove the sign-in works.
 */
async function ensureSignIns(options: SeedDemoOptions, fetchImpl: typeof fetch): Promise<Record<string, string>> {
  const authUrl = (options.authUrl ?? '').replace(/\/$/, '');
  const projectId = options.projectId ?? options.namespace.replace(/-default-rtdb$/, '');
  const call = async (path: string, body: unknown, admin: boolean): Promise<{ ok: boolean; reply: AuthReply }> => {
    const response = await reach(`the Auth emulator at ${authUrl}`, () => fetchImpl(`${authUrl}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(admin ? { Authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    }));
    return { ok: response.ok, reply: (await response.json()) as AuthReply };
  };
  const uids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const created = await call(`projects/${projectId}/accounts`, { localId: demoUidFor(account.email), email: account.email, password: account.password, emailVerified: account.emailVerified === true }, true);
    if (!created.ok && !/EXISTS|DUPLICATE/i.test(created.reply.error?.message ?? '')) {
      throw new SeedDemoError(`Could not create ${account.email} in the Auth emulator: ${created.reply.error?.message ?? 'no reason given'}`);
    }
    const signedIn = await call('accounts:signInWithPassword?key=demo-api-key', { email: account.email, password: account.password, returnSecureToken: true }, false);
    if (!signedIn.ok || !signedIn.reply.localId) {
      throw new SeedDemoError(`${account.email} exists but does not sign in with the demo password (${signedIn.reply.error?.message ?? 'no reason given'}); delete it in the emulator and seed again.`);
    }
    uids[account.email] = signedIn.reply.localId;
  }
  return uids;
}

async function reach(what: string, send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new SeedDemoError(`Cannot reach ${what} (${cause}). Is it running (npm start)?`);
  }
}

const USAGE = `Usage: npm run seed:demo -- [--db <url>] [--ns <namespace>] [--auth <host:port> | --no-auth]
  --db    the local database (default ${DEFAULT_DB_URL})
  --ns    its namespace (default ${DEFAULT_NAMESPACE})
  --auth  the Auth emulator (default FIREBASE_AUTH_EMULATOR_HOST or ${DEFAULT_AUTH_HOST})
  --no-auth  skip the sign-ins; roles go to the accounts' fixed uids
Replaces the whole database namespace with the demo competition.`;

export function parseSeedArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): SeedDemoOptions {
  let dbUrl = DEFAULT_DB_URL;
  let namespace = DEFAULT_NAMESPACE;
  let authHost: string | null = env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_AUTH_HOST;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new SeedDemoError(`${arg} needs a value.\n${USAGE}`);
      return next;
    };
    if (arg === '--db') dbUrl = value();
    else if (arg === '--ns') namespace = value();
    else if (arg === '--auth') authHost = value();
    else if (arg === '--no-auth') authHost = null;
    else throw new SeedDemoError(arg === '--help' || arg === '-h' ? USAGE : `Unknown option ${arg}.\n${USAGE}`);
  }
  const authUrl = authHost === null ? undefined : authHost.startsWith('http') ? authHost : `http://${authHost}`;
  return { dbUrl, namespace, ...(authUrl ? { authUrl } : {}) };
}

async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2), process.env);
  const result = await seedDemo(options);
  console.log(`Seeded the demo competition (${result.eventCount} events) into ${options.dbUrl} (ns ${options.namespace}).`);
  console.log('Demo sign-ins:');
  for (const signIn of result.signIns) console.log(`  ${signIn.label.padEnd(36)} ${signIn.email}  /  ${signIn.password}`);
  console.log('Judges’ tablet codes:');
  for (const judge of result.judgeCodes) console.log(`  ${judge.judge.padEnd(20)} /judges/${judge.key}  code ${judge.code}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof SeedDemoError ? error.message : error);
    process.exitCode = 1;
  });
}
