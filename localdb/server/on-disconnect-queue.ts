import { isJsonObject, type JsonValue } from '../protocol/json.ts';
import { isAncestorOrSelf, type Path } from '../tree/path.ts';

/** One queued onDisconnect location; a queued update is stored as one set per key. */
export interface QueuedSet {
  path: string[];
  /** As the client sent it: server values resolve when the connection closes. */
  data: JsonValue;
}

export class OnDisconnectLimitError extends Error {
  constructor(limit: number) {
    super(`too many onDisconnect operations on one connection (limit ${limit})`);
    this.name = 'OnDisconnectLimitError';
  }
}

/** The writes a connection asked to run when it closes, in order. Bounded per connection. */
export class OnDisconnectQueue {
  private sets: QueuedSet[] = [];

  constructor(private readonly limit: number) {}

  add(sets: QueuedSet[]): void {
    if (this.sets.length + sets.length > this.limit) throw new OnDisconnectLimitError(this.limit);
    this.sets.push(...sets);
  }

  /**
   * Cancels everything at or below `path`. A set at an ancestor is split into per-child sets so
   * its other children still get written (SDK sparseSnapshotTreeForget).
   */
  cancel(path: Path): void {
    this.sets = this.sets.flatMap((set) => forget(set, path));
  }

  takeAll(): QueuedSet[] {
    const sets = this.sets;
    this.sets = [];
    return sets;
  }

  get size(): number {
    return this.sets.length;
  }
}

function forget(set: QueuedSet, path: Path): QueuedSet[] {
  if (isAncestorOrSelf(path, set.path)) return [];
  if (!isAncestorOrSelf(set.path, path)) return [set];
  const data = set.data;
  const splittable = Array.isArray(data) || (isJsonObject(data) && !('.sv' in data) && !('.value' in data));
  if (!splittable) return [set];
  const entries: [string, JsonValue][] = Array.isArray(data) ? data.map((v, i) => [String(i), v]) : Object.entries(data);
  return entries
    .filter(([key]) => !key.startsWith('.'))
    .flatMap(([key, value]) => forget({ path: [...set.path, key], data: value }, path));
}
