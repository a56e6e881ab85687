// Marks a judge has made but the database has not yet acknowledged, kept in the device's own storage,
// so a reload, a crashed tablet or a reload while offline loses nothing. Framework-free for testing.
import type { TreeUpdate } from '../../domain/tree-update';
import { type DbError, toDbError } from '../errors';
import type { TreeWriter } from './db-writer';

export interface PendingWrite {
  path: string;
  value: unknown;
  madeAt: number;
  /** An audit entry appended under `parent` in the same update as this write (issue 35). */
  trail?: { parent: string; record: unknown };
}

export interface RejectedWrite extends PendingWrite {
  error: DbError;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type WriteFn = (path: string, value: unknown, trail?: PendingWrite['trail']) => Promise<void>;

export class MarkOutbox implements TreeWriter {
  private queue = new Map<string, PendingWrite>();
  private rejectedWrites: RejectedWrite[] = [];
  private readonly listeners = new Set<() => void>();
  private snapshot: { pending: PendingWrite[]; rejected: RejectedWrite[] } = { pending: [], rejected: [] };

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly storageKey: string,
    private readonly write: WriteFn,
    private readonly clock: () => number = Date.now,
  ) {
    for (const item of this.load()) this.queue.set(item.path, item);
    this.refreshSnapshot();
  }

  /** Keeps the write on the device first, then sends it; resolves when the database acknowledges it. */
  record(path: string, value: unknown, trail?: PendingWrite['trail']): Promise<void> {
    const item: PendingWrite = trail ? { path, value, madeAt: this.clock(), trail } : { path, value, madeAt: this.clock() };
    // Re-inserting moves the path to the end, so a replay sends writes in the order they were last made.
    this.queue.delete(path);
    this.queue.set(path, item);
    this.persist();
    return this.send(item);
  }

  /** Each path of the patch kept and sent on its own (a judge's taps are independent small writes). */
  async update(patch: TreeUpdate): Promise<void> {
    await Promise.all(Object.entries(patch).map(([path, value]) => this.record(path, value)));
  }

  /** Each write kept and sent with its audit entry. */
  async recordAll(changes: readonly Pick<PendingWrite, 'path' | 'value' | 'trail'>[]): Promise<void> {
    await Promise.all(changes.map((c) => this.record(c.path, c.value, c.trail)));
  }

  /** Re-sends everything still pending (after a reload). Resolves when all have settled. */
  async replay(): Promise<void> {
    await Promise.allSettled([...this.queue.values()].map((item) => this.send(item)));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): { pending: PendingWrite[]; rejected: RejectedWrite[] } {
    return this.snapshot;
  }

  dismissRejected(): void {
    this.rejectedWrites = [];
    this.changed();
  }

  private async send(item: PendingWrite): Promise<void> {
    try {
      await this.write(item.path, item.value, item.trail);
      this.settle(item);
    } catch (error) {
      const dbError = toDbError(error);
      // A refusal is final (e.g. the round closed); anything else stays queued for the next attempt.
      if (dbError.code === 'permission-denied') {
        this.settle(item);
        this.rejectedWrites = [...this.rejectedWrites, { ...item, error: dbError }];
        this.changed();
      }
      throw dbError;
    }
  }

  /** Removes the write unless a newer one for the same path replaced it meanwhile. */
  private settle(item: PendingWrite): void {
    if (this.queue.get(item.path) === item) {
      this.queue.delete(item.path);
      this.persist();
    }
  }

  private load(): PendingWrite[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingWrite) : [];
    } catch {
      return [];
    }
  }

  private persist(): void {
    try {
      this.storage.setItem(this.storageKey, JSON.stringify([...this.queue.values()]));
    } catch {
      // Storage full or unavailable: the write still goes through the SDK's own in-memory queue.
    }
    this.changed();
  }

  private changed(): void {
    this.refreshSnapshot();
    for (const listener of [...this.listeners]) listener();
  }

  private refreshSnapshot(): void {
    this.snapshot = { pending: [...this.queue.values()], rejected: this.rejectedWrites };
  }
}

function isPendingWrite(x: unknown): x is PendingWrite {
  return typeof x === 'object' && x !== null && typeof (x as PendingWrite).path === 'string' && typeof (x as PendingWrite).madeAt === 'number';
}
