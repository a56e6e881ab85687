import type { QueryIndex, QuerySpec } from '../protocol/query-object.ts';
import { boundPost, comparePosts, postOf, type Post } from './index-compare.ts';
import { BranchNode, type TreeNode } from './node.ts';
import type { WindowCache } from './window-results.ts';

/** A branch's children in one index's order, to answer many queries on it with binary searches. */
export interface SortedChildren {
  readonly index: QueryIndex;
  readonly entries: readonly { post: Post; node: TreeNode }[];
  /** Results of the windows taken from this sort (tree/window-results.ts); valid as long as the sort is. */
  windows?: WindowCache;
}

/**
 * Sorted once per branch and index until the branch changes (the tree clears `sorted` along every
 * written path), so a reconnecting client's thousands of query listens cost one sort, not one each.
 */
export function sortChildren(node: TreeNode | null, index: QueryIndex): SortedChildren {
  if (node === null || node.kind === 'leaf') return { index, entries: [] };
  const key = JSON.stringify(index);
  const cached = node.sorted?.get(key);
  if (cached) return cached;
  const entries = [...node.children].map(([name, child]) => ({ post: postOf(index, name, child), node: child }));
  entries.sort((a, b) => comparePosts(index, a.post, b.post));
  const sorted = { index, entries };
  (node.sorted ??= new Map()).set(key, sorted);
  return sorted;
}

/**
 * `sorted` after one child changed (`child` null: removed): that child leaves its old place and
 * enters by bisection, O(n) moves instead of a new sort, so a write under a node with many query
 * listens keeps its sort cheap (tree-ops.ts calls this along the written path).
 */
export function withChildResorted(sorted: SortedChildren, name: string, child: TreeNode | null): SortedChildren {
  const { index } = sorted;
  // One copy, then moves within it: no callback per entry, no second array.
  const entries = sorted.entries.slice();
  for (let i = 0; i < entries.length; i++) {
    if (entries[i].post.name === name) {
      entries.splice(i, 1);
      break;
    }
  }
  if (child !== null) {
    const post = postOf(index, name, child);
    const at = firstIndex(entries.length, (i) => comparePosts(index, post, entries[i].post) < 0);
    entries.splice(at, 0, { post, node: child });
  }
  return { index, entries };
}

/** A query's bounds as positions in its index's order: fixed for the query, so a listen keeps them (fanout.ts). */
export interface QueryBounds {
  readonly start: Post;
  readonly end: Post;
}

export function queryBounds(spec: QuerySpec): QueryBounds {
  return { start: boundPost(spec.index, spec.start, 'start'), end: boundPost(spec.index, spec.end, 'end') };
}

/**
 * The slice [from, to) of `sorted` a query selects (SDK RangedFilter + LimitedFilter). The index
 * order is total (ties break on the key), so the range is one contiguous run found by bisection.
 * Runs for every query listen on every write below it: with `bounds` given it allocates only its answer.
 */
export function queryWindow(sorted: SortedChildren, spec: QuerySpec, bounds: QueryBounds = queryBounds(spec)): { from: number; to: number } {
  const { index, entries } = sorted;
  const { start, end } = bounds;
  const startInclusive = spec.start?.inclusive ?? true;
  const endInclusive = spec.end?.inclusive ?? true;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const c = comparePosts(index, start, entries[mid].post);
    if (startInclusive ? c <= 0 : c < 0) high = mid;
    else low = mid + 1;
  }
  let from = low;
  low = 0;
  high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const c = comparePosts(index, entries[mid].post, end);
    if (endInclusive ? c > 0 : c >= 0) high = mid;
    else low = mid + 1;
  }
  let to = low;
  if (to < from) to = from;
  if (spec.limit !== null && to - from > spec.limit) {
    if (spec.fromLeft) to = from + spec.limit;
    else from = to - spec.limit;
  }
  return { from, to };
}

/** The selected children as a branch without its own priority, or null when nothing matches. */
export function windowNode(sorted: SortedChildren, window: { from: number; to: number }): TreeNode | null {
  if (window.to <= window.from) return null;
  const selected = sorted.entries.slice(window.from, window.to);
  return new BranchNode(new Map(selected.map((s) => [s.post.name, s.node])), null);
}

/**
 * The children of `node` a query selects, as a branch, or null when nothing matches. The server
 * must do this for `get` and for limit windows, where only it knows which child slides in.
 */
export function evaluateQuery(node: TreeNode | null, spec: QuerySpec): TreeNode | null {
  const sorted = sortChildren(node, spec.index);
  return windowNode(sorted, queryWindow(sorted, spec));
}

/** The smallest i in [0, length) with `past(i)`, or length; `past` must be monotonic. */
function firstIndex(length: number, past: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (past(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}
