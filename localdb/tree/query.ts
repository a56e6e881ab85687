import type { QueryIndex, QuerySpec } from '../protocol/query-object.ts';
import { boundPost, comparePosts, postOf, type Post } from './index-compare.ts';
import { BranchNode, type TreeNode } from './node.ts';

/** A branch's children in one index's order, to answer many queries on it with binary searches. */
export interface SortedChildren {
  readonly index: QueryIndex;
  readonly entries: readonly { post: Post; node: TreeNode }[];
}

export function sortChildren(node: TreeNode | null, index: QueryIndex): SortedChildren {
  if (node === null || node.kind === 'leaf') return { index, entries: [] };
  const entries = [...node.children].map(([name, child]) => ({ post: postOf(index, name, child), node: child }));
  entries.sort((a, b) => comparePosts(index, a.post, b.post));
  return { index, entries };
}

/**
 * The slice [from, to) of `sorted` a query selects (SDK RangedFilter + LimitedFilter). The index
 * order is total (ties break on the key), so the range is one contiguous run found by bisection.
 */
export function queryWindow(sorted: SortedChildren, spec: QuerySpec): { from: number; to: number } {
  const { index, entries } = sorted;
  const start = boundPost(index, spec.start, 'start');
  const end = boundPost(index, spec.end, 'end');
  const startInclusive = spec.start?.inclusive ?? true;
  const endInclusive = spec.end?.inclusive ?? true;
  let from = firstIndex(entries.length, (i) => {
    const c = comparePosts(index, start, entries[i].post);
    return startInclusive ? c <= 0 : c < 0;
  });
  let to = firstIndex(entries.length, (i) => {
    const c = comparePosts(index, entries[i].post, end);
    return endInclusive ? c > 0 : c >= 0;
  });
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
