// Starts Firebase's Auth emulator (firebase-tools; pure Node, no Java) and stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopProcess, waitFor } from './child-process.ts';
import { freePort } from './free-port.ts';

export interface AuthEmulator {
  /** e.g. http://127.0.0.1:9099, for connectAuthEmulator. */
  url: string;
  host: string;
  port: number;
  projectId: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  projectId: string;
  port?: number;
  host?: string;
  /** Where firebase-tools output goes; silent by default. */
  log?: (line: string) => void;
  startTimeoutMs?: number;
}

const FIREBASE_BIN = resolve(import.meta.dirname, '../../node_modules/.bin/firebase');

export async function isAuthEmulatorUp(url: string): Promise<boolean> {
  const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
  if (!response.ok) return false;
  const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
  return body.authEmulator?.ready === true;
}

/**
 * Runs `firebase emulators:start --only auth` with its own throwaway firebase.json, so the ports
 * (auth, hub, logging) never collide with another copy, e.g. `npm start` running beside the tests.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { host, port },
      hub: { host, port: await freePort() },
      logging: { host, port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', join(dir, 'firebase.json')],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
  );
  const log = options.log ?? (() => {});
  child.stdout?.setEncoding('utf8').on('data', (text: string) => text.split('\n').filter(Boolean).forEach(log));
  child.stderr?.setEncoding('utf8').on('data', (text: string) => text.split('\n').filter(Boolean).forEach(log));

  const url = `http://${host}:${port}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor('The Auth emulator', () => isAuthEmulatorUp(url), options.startTimeoutMs ?? 60_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, host, port, projectId: options.projectId, process: child, stop };
}
