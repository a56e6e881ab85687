// Where the rules suite runs: the project's local database (default), or any Firebase-compatible
// database emulator named by RULES_TEST_DB_HOST=host:port (e.g. Firebase's own, under `firebase emulators:exec`).
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { startLocalDb } from '../../localdb/index.ts';

export const RULES_FILE = new URL('../../database.rules.json', import.meta.url);
export const PROJECT_ID = 'demo-rules';

export interface RulesTarget {
  testEnv: RulesTestEnvironment;
  /** `http://host:port`, for REST calls with the emulator's admin token. */
  baseUrl: string;
  /** Which server answered, for the test names. */
  description: string;
  stop(): Promise<void>;
}

export async function startRulesTarget(): Promise<RulesTarget> {
  const rules = readFileSync(RULES_FILE, 'utf8');
  const external = process.env.RULES_TEST_DB_HOST;
  if (external) return connect(rules, parseHost(external), `external emulator at ${external}`, async () => {});
  const db = await startLocalDb({ port: 0, rulesSource: rules, rulesFileName: 'database.rules.json' });
  return connect(rules, { host: db.host, port: db.port }, 'local database', () => db.close());
}

async function connect(rules: string, at: { host: string; port: number }, description: string, close: () => Promise<void>): Promise<RulesTarget> {
  const testEnv = await initializeTestEnvironment({ projectId: PROJECT_ID, database: { host: at.host, port: at.port, rules } });
  return {
    testEnv,
    baseUrl: `http://${at.host}:${at.port}`,
    description,
    async stop() {
      await testEnv.cleanup();
      await close();
    },
  };
}

function parseHost(value: string): { host: string; port: number } {
  const match = /^([^:]+):(\d+)$/.exec(value);
  if (!match) throw new Error(`RULES_TEST_DB_HOST must look like 127.0.0.1:9000, not "${value}"`);
  return { host: match[1], port: Number(match[2]) };
}
