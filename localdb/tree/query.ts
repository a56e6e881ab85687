import type { QuerySpec } from '../protocol/query-object.ts';
import { boundPost, comparePosts, postOf, type Post } from './index-compare.ts';
import { BranchNode, type TreeNode } from './node.ts';

/**
 * The children of `node` a query selects (SDK RangedFilter + LimitedFilter), as a branch without
 * its own priority, or null when nothing matches. The server must do this for `get` and for
 * limit windows, where only it knows which child slides in.
 */
export function evaluateQuery(node: TreeNode | null, spec: QuerySpec): TreeNode | null {
  if (node === null || node.kind === 'leaf') return null;
  const start = boundPost(spec.index, spec.start, 'start');
  const end = boundPost(spec.index, spec.end, 'end');
  const startInclusive = spec.start?.inclusive ?? true;
  const endInclusive = spec.end?.inclusive ?? true;
  const inRange: { post: Post; node: TreeNode }[] = [];
  for (const [name, child] of node.children) {
    const post = postOf(spec.index, name, child);
    const fromStart = comparePosts(spec.index, start, post);
    const toEnd = comparePosts(spec.index, post, end);
    if ((startInclusive ? fromStart <= 0 : fromStart < 0) && (endInclusive ? toEnd <= 0 : toEnd < 0)) {
      inRange.push({ post, node: child });
    }
  }
  let selected = inRange;
  if (spec.limit !== null && inRange.length > spec.limit) {
    inRange.sort((a, b) => comparePosts(spec.index, a.post, b.post));
    selected = spec.fromLeft ? inRange.slice(0, spec.limit) : inRange.slice(inRange.length - spec.limit);
  }
  if (selected.length === 0) return null;
  return new BranchNode(new Map(selected.map((s) => [s.post.name, s.node])), null);
}
