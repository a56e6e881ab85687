// Starts everything the browser suite needs and tears all of it down afterwards, also when a step fails:
// the production build, a static server for it, the local database with the real rules, the Auth
// emulator, the demo competition, and one Chromium that every test file connects to.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startLocalDb } from '../../../localdb/index.ts';
import { freePort } from '../../../scripts/lib/free-port';
import { serveSite } from '../../../scripts/lib/static-site-server';
import { startAuthEmulatorGroup } from './auth-emulator';
import { buildDemoSite, REPO_ROOT } from './build-site';
import { hostedHeaders } from './hosted-headers';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { CleanupStack } from './cleanup-stack';
import { makeTempDir, removeTempDir } from './process-group';
import type { E2eEnvironment } from './environment';
import { DEMO_DB_NAMESPACE, DEMO_PROJECT_ID, seedDemoCompetition } from './seed';

function step(what: string, started: number): void {
  process.stderr.write(`[e2e] ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

async function setUp(cleanup: CleanupStack): Promise<E2eEnvironment> {
  const t0 = Date.now();
  assertChromiumInstalled();
  const [dbPort, authPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  const workDir = makeTempDir('e2e-run-');
  cleanup.add('remove the temporary folder', () => removeTempDir(workDir));

  // The emulator mostly waits on its own start-up, so it boots while vite builds.
  const auth = startAuthEmulatorGroup(DEMO_PROJECT_ID, authPort);
  cleanup.add('stop the Auth emulator', async () => (await auth.catch(() => null))?.stop());
  const siteDir = join(workDir, 'site');
  await buildDemoSite(siteDir, dbPort, authPort);
  step('production build ready', t0);

  const db = await startLocalDb({
    port: dbPort,
    dataDir: join(workDir, 'db'),
    rulesSource: readFileSync(join(REPO_ROOT, 'database.rules.json'), 'utf8'),
  });
  cleanup.add('stop the local database', () => db.close());
  const site = await serveSite(siteDir, '127.0.0.1', sitePort, { headers: hostedHeaders(REPO_ROOT) });
  cleanup.add('stop the site server', () => site.close());
  const emulator = await auth;
  step('local database, site server and Auth emulator up', t0);

  await seedDemoCompetition({ dbPort, authUrl: emulator.url });
  step('demo competition seeded', t0);

  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  cleanup.add('close Chromium', () => browser.close());

  const artifactsDir = join(REPO_ROOT, 'test-results', 'e2e');
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
  return {
    siteUrl: site.url,
    browserWsEndpoint: browser.wsEndpoint(),
    dbUrl: db.url,
    dbPort,
    dbNamespace: DEMO_DB_NAMESPACE,
    authUrl: emulator.url,
    authPort,
    projectId: DEMO_PROJECT_ID,
    artifactsDir,
  };
}

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const cleanup = new CleanupStack();
  const tearDown = async () => {
    const problems = await cleanup.runAll();
    if (problems.length > 0) process.stderr.write(`[e2e] teardown problems:\n  ${problems.join('\n  ')}\n`);
  };
  // Ctrl-C or a CI timeout still stops the servers and removes the temporary folders.
  const onSignal = (signal: NodeJS.Signals) => void tearDown().finally(() => process.kill(process.pid, signal));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    project.provide('e2e', await setUp(cleanup));
  } catch (error) {
    await tearDown();
    throw error;
  }
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await tearDown();
  };
}
