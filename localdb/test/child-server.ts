import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'localdb/cli/main.ts');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns the CLI as `node --import tsx` (one process, so a signal hits the server itself). */
export function spawnCli(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs the CLI to completion (for commands that exit, such as errors and --export). */
export function runCli(args: string[], timeoutMs = 20_000): Promise<CliRun> {
  const child = spawnCli(args);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Starts a CLI server on a free port and resolves once it prints its address. */
export function startChildServer(args: string[]): Promise<{ child: ChildProcess; port: number; stderr: () => string }> {
  const child = spawnCli(['--port', '0', ...args]);
  let output = '';
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), stderr: () => stderr });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
}
