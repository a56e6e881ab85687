// One production build of the demo configuration, pointed at the ports this run chose.
import { resolve } from 'node:path';
import { childEnv, runToCompletion } from './process-group';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export async function buildDemoSite(outDir: string, dbPort: number, authPort: number): Promise<void> {
  await runToCompletion('The production build (vite build)', resolve(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    env: childEnv({
      // vitest sets NODE_ENV=test, which Vite would carry into a development-flavoured bundle.
      NODE_ENV: 'production',
      VITE_EVENT_CONFIG: 'demo',
      NO_COLOR: '1',
      VITE_DB_EMULATOR_HOST: `127.0.0.1:${dbPort}`,
      VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    }),
    timeoutMs: 5 * 60_000,
  });
}
