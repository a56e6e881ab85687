// Everything `npm start` runs: the local database, the Auth emulator with the demo sign-ins, and Vite
// serving the demo configuration. Started in that order, stopped in reverse; a failure stops what started.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type LocalDb, startLocalDb } from '../../localdb/index.ts';
import type { DemoAccount } from '../../src/demo/demo-accounts.ts';
import { type AuthEmulator, startAuthEmulator } from './auth-emulator.ts';
import { isEmptyDataDir } from './data-dir.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';
import { type ViteServer, startViteServer } from './vite-server.ts';

export interface SeedContext {
  /** http://host:port of the local database. */
  dbUrl: string;
  /** The database namespace of the demo configuration. */
  namespace: string;
  authUrl: string;
  projectId: string;
  /** Demo account email → uid. */
  uids: Record<string, string>;
}

export interface DemoStackOptions {
  host: string;
  dbPort: number;
  authPort: number;
  vitePort: number;
  dataDir: string;
  rulesFile: string;
  projectId: string;
  accounts: readonly DemoAccount[];
  /** Writes the demo competition; called only when the data folder was empty. */
  seed: (context: SeedContext) => Promise<void>;
  log: (line: string) => void;
  /** Vite's own output (HMR updates, compile errors). */
  viteLog?: (line: string) => void;
}

export interface DemoStack {
  siteUrl: string;
  db: LocalDb;
  auth: AuthEmulator;
  vite: ViteServer;
  seeded: boolean;
  uids: Record<string, string>;
  stop(): Promise<void>;
}

export async function startDemoStack(options: DemoStackOptions): Promise<DemoStack> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) {
      await stopOne().catch((error: unknown) => options.log(`While stopping: ${error instanceof Error ? error.message : String(error)}`));
    }
  };
  try {
    const fresh = isEmptyDataDir(options.dataDir);
    const rulesPath = resolve(options.rulesFile);
    const rulesSource = existsSync(rulesPath) ? readFileSync(rulesPath, 'utf8') : null;
    if (rulesSource === null) options.log(`No ${options.rulesFile}: the local database allows every read and write.`);

    options.log(`Starting the local database on ${options.host}:${options.dbPort} (data in ${options.dataDir})...`);
    const db = await startLocalDb({ host: options.host, port: options.dbPort, dataDir: options.dataDir, rulesSource, rulesFileName: options.rulesFile });
    stops.push(() => db.close());

    options.log(`Starting the Auth emulator on ${options.host}:${options.authPort}...`);
    const auth = await startAuthEmulator({ projectId: options.projectId, host: options.host, port: options.authPort });
    stops.push(() => auth.stop());
    const uids = await ensureDemoAccounts(auth.url, options.projectId, options.accounts);

    const namespace = `${options.projectId}-default-rtdb`;
    if (fresh) {
      options.log('The data folder is empty: seeding the demo competition...');
      await options.seed({ dbUrl: db.url, namespace, authUrl: auth.url, projectId: options.projectId, uids });
    }

    options.log(`Starting Vite on ${options.host}:${options.vitePort}...`);
    const vite = await startViteServer({
      host: options.host,
      port: options.vitePort,
      env: {
        VITE_EVENT_CONFIG: 'demo',
        VITE_DB_EMULATOR_HOST: `${options.host}:${db.port}`,
        VITE_AUTH_EMULATOR_HOST: `${options.host}:${auth.port}`,
      },
      log: options.viteLog,
    });
    stops.push(() => vite.stop());
    return { siteUrl: vite.url, db, auth, vite, seeded: fresh, uids, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
