import { fork, type ChildProcess } from 'node:child_process';
import type { DriverMessage, ListenerPoolMessage, ServerHostMessage } from './ipc.ts';

const HERE = new URL('.', import.meta.url).pathname;

/** Forks a TypeScript file of this folder with tsx and a callable GC. */
export function forkTs(file: string, args: string[] = []): ChildProcess {
  return fork(HERE + file, args, { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

export function nextMessage<T extends ServerHostMessage | ListenerPoolMessage>(child: ChildProcess, type: T['type'], timeoutMs = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${type}" message from ${child.spawnargs.join(' ')}`)), timeoutMs);
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

export function tell(child: ChildProcess, message: DriverMessage): void {
  child.send(message);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  tell(child, { type: 'exit' });
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
