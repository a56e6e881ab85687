// Children started by the suite run in their own process group, so stopping one stops everything it
// spawned too (firebase-tools, vite's workers); a last-chance exit hook kills any group still alive
// and removes the temporary folders.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface GroupProcess {
  readonly child: ChildProcess;
  /** The last lines of its output, for error messages. */
  output(): string;
  /** Resolves with the exit code (or signal name) once it has exited. */
  readonly exited: Promise<number | string>;
  stop(graceMs?: number): Promise<void>;
}

const liveGroups = new Set<number>();
const liveDirs = new Set<string>();

// Runs even when the run is cut short (Ctrl-C, a CI timeout), where async teardown never finishes.
process.once('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
  for (const dir of liveDirs) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder removed at exit at the latest; `removeTempDir` removes it earlier. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  liveDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  liveDirs.delete(dir);
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone: nothing left to stop.
  }
}

/** Environment for children: no proxy, because every server the suite talks to is on 127.0.0.1. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy', 'ALL_PROXY', 'all_proxy']) delete env[name];
  return env;
}

export function spawnGroup(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): GroupProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? childEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${command}: is it installed?`);
  liveGroups.add(pid);
  const lines: string[] = [];
  const collect = (text: string) => {
    lines.push(...text.split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.setEncoding('utf8').on('data', collect);
  child.stderr?.setEncoding('utf8').on('data', collect);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const stop = async (graceMs = 5000) => {
    if (!liveGroups.has(pid)) return;
    killGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    // The leader may exit before its children; make sure none of the group outlives it.
    killGroup(pid, 'SIGKILL');
    liveGroups.delete(pid);
  };
  return { child, output: () => lines.slice(-40).join('\n'), exited, stop };
}

/** Runs a command to completion in its own group; rejects with its output when it fails. */
export async function runToCompletion(what: string, command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<void> {
  const job = spawnGroup(command, args, options);
  const timer = setTimeout(() => void job.stop(1000), options.timeoutMs);
  const code = await job.exited;
  clearTimeout(timer);
  await job.stop();
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${job.output()}`);
}
