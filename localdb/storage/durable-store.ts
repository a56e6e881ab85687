import fs from 'node:fs';
import path from 'node:path';
import type { TreeNode } from '../tree/node.ts';
import { AppendLog, nodeLogIo, type Durable, type LogFileIo } from './append-log.ts';
import { lockDataDir } from './dir-lock.ts';
import { encodeRecord } from './record-codec.ts';
import { logFileName, recover, type RecoveredState, type WriteRecord } from './recovery.ts';
import { LEGACY_SNAPSHOT_FILE, snapshotLines, writeSnapshot } from './snapshot-file.ts';

export interface StoreOptions {
  dir: string;
  /** Take a snapshot (and start a new log) once the log holds this many bytes… */
  snapshotAfterBytes?: number;
  /** …and hold new writes while a snapshot runs and the log has reached this many (default 4× the above). */
  maxLogBytes?: number;
  /** …or this often, if anything was written since the last one. */
  snapshotIntervalMs?: number;
  warn?: (message: string) => void;
  /** File operations of the write log; tests inject failures here. */
  logIo?: LogFileIo;
}

/** Returns every namespace's tree at this instant, for a snapshot. Read synchronously. */
export type CaptureState = () => ReadonlyMap<string, TreeNode | null>;

const DEFAULT_SNAPSHOT_AFTER_BYTES = 64 * 1024 * 1024;
const DEFAULT_SNAPSHOT_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The data folder: `snapshot.jsonl` plus `log-<generation>.jsonl` files. Every write is appended to
 * the current log and acknowledged after fdatasync (group commit). When the log grows large the
 * store starts a new log, writes a snapshot of the state at that instant, then deletes the old log.
 * The log stays bounded under any write rate: while a snapshot runs and the new log reaches
 * `maxLogBytes`, further writes wait (in order) until the snapshot is done.
 */
export class DurableStore {
  private log: AppendLog;
  private snapshotting: Promise<void> | null = null;
  /** Appends held while the logs switch, or while a snapshot runs and the log is at its cap. */
  private waitingForSnapshot: { record: string; done: Durable }[] = [];
  private switching = false;
  private capture: CaptureState = () => new Map();
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly dir: string,
    private generation: number,
    private readonly snapshotAfterBytes: number,
    private readonly maxLogBytes: number,
    private readonly unlock: () => void,
    private readonly warn: (message: string) => void,
    private readonly logIo: LogFileIo,
    snapshotIntervalMs: number,
  ) {
    this.log = AppendLog.open(path.join(dir, logFileName(generation)), logIo);
    this.timer = setInterval(() => {
      if (this.log.bytesWritten > 0 && !this.snapshotting) this.startSnapshot();
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
      await writeSnapshot(options.dir, snapshotLines(recovered.nextGeneration, recovered.trees));
      fs.rmSync(path.join(options.dir, LEGACY_SNAPSHOT_FILE), { force: true });
      for (const file of recovered.oldLogs) fs.rmSync(path.join(options.dir, file), { force: true });
      const snapshotAfterBytes = options.snapshotAfterBytes ?? DEFAULT_SNAPSHOT_AFTER_BYTES;
      const store = new DurableStore(
        options.dir,
        recovered.nextGeneration,
        snapshotAfterBytes,
        options.maxLogBytes ?? 4 * snapshotAfterBytes,
        unlock,
        warn,
        options.logIo ?? nodeLogIo,
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

  /** `done` runs once the record is durable (or failed to be), in the order of the calls. */
  append(record: WriteRecord, done: Durable): void {
    const line = encodeRecord(JSON.stringify(record));
    if (this.switching || this.waitingForSnapshot.length > 0 || (this.snapshotting && this.log.bytesWritten >= this.maxLogBytes)) {
      this.waitingForSnapshot.push({ record: line, done });
      return;
    }
    this.log.append(line, (error) => this.settled(error, done));
    if (this.log.bytesWritten >= this.snapshotAfterBytes && !this.snapshotting) this.startSnapshot();
  }

  /** A failed record refuses the records held for the snapshot as well: they came after it. */
  private settled(error: Error | null, done: Durable): void {
    if (error) for (const held of this.waitingForSnapshot.splice(0)) held.done(error);
    done(error);
  }

  /** Bytes in the current log file (for tests and benchmarks). */
  get logBytes(): number {
    return this.log.bytesWritten;
  }

  /** Forces a snapshot now (also used by tests and `--export`-style tooling). */
  async snapshotNow(): Promise<void> {
    while (this.snapshotting) await this.snapshotting;
    await this.startSnapshot();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    while (this.snapshotting) await this.snapshotting;
    await this.log.close();
    this.unlock();
  }

  private startSnapshot(): Promise<void> {
    this.snapshotting = this.snapshot().finally(() => {
      this.snapshotting = null;
      this.releaseWaiting();
    });
    return this.snapshotting;
  }

  private async snapshot(): Promise<void> {
    this.switching = true;
    try {
      const oldLog = this.log;
      const generation = this.generation + 1;
      const newLog = AppendLog.open(path.join(this.dir, logFileName(generation)), this.logIo);
      // New writes wait while the old log drains: the tree changes only once a record is durable,
      // so after the drain it holds exactly the old log's writes, and the capture below is the
      // state that the new log continues from.
      await oldLog.close();
      this.log = newLog;
      this.generation = generation;
      const lines = snapshotLines(generation, this.capture());
      this.releaseWaiting();
      await writeSnapshot(this.dir, lines);
      fs.rmSync(oldLog.file, { force: true });
    } catch (error) {
      this.warn(`snapshot failed, the write log keeps every write meanwhile: ${(error as Error).message}`);
    } finally {
      this.switching = false;
    }
  }

  private releaseWaiting(): void {
    this.switching = false;
    for (const { record, done } of this.waitingForSnapshot.splice(0)) this.log.append(record, (error) => this.settled(error, done));
  }
}
