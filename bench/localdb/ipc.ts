// Messages between the benchmark driver and the processes it forks (servers and listener pools).

export type ServerHostMessage = { type: 'ready'; port: number } | { type: 'memory'; rss: number; heapUsed: number; external: number };
export type ListenerPoolMessage = { type: 'ready' } | { type: 'latencies'; values: number[] };
export type DriverMessage = { type: 'memory' } | { type: 'report' } | { type: 'exit' };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

export function send(message: ServerHostMessage | ListenerPoolMessage): void {
  process.send?.(message);
}

/** Answers the driver's memory question after a full GC (needs --expose-gc). */
export function answerMemoryQuestions(onExit: () => Promise<void>): void {
  process.on('message', (message: DriverMessage) => {
    if (message.type === 'memory') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external + usage.arrayBuffers });
    }
    if (message.type === 'exit') void onExit().then(() => process.exit(0));
  });
}
