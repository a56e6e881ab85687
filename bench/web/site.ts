// The production build of the demo configuration, served as our static host serves it (firebase.json's rewrites:
// scripts/lib/static-site-server.ts, and its security headers), talking to a local database seeded with the demo competition.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { startLocalDb, type LocalDb } from '../../localdb/index.ts';
import type { JsonValue } from '../../localdb/protocol/json.ts';
import { serveSite, type SiteServer } from '../../scripts/lib/static-site-server.ts';
import { generateDemoCompetition } from '../../src/demo/generate-demo.ts';
import { hostedHeaders } from '../../tests/e2e/harness/hosted-headers.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';

export interface Site {
  url: string;
  distDir: string;
  db: LocalDb;
  /** The demo competition the database was seeded with. */
  seed: JsonValue;
  stop(): Promise<void>;
}

export interface SiteOptions {
  dbPort: number;
  sitePort: number;
  /** An existing build to serve (its emulator hosts must match dbPort); omitted: build now. */
  distDir?: string;
  log: (line: string) => void;
}

/** VITE_* values are baked in at build time, so the database port is chosen before building. */
async function buildDemo(dbPort: number, outDir: string): Promise<void> {
  process.env.VITE_EVENT_CONFIG = 'demo';
  process.env.VITE_DB_EMULATOR_HOST = `${HOST}:${dbPort}`;
  // Nothing listens there: the first view must not need the Auth emulator.
  process.env.VITE_AUTH_EMULATOR_HOST = `${HOST}:9`;
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const distDir = options.distDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-dist-'));
  const built = options.distDir === undefined;
  if (built) {
    options.log(`Building the demo configuration into ${distDir}...`);
    await buildDemo(options.dbPort, distDir);
  }
  const rulesSource = fs.readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8');
  const seed = generateDemoCompetition(Date.now()) as JsonValue;
  options.log(`Starting the local database on ${HOST}:${options.dbPort} with the demo competition...`);
  const db = await startLocalDb({ host: HOST, port: options.dbPort, rulesSource, rulesFileName: 'database.rules.json', seed });
  let server: SiteServer;
  try {
    // With the hosted site's headers (firebase.json's CSP): a script the host would refuse is refused here too.
    server = await serveSite(distDir, HOST, options.sitePort, { headers: hostedHeaders(ROOT) });
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: server.url,
    distDir,
    db,
    seed,
    async stop() {
      await server.close();
      await db.close();
      if (built) fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}
