// `npm start`'s stack for real: local database, Auth emulator and Vite on free ports, started, restarted and stopped.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoStack, type DemoStackOptions, type SeedContext } from '../../scripts/lib/demo-stack';
import { freePort } from '../../scripts/lib/free-port';
import type { DemoAccount } from '../../src/demo/demo-accounts';

const ACCOUNTS: DemoAccount[] = [
  { email: 'organiser@demo.test', password: 'demo-password', label: 'Organiser', roles: ['organiser'] },
  { email: 'competitor@demo.test', password: 'demo-password', label: 'Competitor', roles: [] },
];

const dataDir = mkdtempSync(join(tmpdir(), 'demo-stack-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function options(seed: (context: SeedContext) => Promise<void>): Promise<DemoStackOptions> {
  return {
    host: '127.0.0.1',
    dbPort: await freePort(),
    authPort: await freePort(),
    vitePort: await freePort(),
    dataDir,
    rulesFile: 'database.rules.json',
    projectId: 'demo-stack-test',
    accounts: ACCOUNTS,
    seed,
    log: () => {},
  };
}

async function signIn(authUrl: string, email: string): Promise<{ status: number; localId?: string }> {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password', returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string };
  return { status: response.status, localId: body.localId };
}

const refused = (url: string) => fetch(url, { signal: AbortSignal.timeout(2000) }).then(() => false, () => true);

describe('demo stack', () => {
  it('seeds an empty data folder once, serves the site, keeps sign-ins across restarts and stops everything', async () => {
    const seed = vi.fn(async ({ dbUrl, namespace }: SeedContext) => {
      const response = await fetch(`${dbUrl}/competitionMetadata/fullName.json?ns=${namespace}`, {
        method: 'PUT',
        headers: { authorization: 'Bearer owner' },
        body: JSON.stringify('Demo Ballroom Classic'),
      });
      expect(response.ok).toBe(true);
    });

    const first = await startDemoStack(await options(seed));
    try {
      expect(first.seeded).toBe(true);
      expect(seed).toHaveBeenCalledWith(expect.objectContaining({
        namespace: 'demo-stack-test-default-rtdb',
        uids: { 'organiser@demo.test': 'demo-organiser', 'competitor@demo.test': 'demo-competitor' },
      }));
      const page = await fetch(first.siteUrl);
      expect(await page.text()).toContain('<div id="root"></div>');
      expect((await signIn(first.auth.url, 'organiser@demo.test')).localId).toBe('demo-organiser');
    } finally {
      await first.stop();
    }
    expect(await refused(first.siteUrl)).toBe(true);
    expect(await refused(first.db.url)).toBe(true);
    expect(await refused(first.auth.url)).toBe(true);
    expect(first.auth.process.exitCode !== null || first.auth.process.signalCode !== null).toBe(true);

    const second = await startDemoStack(await options(seed));
    try {
      expect(second.seeded).toBe(false);
      expect(seed).toHaveBeenCalledTimes(1);
      const stored = await fetch(`${second.db.url}/competitionMetadata/fullName.json?ns=demo-stack-test-default-rtdb`);
      expect(await stored.json()).toBe('Demo Ballroom Classic');
      // A fresh emulator, yet the same uid: roles stored under it still apply.
      expect((await signIn(second.auth.url, 'organiser@demo.test')).localId).toBe('demo-organiser');
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('stops what it started when a later part fails, and says which', async () => {
    const opts = await options(vi.fn());
    // Something else holds the Auth emulator's port: the database has started by then and must be stopped.
    const blocker = createServer().listen(opts.authPort, '127.0.0.1');
    await once(blocker, 'listening');
    try {
      await expect(startDemoStack(opts)).rejects.toThrow(/The Auth emulator exited before it was ready/);
      expect(await refused(`http://127.0.0.1:${opts.dbPort}`)).toBe(true);
    } finally {
      blocker.close();
    }
  }, 60_000);
});
