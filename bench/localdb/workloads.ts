import type { ChildProcess } from 'node:child_process';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, ref, set } from 'firebase/database';
import type WebSocket from 'ws';
import { preciseNow, type ListenerPoolMessage, type ServerHostMessage } from './ipc.ts';
import { forkTs, nextMessage, stop, tell } from './processes.ts';
import { openRaw, request } from './raw-socket.ts';
import { percentile } from './stats.ts';

export interface Target {
  name: string;
  host: ChildProcess;
  port: number;
  ns: string;
}

let appCounter = 0;

function sdkDatabase(target: Target) {
  const app = initializeApp({ projectId: 'bench', databaseURL: `http://127.0.0.1:${target.port}?ns=${target.ns}` }, `driver-${++appCounter}`);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', target.port);
  return { app, db };
}

async function serverMemory(target: Target): Promise<{ rss: number; heap: number }> {
  const reply = nextMessage<Extract<ServerHostMessage, { type: 'memory' }>>(target.host, 'memory');
  tell(target.host, { type: 'memory' });
  const m = await reply;
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

/** (d) Server memory per idle protocol connection (handshake plus the SDK's stats message). */
export async function idleConnectionMemory(target: Target, connections = 1000): Promise<{ rssPerConnection: number; heapPerConnection: number }> {
  const before = await serverMemory(target);
  const sockets: WebSocket[] = [];
  for (let i = 0; i < connections; i += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, connections - i) }, () => openRaw(target.port, target.ns)));
    batch.forEach((ws) => ws.send(request(1, 's', { c: { 'sdk.js.12-19-0': 1 } })));
    sockets.push(...batch);
  }
  await new Promise((r) => setTimeout(r, 1500));
  const after = await serverMemory(target);
  sockets.forEach((ws) => ws.terminate());
  await new Promise((r) => setTimeout(r, 500));
  return { rssPerConnection: (after.rss - before.rss) / connections, heapPerConnection: (after.heap - before.heap) / connections };
}

/** (c) One SDK client awaiting each set() in turn. */
export async function setRoundTrip(target: Target, iterations = 2000): Promise<{ p50: number; p99: number }> {
  const { app, db } = sdkDatabase(target);
  const node = ref(db, 'roundtrip');
  for (let i = 0; i < 200; i++) await set(node, i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = preciseNow();
    await set(node, i);
    times.push(preciseNow() - start);
  }
  await deleteApp(app);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** (b) Raw-protocol load: `connections` sockets, each keeping `window` puts in flight, for `durationMs`. */
export async function rawWriteThroughput(target: Target, connections = 20, window = 64, durationMs = 5000): Promise<{ writesPerSecond: number; failed: number }> {
  const sockets = await Promise.all(Array.from({ length: connections }, () => openRaw(target.port, target.ns)));
  let acked = 0;
  let failed = 0;
  let running = true;
  const start = preciseNow();
  let end = start;
  await Promise.all(
    sockets.map(
      (ws, c) =>
        new Promise<void>((resolve) => {
          let next = 1;
          let outstanding = 0;
          const sendOne = () => {
            const r = next++;
            outstanding++;
            ws.send(request(r, 'p', { p: `/load/c${c}/k${r % 1000}`, d: { v: r, at: 1 } }));
          };
          ws.on('message', (data) => {
            const text = data.toString();
            if (!text.includes('"r":')) return;
            const reply = JSON.parse(text) as { d?: { b?: { s?: string } } };
            outstanding--;
            if (reply.d?.b?.s === 'ok') acked++;
            else failed++;
            if (running) sendOne();
            else if (outstanding === 0) resolve();
          });
          for (let i = 0; i < window; i++) sendOne();
          setTimeout(() => {
            running = false;
            end = preciseNow();
          }, durationMs);
        }),
    ),
  );
  sockets.forEach((ws) => ws.terminate());
  return { writesPerSecond: acked / ((end - start) / 1000), failed };
}

export interface FanOut {
  p50: number;
  p99: number;
  delivered: number;
  expected: number;
}

/**
 * (a) `listeners` clients (in `pools` processes) listen to one path while an SDK client writes
 * `writes` times, 100 ms apart. `pool` is listener-pool.ts (SDK clients) or raw-listener-pool.ts.
 */
export async function fanOutLatency(target: Target, pool: 'listener-pool.ts' | 'raw-listener-pool.ts', listeners = 500, pools = 2, writes = 40): Promise<FanOut> {
  const path = 'fanout/value';
  const { app, db } = sdkDatabase(target);
  await set(ref(db, path), { seq: -1 });
  const children = Array.from({ length: pools }, () => forkTs(pool, [String(target.port), target.ns, String(listeners / pools), path]));
  await Promise.all(children.map((c) => nextMessage(c, 'ready', 120_000)));
  await new Promise((r) => setTimeout(r, 500));
  for (let seq = 0; seq < writes; seq++) {
    await set(ref(db, path), { t: preciseNow(), seq });
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const reports = await Promise.all(
    children.map((c) => {
      const reply = nextMessage<Extract<ListenerPoolMessage, { type: 'latencies' }>>(c, 'latencies');
      tell(c, { type: 'report' });
      return reply;
    }),
  );
  await Promise.all(children.map((c) => stop(c)));
  await deleteApp(app);
  const all = reports.flatMap((r) => r.values);
  return { p50: percentile(all, 50), p99: percentile(all, 99), delivered: all.length, expected: listeners * writes };
}
