// npm run bench:recovery — can the server come back after SIGKILL with a 1 GiB write log, and
// does the log stay bounded under a sustained write load with default settings?
//
// Phase 1: a server whose snapshot threshold is set above 1 GiB (as an old data folder could
// hold) takes bulk writes until its log passes 1 GiB; it is killed with SIGKILL and started again
// on the same folder. Reported: restart time (spawn to listening, and the open itself), the
// restarted process's peak RSS, and that every acknowledged value is back.
// Phase 2: a server with default settings takes the same load; the largest log file seen is reported.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RawClient } from '../../localdb/test/raw-client.ts';
import type { RecoveryHostMessage } from './recovery-host.ts';

const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;
const VALUE = 'x'.repeat(64 * 1024 - 64);
const KEYS = 256;
const CONNECTIONS = 4;
const IN_FLIGHT = 8;

function startHost(dataDir: string, snapshotAfterBytes?: number): { child: ChildProcess; ready: Promise<RecoveryHostMessage & { spawnMs: number }> } {
  const began = performance.now();
  const args = [dataDir, ...(snapshotAfterBytes ? [String(snapshotAfterBytes)] : [])];
  const child = fork(new URL('./recovery-host.ts', import.meta.url).pathname, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise<RecoveryHostMessage & { spawnMs: number }>((resolve, reject) => {
    child.once('message', (m: RecoveryHostMessage) => resolve({ ...m, spawnMs: performance.now() - began }));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
  return { child, ready };
}

function logBytes(dataDir: string): { total: number; largest: number } {
  const sizes = fs
    .readdirSync(dataDir)
    .filter((f) => f.startsWith('log-'))
    .map((f) => {
      try {
        return fs.statSync(path.join(dataDir, f)).size;
      } catch {
        return 0;
      }
    });
  return { total: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) };
}

/** Writes 64 KiB values round-robin over KEYS keys until `enough` says stop; returns the last acknowledged value per key. */
async function bulkWrite(port: number, enough: () => boolean): Promise<{ acked: Map<string, number>; writes: number; seconds: number }> {
  const acked = new Map<string, number>();
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => RawClient.connect(port)));
  const began = performance.now();
  let sequence = 0;
  let writes = 0;
  const lane = async (client: RawClient) => {
    while (!enough()) {
      const n = sequence++;
      const key = `k${n % KEYS}`;
      const answer = await client.request('p', { p: `/bulk/${key}`, d: { n, v: VALUE } });
      if (answer.s !== 'ok') throw new Error(`write refused: ${JSON.stringify(answer)}`);
      if ((acked.get(key) ?? -1) < n) acked.set(key, n);
      writes++;
      // RawClient keeps every message; drop them so the driver's memory stays flat.
      client.messages.length = 0;
    }
  };
  await Promise.all(clients.flatMap((c) => Array.from({ length: IN_FLIGHT }, () => lane(c))));
  clients.forEach((c) => c.close());
  return { acked, writes, seconds: (performance.now() - began) / 1000 };
}

async function checkRestored(port: number, acked: Map<string, number>): Promise<number> {
  const client = await RawClient.connect(port);
  let wrong = 0;
  for (const [key, n] of acked) {
    const answer = await client.request('g', { p: `/bulk/${key}/n`, q: {} });
    if (answer.d !== n) wrong++;
  }
  client.close();
  return wrong;
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;

// Phase 1
const bigDir = fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-recovery-'));
try {
  const first = startHost(bigDir, 4 * GIB);
  const { port } = await first.ready;
  console.log('phase 1: writing a 1 GiB log…');
  const load = await bulkWrite(port, () => logBytes(bigDir).total >= GIB);
  const exited = new Promise((resolve) => first.child.once('exit', resolve));
  first.child.kill('SIGKILL');
  await exited;
  const log = logBytes(bigDir).total;
  console.log(`  ${load.writes} acknowledged writes of 64 KiB in ${load.seconds.toFixed(1)} s; log ${mib(log)}; SIGKILL`);
  const second = startHost(bigDir);
  const ready = await second.ready;
  const wrong = await checkRestored(ready.port, load.acked);
  second.child.kill('SIGKILL');
  console.log(
    `  restart after SIGKILL with a ${mib(log)} log: ready in ${(ready.spawnMs / 1000).toFixed(1)} s from spawn (open and recovery ${(ready.openMs / 1000).toFixed(1)} s), peak RSS ${mib(ready.peakRssBytes)}, ${KEYS - wrong}/${KEYS} keys hold their last acknowledged value`,
  );
} finally {
  fs.rmSync(bigDir, { recursive: true, force: true });
}

// Phase 2
const boundedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-bounded-'));
try {
  const host = startHost(boundedDir);
  const { port } = await host.ready;
  console.log('phase 2: 1 GiB of writes with default settings (snapshot after 64 MiB, writes wait at 256 MiB)…');
  let written = 0;
  let largest = 0;
  const sampler = setInterval(() => (largest = Math.max(largest, logBytes(boundedDir).largest)), 20);
  const load = await bulkWrite(port, () => (written += VALUE.length) > GIB);
  clearInterval(sampler);
  host.child.kill('SIGKILL');
  console.log(`  ${load.writes} acknowledged writes in ${load.seconds.toFixed(1)} s (${mib(written / load.seconds)}/s); largest log file seen ${mib(largest)}`);
} finally {
  fs.rmSync(boundedDir, { recursive: true, force: true });
}
