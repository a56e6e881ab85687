import createTree, { type Tree } from 'functional-red-black-tree';
import type { QueryIndex, QuerySpec } from '../protocol/query-object.ts';
import { boundPost, comparePosts, postOf, type Post } from './index-compare.ts';
import { BranchNode, type TreeNode } from './node.ts';
import { PersistentMap } from './persistent-map.ts';
import { treeOfSorted } from './sorted-tree.ts';
import type { WindowCache } from './window-results.ts';

/**
 * A branch's children in one index's order, to answer many queries on it by position. A persistent
 * balanced tree with subtree counts: a write re-places one child in O(log n) and the sort before it
 * stays whole for whoever still reads it, and a query's bounds become positions in O(log n).
 */
export interface SortedChildren {
  readonly index: QueryIndex;
  readonly entries: Tree<Post, TreeNode>;
  /** Results of the windows taken from this sort (tree/window-results.ts); valid as long as the sort is. */
  windows?: WindowCache;
}

/**
 * Sorted once per branch and index and then carried to the branch's new versions (tree-ops.ts), so a
 * reconnecting client's thousands of query listens cost one sort, not one each.
 */
export function sortChildren(node: TreeNode | null, index: QueryIndex): SortedChildren {
  if (node === null || node.kind === 'leaf') return { index, entries: emptySort(index) };
  const key = JSON.stringify(index);
  const cached = node.sorted?.get(key);
  if (cached) return cached;
  const posts: [Post, TreeNode][] = [];
  node.children.forEach((child, name) => posts.push([postOf(index, name, child), child]));
  const compare = (a: Post, b: Post) => comparePosts(index, a, b);
  // The order is total (ties break on the key), so no post is there twice.
  posts.sort((a, b) => compare(a[0], b[0]));
  const sorted = { index, entries: treeOfSorted(compare, posts) };
  (node.sorted ??= new Map()).set(key, sorted);
  return sorted;
}

function emptySort(index: QueryIndex): Tree<Post, TreeNode> {
  return createTree<Post, TreeNode>((a, b) => comparePosts(index, a, b));
}

/**
 * `sorted` after child `name` changed from `old` to `child` (null: absent): the old entry leaves and
 * the new one enters, O(log n) each, sharing the rest with `sorted`. Null when the old entry is not
 * where `old` says (the sort was not of that branch): the caller drops it and sorts again on use.
 */
export function withChildResorted(sorted: SortedChildren, name: string, old: TreeNode | null, child: TreeNode | null): SortedChildren | null {
  const { index } = sorted;
  let entries = sorted.entries;
  if (old !== null) {
    const at = entries.find(postOf(index, name, old));
    if (!at.valid || at.value !== old) return null;
    entries = at.remove();
  }
  if (child !== null) entries = entries.insert(postOf(index, name, child), child);
  return { index, entries };
}

/** The position in `sorted` of child `name` holding `child`, or -1 when it is not there. */
export function positionOf(sorted: SortedChildren, name: string, child: TreeNode): number {
  const at = sorted.entries.find(postOf(sorted.index, name, child));
  return at.valid && at.value === child ? at.index : -1;
}

/** A query's bounds as positions in its index's order: fixed for the query, so a listen keeps them (fanout.ts). */
export interface QueryBounds {
  readonly start: Post;
  readonly end: Post;
}

export function queryBounds(spec: QuerySpec): QueryBounds {
  return { start: boundPost(spec.index, spec.start, 'start'), end: boundPost(spec.index, spec.end, 'end') };
}

/** True when a child at `post` lies between the query's bounds (it may still fall outside a limit). */
export function withinBounds(spec: QuerySpec, bounds: QueryBounds, post: Post): boolean {
  const afterStart = comparePosts(spec.index, bounds.start, post);
  if ((spec.start?.inclusive ?? true) ? afterStart > 0 : afterStart >= 0) return false;
  const beforeEnd = comparePosts(spec.index, post, bounds.end);
  return (spec.end?.inclusive ?? true) ? beforeEnd <= 0 : beforeEnd < 0;
}

/**
 * The slice [from, to) of `sorted` a query selects (SDK RangedFilter + LimitedFilter). The index
 * order is total (ties break on the key), so the range is one contiguous run found by bisection.
 * Runs for every query listen on every write below it: two O(log n) searches.
 */
export function queryWindow(sorted: SortedChildren, spec: QuerySpec, bounds: QueryBounds = queryBounds(spec)): { from: number; to: number } {
  const { entries } = sorted;
  const startInclusive = spec.start?.inclusive ?? true;
  const endInclusive = spec.end?.inclusive ?? true;
  // An iterator past the end has index = length.
  let from = (startInclusive ? entries.ge(bounds.start) : entries.gt(bounds.start)).index;
  let to = (endInclusive ? entries.gt(bounds.end) : entries.ge(bounds.end)).index;
  if (to < from) to = from;
  if (spec.limit !== null && to - from > spec.limit) {
    if (spec.fromLeft) to = from + spec.limit;
    else from = to - spec.limit;
  }
  return { from, to };
}

/** The selected children (key, child) in index order. */
export function windowEntries(sorted: SortedChildren, window: { from: number; to: number }): [string, TreeNode][] {
  const out: [string, TreeNode][] = [];
  if (window.to <= window.from) return out;
  const at = sorted.entries.at(window.from);
  for (let i = window.from; i < window.to && at.valid; i++, at.next()) out.push([at.key!.name, at.value!]);
  return out;
}

/** The selected children as a branch without its own priority, or null when nothing matches. */
export function windowNode(sorted: SortedChildren, window: { from: number; to: number }): TreeNode | null {
  const entries = windowEntries(sorted, window);
  return entries.length === 0 ? null : new BranchNode(PersistentMap.of(entries), null);
}

/**
 * The children of `node` a query selects, as a branch, or null when nothing matches. The server
 * must do this for `get` and for limit windows, where only it knows which child slides in.
 */
export function evaluateQuery(node: TreeNode | null, spec: QuerySpec): TreeNode | null {
  const sorted = sortChildren(node, spec.index);
  return windowNode(sorted, queryWindow(sorted, spec));
}
