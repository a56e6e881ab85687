// The day's database server in its own process, so its CPU time and peak memory are its own.
// Usage: server-host.ts localdb|firebase-server <seed.json> [--no-rules]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startLocalDb } from '../../localdb/index.ts';
import type { JsonValue } from '../../localdb/protocol/json.ts';
import { type DayDriverMessage, type ServerUsage, sendToDriver } from './ipc.ts';

const [kind, seedFile] = process.argv.slice(2);
const wantRules = !process.argv.includes('--no-rules');
const ROOT = path.resolve(import.meta.dirname, '../..');
const rulesSource = fs.readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8');
const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8')) as JsonValue;

function usage(): ServerUsage {
  const cpu = process.cpuUsage();
  return { cpuUserSeconds: cpu.user / 1e6, cpuSystemSeconds: cpu.system / 1e6, peakRss: process.resourceUsage().maxRSS * 1024, rss: process.memoryUsage().rss };
}

interface FirebaseServer {
  getPort(): number;
  setRules(rules: unknown): void;
  close(callback?: () => void): Promise<void>;
}

async function start(): Promise<{ port: number; rules: boolean; note?: string; close: () => Promise<void> }> {
  if (kind === 'localdb') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-day-'));
    const db = await startLocalDb({ port: 0, dataDir, seed, ...(wantRules ? { rulesSource, rulesFileName: 'database.rules.json' } : {}) });
    return { port: db.port, rules: wantRules, close: async () => { await db.close(); fs.rmSync(dataDir, { recursive: true, force: true }); } };
  }
  const require = createRequire(new URL('../localdb-firebase-server/package.json', import.meta.url));
  const Server = require('firebase-server') as new (options: { port: number; address: string }, name: string, data: unknown) => FirebaseServer;
  const server = new Server({ port: 0, address: '127.0.0.1' }, 'bench-day', seed);
  let note: string | undefined;
  let rules = false;
  if (wantRules) {
    try {
      // Its rules engine (targaryen) takes plain JSON: the file's comment lines are dropped.
      server.setRules(JSON.parse(rulesSource.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n')));
      rules = true;
    } catch (error) {
      note = `rules refused: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { port: server.getPort(), rules, note, close: () => server.close() };
}

const server = await start();

/**
 * The server's open WebSocket connections (what Firebase's plans cap), sampled every 100 ms through localdb's own
 * count (GET /.settings/maxConnections.json); firebase-server has no such count.
 */
const NS = 'bench-day-default-rtdb'; // the namespace every client of the day uses (measure-server.ts)
let samples: number[] = [];
const sampler = kind === 'localdb' ? setInterval(() => {
  fetch(`http://127.0.0.1:${server.port}/.settings/maxConnections.json?ns=${NS}`, { headers: { authorization: 'Bearer owner' } })
    .then((response) => response.json() as Promise<{ open: number }>)
    .then((state) => void samples.push(state.open), () => {});
}, 100) : undefined;

process.on('message', (message: DayDriverMessage) => {
  if (message.type === 'usage') sendToDriver({ type: 'usage', usage: usage() });
  if (message.type === 'connections') {
    sendToDriver({ type: 'connections', open: samples });
    samples = [];
  }
  if (message.type === 'exit') clearInterval(sampler);
  if (message.type === 'exit') void server.close().then(() => process.exit(0));
});
sendToDriver({ type: 'ready', port: server.port, rules: server.rules, ...(server.note ? { note: server.note } : {}) });
