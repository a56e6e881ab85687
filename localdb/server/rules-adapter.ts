import type { QuerySpec } from '../protocol/query-object.ts';
import type { DataSource, QueryInfo } from '../rules/index.ts';
import { getNode, toPlainJson, type TreeNode } from '../tree/node.ts';
import { setNodeCopy } from '../tree/tree-ops.ts';
import type { Change } from './write-batch.ts';

/** The tree as the rules read it: plain values, no priorities. Only valid until the next write. */
export function treeSource(root: TreeNode | null): DataSource {
  return { get: (path) => toPlainJson(getNode(root, path)) };
}

/** The tree after `changes`, built (by copying only the changed branches) on the first read. */
export function afterChangesSource(root: TreeNode | null, changes: readonly Change[]): DataSource {
  let after: TreeNode | null | undefined;
  return {
    get: (path) => {
      if (after === undefined) after = changes.reduce<TreeNode | null>((r, c) => setNodeCopy(r, c.path, c.node), root);
      return toPlainJson(getNode(after, path));
    },
  };
}

/** `query.*` in read rules, from a listen's or get's query. */
export function queryInfoOf(spec: QuerySpec | null): QueryInfo | undefined {
  if (spec === null) return undefined;
  const info: QueryInfo = {};
  const index = spec.index;
  if (index.kind === 'key') info.orderByKey = true;
  else if (index.kind === 'value') info.orderByValue = true;
  else if (index.kind === 'priority') info.orderByPriority = true;
  else info.orderByChild = index.path.join('/');
  if (spec.start) info.startAt = spec.start.value;
  if (spec.end) info.endAt = spec.end.value;
  if (spec.start && spec.end && spec.start.inclusive && spec.end.inclusive && spec.start.value === spec.end.value) info.equalTo = spec.start.value;
  if (spec.limit !== null) {
    if (spec.fromLeft) info.limitToFirst = spec.limit;
    else info.limitToLast = spec.limit;
  }
  return info;
}
