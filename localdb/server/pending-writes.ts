import type { DataSource } from '../rules/index.ts';
import { getNode, toPlainJson, type TreeNode } from '../tree/node.ts';
import { isAncestorOrSelf, PRIORITY_KEY, type Path } from '../tree/path.ts';
import { setNodeCopy } from '../tree/tree-ops.ts';
import type { Change } from './write-batch.ts';

/** Reads the node at a path of some version of the tree. */
export type NodeLookup = (path: Path) => TreeNode | null;

/**
 * A write accepted but not yet durable. Until its log record is on disk the tree does not hold
 * it; later writes are still checked (rules, transaction hashes, server values) as if it had
 * happened, through `lookupAfter`.
 */
export interface PendingWrite {
  readonly changes: readonly Change[];
}

export function committedLookup(root: TreeNode | null): NodeLookup {
  return (path) => getNode(root, path);
}

/** The node at a path once `changes` (in order) are applied over `base`; `base` is not touched. */
export function lookupAfter(base: NodeLookup, changes: readonly Change[]): NodeLookup {
  if (changes.length === 0) return base;
  return (path) => changes.reduce((node, change) => applyAt(node, path, change), base(path));
}

/** Pending writes in order, as one list of changes. */
export function changesOf(pending: readonly PendingWrite[]): Change[] {
  return pending.length === 1 ? [...pending[0].changes] : pending.flatMap((p) => p.changes);
}

/** The rules' view of a tree version: plain values, no priorities. Valid until the next write. */
export function sourceOf(lookup: NodeLookup): DataSource {
  return { get: (path) => toPlainJson(lookup(path)) };
}

function applyAt(node: TreeNode | null, path: Path, change: Change): TreeNode | null {
  const target = change.path;
  const isPriority = target[target.length - 1] === PRIORITY_KEY;
  if (!isPriority && isAncestorOrSelf(target, path)) return getNode(change.node, path.slice(target.length));
  const owner = isPriority ? target.slice(0, -1) : target;
  // The change is below `path` (or sets its priority): copy the branches it goes through.
  if (isAncestorOrSelf(path, owner)) return setNodeCopy(node, target.slice(path.length), change.node);
  return node;
}
