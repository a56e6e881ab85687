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
      timeoutMs: 240_000,
      intervalMs: 250,
      gaveUp: () => (exitedWith === null ? null : `exit ${exitedWith}\n${job.output()}`),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/**
 * Opens the newest e-mail verification link the Auth emulator recorded for `email`, as its owner clicking the link
 * in the e-mail would. The signed-in page then sees the address verified after refreshing its user.
 */
export async function verifyEmailInEmulator(authUrl: string, projectId: string, email: string): Promise<void> {
  const listed = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!listed.ok) throw new Error(`Listing the Auth emulator's e-mail codes failed: HTTP ${listed.status}`);
  const { oobCodes = [] } = (await listed.json()) as { oobCodes?: OobCode[] };
  const wanted = email.toLowerCase();
  // The emulator lists codes in the order they were sent: the last one is the link in the latest e-mail.
  const latest = oobCodes.filter((code) => code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === wanted).at(-1);
  if (!latest) {
    throw new Error(`The Auth emulator sent no verification e-mail to ${email} (project ${projectId}); press "Send verification e-mail" first.`);
  }
  const opened = await fetch(latest.oobLink, { redirect: 'manual' });
  if (!opened.ok && opened.status !== 303) {
    throw new Error(`Opening the verification link for ${email} failed: HTTP ${opened.status} ${await opened.text()}`);
  }
}
