import { hashNode } from './hash.ts';
import { toExportJson, type TreeNode } from './node.ts';
import { windowNode, type SortedChildren } from './query.ts';

/** One query window's result: its data, hash and children, shared by every listen that selects it. */
export interface WindowResult {
  readonly node: TreeNode | null;
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
  constructor(
    readonly node: TreeNode | null,
    readonly hash: string,
    readonly keys: ReadonlySet<string>,
  ) {}

  json(): string {
    return (this.text ??= JSON.stringify(toExportJson(this.node)));
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
  const node = windowNode(sorted, window);
  const result = new CachedWindow(node, hashNode(node), keysOf(node));
  const size = Math.max(0, window.to - window.from);
  if (cache.children + size <= Math.max(CACHED_CHILDREN_FLOOR, 8 * sorted.entries.length)) {
    cache.children += size;
    if (byEnd) byEnd.set(window.to, result);
    else cache.byStart.set(window.from, new Map([[window.to, result]]));
  }
  return result;
}

function keysOf(node: TreeNode | null): ReadonlySet<string> {
  return new Set(node === null || node.kind === 'leaf' ? [] : node.children.keys());
}
