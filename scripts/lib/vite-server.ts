// Runs the Vite dev server as a child process: Vite's own SIGTERM and stdin handlers would otherwise
// end this process before the database and the Auth emulator are stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { stopProcess, waitFor } from './child-process.ts';

export interface ViteServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ViteServerOptions {
  host: string;
  port: number;
  /** Extra environment: VITE_EVENT_CONFIG and the emulator hosts. */
  env: Record<string, string>;
  log?: (line: string) => void;
  startTimeoutMs?: number;
}

const ROOT = resolve(import.meta.dirname, '../..');
const VITE_BIN = resolve(ROOT, 'node_modules/vite/bin/vite.js');

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  return response.ok;
}

export async function startViteServer(options: ViteServerOptions): Promise<ViteServer> {
  const child = spawn(process.execPath, [VITE_BIN, '--host', options.host, '--port', String(options.port), '--strictPort', '--clearScreen', 'false'], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    // stdin stays open (a pipe we never end): Vite quits when its stdin ends.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const log = options.log ?? (() => {});
  child.stdout?.setEncoding('utf8').on('data', (text: string) => text.split('\n').filter((line) => line.trim()).forEach(log));
  child.stderr?.setEncoding('utf8').on('data', (text: string) => text.split('\n').filter((line) => line.trim()).forEach(log));
  const url = `http://${options.host}:${options.port}`;
  const stop = () => stopProcess(child);
  try {
    await waitFor('Vite', () => answers(url), options.startTimeoutMs ?? 60_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, stop };
}
