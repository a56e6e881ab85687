import { type ChildProcess, fork } from 'node:child_process';
import type { DayDriverMessage, HostMessage, PoolMessage } from './ipc.ts';

const HERE = new URL('.', import.meta.url).pathname;

/** Forks a TypeScript file of this folder with tsx. */
export function forkDay(file: string, args: string[]): ChildProcess {
  return fork(HERE + file, args, { execArgv: ['--import', 'tsx', '--max-old-space-size=4096'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

export function nextMessage<T extends HostMessage | PoolMessage>(child: ChildProcess, type: T['type'], timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${type}" message from ${child.spawnargs.slice(-6).join(' ')} in ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`process exited (${code}) while waiting for "${type}"`)));
  });
}

export function tell(child: ChildProcess, message: DayDriverMessage): void {
  if (child.connected) child.send(message);
}

export async function ask<T extends HostMessage | PoolMessage>(child: ChildProcess, question: DayDriverMessage, answer: T['type']): Promise<T> {
  const reply = nextMessage<T>(child, answer);
  tell(child, question);
  return reply;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  tell(child, { type: 'exit' });
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
