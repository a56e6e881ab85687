// npm run bench:localdb — the local database against the `firebase-server` package, same workloads,
// same run. Each server runs in its own process; figures go to docs/PERFORMANCE.md.
import fs from 'node:fs';
import os from 'node:os';
import type { ServerHostMessage } from './ipc.ts';
import { forkTs, nextMessage, stop } from './processes.ts';
import { measureFairness } from './fairness.ts';
import { ms } from './stats.ts';
import { fanOutLatency, idleConnectionMemory, rawWriteThroughput, setRoundTrip, type FanOut, type Target } from './workloads.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

interface Results {
  fanOut: FanOut;
  rawFanOut: FanOut;
  throughput: Awaited<ReturnType<typeof rawWriteThroughput>>;
  roundTrip: Awaited<ReturnType<typeof setRoundTrip>>;
  memory: Awaited<ReturnType<typeof idleConnectionMemory>>;
}

async function measure(name: string, hostFile: string): Promise<Results | string> {
  const host = forkTs(hostFile);
  try {
    const { port } = await nextMessage<Extract<ServerHostMessage, { type: 'ready' }>>(host, 'ready');
    const target: Target = { name, host, port, ns: 'bench-default-rtdb' };
    console.error(`${name}: idle connection memory…`);
    const memory = await idleConnectionMemory(target);
    console.error(`${name}: set() round trip…`);
    const roundTrip = await setRoundTrip(target);
    console.error(`${name}: raw write throughput…`);
    const throughput = await rawWriteThroughput(target);
    console.error(`${name}: fan-out to 500 SDK listeners…`);
    const fanOut = await fanOutLatency(target, 'listener-pool.ts');
    console.error(`${name}: fan-out to 500 raw listeners…`);
    const rawFanOut = await fanOutLatency(target, 'raw-listener-pool.ts', 500, 1);
    return { fanOut, rawFanOut, throughput, roundTrip, memory };
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  } finally {
    await stop(host);
  }
}

function column(r: Results | string): string[] {
  if (typeof r === 'string') return [r, r, r, r, r];
  const fan = (f: FanOut) => `${ms(f.p50)} / ${ms(f.p99)} ms (${f.delivered}/${f.expected} delivered)`;
  return [
    fan(r.fanOut),
    fan(r.rawFanOut),
    `${Math.round(r.throughput.writesPerSecond).toLocaleString('en')}${r.throughput.failed ? ` (${r.throughput.failed} refused)` : ''}`,
    `${ms(r.roundTrip.p50)} ms (p99 ${ms(r.roundTrip.p99)})`,
    `${(r.memory.rssPerConnection / 1024).toFixed(1)} KB RSS, ${(r.memory.heapPerConnection / 1024).toFixed(1)} KB heap+buffers`,
  ];
}

const loadAtStart = os.loadavg()[0].toFixed(1);
const hasFirebaseServer = fs.existsSync(new URL('../localdb-firebase-server/node_modules/firebase-server', import.meta.url));
const local = await measure('localdb', 'localdb-host.ts');
const other = hasFirebaseServer
  ? await measure('firebase-server', 'firebase-server-host.ts')
  : 'not installed: flock /tmp/npm.lock npm i --prefix bench/localdb-firebase-server';

const rows = [
  '(a) fan-out to 500 SDK listeners (2 client processes), p50 / p99',
  '(a′) fan-out to 500 bare protocol listeners (1 client process), p50 / p99',
  '(b) acknowledged writes/s, 20 raw connections',
  '(c) one SDK client, `await set()` round trip p50',
  '(d) server memory per idle connection',
];
const [a, b] = [column(local), column(other)];
console.log(`Node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, load average at start ${loadAtStart}, at end ${os.loadavg()[0].toFixed(1)}\n`);
console.log('| Workload | localdb | firebase-server 1.1.0 |');
console.log('|---|---|---|');
rows.forEach((row, i) => console.log(`| ${row} | ${a[i]} | ${b[i]} |`));
console.error('localdb: fairness under 3,000 query listens…');
const fair = await measureFairness();
console.log(
  `\nFairness (bench/localdb/fairness.ts): 3,000 query listens sent at once on 2,000 children settled in ${fair.listensSettledMs.toFixed(0)} ms; ` +
    `another client's unrelated writes meanwhile (${fair.unrelated.count}): ack p50 ${ms(fair.unrelated.p50)} ms, p90 ${ms(fair.unrelated.p90)} ms, max ${ms(fair.unrelated.max)} ms`,
);
process.exit(0);
