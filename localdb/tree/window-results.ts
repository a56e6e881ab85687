import { hashOfChildren } from './hash.ts';
import { emptyJsonObject, toExportJson, type TreeNode } from './node.ts';
import { windowEntries, type SortedChildren } from './query.ts';

/** One query window's result: its hash and children, and its data as pushed, shared by every listen that selects it. */
export interface WindowResult {
  readonly hash: string;
  readonly keys: ReadonlySet<string>;
  /** The result as pushed (export JSON), made once on first use: most listens only compare the hash. */
  json(): string;
}

/** The windows already taken from one sort, by start then end, and how many children they hold. */
export interface WindowCache {
  readonly byStart: Map<number, Map<number, WindowResult>>;
  children: number;
}

/** At most this many children (besides 8 times the sort's own) are kept in one sort's cached windows. */
const CACHED_CHILDREN_FLOOR = 100_000;

class CachedWindow implements WindowResult {
  private text: string | null = null;
  readonly hash: string;
  readonly keys: ReadonlySet<string>;

  /** `entries`: the window's children in index order (the order does not matter to the result). */
  constructor(private readonly entries: [string, TreeNode][]) {
    this.keys = new Set(entries.map(([name]) => name));
    // A copy: hashing sorts it.
    this.hash = hashOfChildren(entries.slice());
  }

  json(): string {
    if (this.text !== null) return this.text;
    if (this.entries.length === 0) return (this.text = 'null');
    const out = emptyJsonObject();
    for (const [name, child] of this.entries) out[name] = toExportJson(child);
    return (this.text = JSON.stringify(out));
  }
}

/**
 * The result of `window` of `sorted`, computed once per sort (that is, per version of the node and
 * index: a write makes a new sort) however many listens, of however many connections, select it.
 * A room of devices on the same query, or a reconnecting client's 3,000 listens, then cost one
 * result (node, hash, JSON) per distinct window, not one per listen, and make far less garbage.
 * Bounded, so arbitrary windows cannot grow it without limit; past the bound results are not kept.
 */
export function windowResult(sorted: SortedChildren, window: { from: number; to: number }): WindowResult {
  const cache = (sorted.windows ??= { byStart: new Map(), children: 0 });
  const byEnd = cache.byStart.get(window.from);
  const cached = byEnd?.get(window.to);
  if (cached) return cached;
  const result = new CachedWindow(windowEntries(sorted, window));
  const size = Math.max(0, window.to - window.from);
  if (cache.children + size <= Math.max(CACHED_CHILDREN_FLOOR, 8 * sorted.entries.length)) {
    cache.children += size;
    if (byEnd) byEnd.set(window.to, result);
    else cache.byStart.set(window.from, new Map([[window.to, result]]));
  }
  return result;
}
