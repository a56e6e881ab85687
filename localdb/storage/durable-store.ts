import fs from 'node:fs';
import path from 'node:path';
import type { JsonValue } from '../protocol/json.ts';
import { toExportJson } from '../tree/node.ts';
import { AppendLog, type Durable } from './append-log.ts';
import { lockDataDir } from './dir-lock.ts';
import { encodeRecord } from './record-codec.ts';
import { logFileName, recover, type RecoveredState, type WriteRecord } from './recovery.ts';
import { writeSnapshot } from './snapshot-file.ts';

export interface StoreOptions {
  dir: string;
  /** Take a snapshot (and start a new log) once the log holds this many bytes… */
  snapshotAfterBytes?: number;
  /** …or this often, if anything was written since the last one. */
  snapshotIntervalMs?: number;
  warn?: (message: string) => void;
}

/** Returns the whole database (namespace → export JSON) at this instant, for a snapshot. */
export type CaptureState = () => Record<string, JsonValue>;

const DEFAULT_SNAPSHOT_AFTER_BYTES = 64 * 1024 * 1024;
const DEFAULT_SNAPSHOT_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The data folder: `snapshot.json` plus `log-<generation>.jsonl` files. Every write is appended to
 * the current log and acknowledged after fdatasync (group commit). When the log grows large the
 * store starts a new log, writes a snapshot of the state at that instant, then deletes the old log.
 */
export class DurableStore {
  private log: AppendLog;
  private snapshotting: Promise<void> | null = null;
  private capture: CaptureState = () => ({});
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly dir: string,
    private generation: number,
    private readonly snapshotAfterBytes: number,
    private readonly unlock: () => void,
    private readonly warn: (message: string) => void,
    snapshotIntervalMs: number,
  ) {
    this.log = AppendLog.open(path.join(dir, logFileName(generation)));
    this.timer = setInterval(() => {
      if (this.log.bytesWritten > 0 && !this.snapshotting) this.snapshotting = this.snapshot();
    }, snapshotIntervalMs);
    this.timer.unref();
  }

  /** Opens (creating) the folder, recovers its content and compacts it into a fresh snapshot. */
  static async open(options: StoreOptions): Promise<{ store: DurableStore; recovered: RecoveredState }> {
    const warn = options.warn ?? ((message: string) => console.warn(`localdb: ${message}`));
    fs.mkdirSync(options.dir, { recursive: true });
    const unlock = lockDataDir(options.dir);
    try {
      const recovered = recover(options.dir);
      recovered.warnings.forEach(warn);
      await writeSnapshot(options.dir, snapshotJson(recovered.nextGeneration, exportTrees(recovered)));
      for (const file of recovered.oldLogs) fs.rmSync(path.join(options.dir, file), { force: true });
      const store = new DurableStore(
        options.dir,
        recovered.nextGeneration,
        options.snapshotAfterBytes ?? DEFAULT_SNAPSHOT_AFTER_BYTES,
        unlock,
        warn,
        options.snapshotIntervalMs ?? DEFAULT_SNAPSHOT_INTERVAL_MS,
      );
      return { store, recovered };
    } catch (error) {
      unlock();
      throw error;
    }
  }

  setCapture(capture: CaptureState): void {
    this.capture = capture;
  }

  /** `done` runs once the record is durable (or failed to be). */
  append(record: WriteRecord, done: Durable): void {
    this.log.append(encodeRecord(JSON.stringify(record)), done);
    if (this.log.bytesWritten >= this.snapshotAfterBytes && !this.snapshotting) this.snapshotting = this.snapshot();
  }

  /** Forces a snapshot now (also used by tests and `--export`-style tooling). */
  async snapshotNow(): Promise<void> {
    while (this.snapshotting) await this.snapshotting;
    this.snapshotting = this.snapshot();
    await this.snapshotting;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    while (this.snapshotting) await this.snapshotting;
    await this.log.close();
    this.unlock();
  }

  private async snapshot(): Promise<void> {
    try {
      const oldLog = this.log;
      const generation = this.generation + 1;
      // Switch logs and capture in one synchronous step: the snapshot then holds exactly the
      // writes of the old log, and every later write lands in the new one.
      this.log = AppendLog.open(path.join(this.dir, logFileName(generation)));
      this.generation = generation;
      const json = snapshotJson(generation, this.capture());
      await oldLog.close();
      await writeSnapshot(this.dir, json);
      fs.rmSync(oldLog.file, { force: true });
    } catch (error) {
      this.warn(`snapshot failed, the write log keeps every write meanwhile: ${(error as Error).message}`);
    } finally {
      this.snapshotting = null;
    }
  }
}

function snapshotJson(generation: number, namespaces: Record<string, JsonValue>): string {
  return JSON.stringify({ version: 1, generation, namespaces });
}

function exportTrees(recovered: RecoveredState): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [ns, root] of recovered.trees) out[ns] = toExportJson(root);
  return out;
}
