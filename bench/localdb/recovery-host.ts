// A local database server for the recovery benchmark: started on a given data folder, it reports
// how long opening took (recovery included) and its peak memory, then serves until killed.
import { startLocalDb } from '../../localdb/index.ts';

export type RecoveryHostMessage = { type: 'ready'; port: number; openMs: number; peakRssBytes: number; heapUsedBytes: number };

const [dataDir, snapshotAfter] = process.argv.slice(2);
const started = performance.now();
const server = await startLocalDb({ port: 0, dataDir, snapshotAfterBytes: snapshotAfter ? Number(snapshotAfter) : undefined });
const openMs = performance.now() - started;
const message: RecoveryHostMessage = {
  type: 'ready',
  port: server.port,
  openMs,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
  heapUsedBytes: process.memoryUsage().heapUsed,
};
process.send?.(message);
