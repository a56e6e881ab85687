import { BranchNode, LeafNode, type TreeNode } from './node.ts';
import { PRIORITY_KEY, type Path } from './path.ts';
import { PersistentMap } from './persistent-map.ts';
import { withChildResorted, type SortedChildren } from './query.ts';

/**
 * Writes `node` (null = delete) at `path` and returns the new root; `root` and every node in it stay
 * as they were, so whoever still reads the old root (pushes of an earlier write, a rules check) sees
 * a consistent tree. Only the branches on the path are new, each made from its old children map in
 * O(log n) (tree/persistent-map.ts) and carrying its cached sorts with the one changed child
 * re-placed: a write costs its depth times the log of the widths it passes, never a copy of a wide
 * branch. Branches left empty disappear, so listeners of a parent whose last child went see null,
 * as in Firebase. A final ".priority" key sets the priority of the node above it.
 */
export function setNode(root: TreeNode | null, path: Path, node: TreeNode | null): TreeNode | null {
  return setAt(root, path, 0, node, true);
}

/** Like setNode, without carrying the cached sorts: for short-lived trees nobody queries (the rules' newData). */
export function setNodeCopy(root: TreeNode | null, path: Path, node: TreeNode | null): TreeNode | null {
  return setAt(root, path, 0, node, false);
}

/** Applies one write's changes in order and returns the new root, leaving `root` untouched (see setNode). */
export function setNodesKeepingRoot(root: TreeNode | null, changes: readonly { path: Path; node: TreeNode | null }[]): TreeNode | null {
  for (const change of changes) root = setAt(root, change.path, 0, change.node, true);
  return root;
}

function setAt(current: TreeNode | null, path: Path, depth: number, node: TreeNode | null, keepSorts: boolean): TreeNode | null {
  if (depth === path.length) return node;
  const key = path[depth];
  if (key === PRIORITY_KEY && depth === path.length - 1) return withPriority(current, node, keepSorts);
  const branch = current === null || current.kind === 'leaf' ? null : current;
  if (branch === null && node === null) return current;
  const old = branch?.children.get(key) ?? null;
  const child = setAt(old, path, depth + 1, node, keepSorts);
  if (branch !== null && child === old) return branch;
  const base = branch?.children ?? PersistentMap.empty<TreeNode>();
  const children = child === null ? base.without(key) : base.with(key, child);
  if (children.size === 0) return null;
  // A leaf that gains a child keeps its priority, as the SDK's LeafNode.updateChild does.
  const next = new BranchNode(children, current === null ? null : current.priority);
  if (keepSorts && branch?.sorted) next.sorted = resorted(branch.sorted, key, old, child);
  return next;
}

function withPriority(current: TreeNode | null, priorityNode: TreeNode | null, keepSorts: boolean): TreeNode | null {
  const priority = priorityNode !== null && priorityNode.kind === 'leaf' && typeof priorityNode.value !== 'boolean' ? priorityNode.value : null;
  // Empty nodes cannot hold a priority (ChildrenNode.updatePriority on EMPTY_NODE).
  if (current === null) return null;
  if (current.kind === 'leaf') return new LeafNode(current.value, priority);
  const next = new BranchNode(current.children, priority);
  // Its children are the same, and so is their order under every index.
  if (keepSorts && current.sorted) next.sorted = new Map(current.sorted);
  return next;
}

/** A branch's cached sorts (tree/query.ts) with the one child a write changed re-placed; a sort that cannot be is dropped (made again on use). */
function resorted(sorted: ReadonlyMap<string, SortedChildren>, key: string, old: TreeNode | null, child: TreeNode | null): Map<string, SortedChildren> | null {
  const out = new Map<string, SortedChildren>();
  for (const [index, entries] of sorted) {
    const next = withChildResorted(entries, key, old, child);
    if (next !== null) out.set(index, next);
  }
  return out.size === 0 ? null : out;
}
