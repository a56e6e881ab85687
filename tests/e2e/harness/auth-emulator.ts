// Firebase's Auth emulator (firebase-tools, no Java) with a throwaway firebase.json, in its own process group.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isAuthEmulatorUp } from '../../../scripts/lib/auth-emulator';
import { freePort } from '../../../scripts/lib/free-port';
import { childEnv, makeTempDir, removeTempDir, spawnGroup } from './process-group';
import { waitUntil } from '../../support/wait-until';

export interface RunningAuthEmulator {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const FIREBASE_BIN = resolve(import.meta.dirname, '../../../node_modules/.bin/firebase');

export async function startAuthEmulatorGroup(projectId: string, port: number): Promise<RunningAuthEmulator> {
  const dir = makeTempDir('e2e-auth-');
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: await freePort() },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
  const job = spawnGroup(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    env: childEnv({ FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', XDG_CONFIG_HOME: dir }),
  });
  const stop = async () => {
    await job.stop();
    removeTempDir(dir);
  };
  const url = `http://127.0.0.1:${port}`;
  let exitedWith: number | string | null = null;
  void job.exited.then((code) => (exitedWith = code));
  try {
    await waitUntil('The Auth emulator', () => isAuthEmulatorUp(url), {
      timeoutMs: 90_000,
      intervalMs: 250,
      gaveUp: () => (exitedWith === null ? null : `exit ${exitedWith}\n${job.output()}`),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}
