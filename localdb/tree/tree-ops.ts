import { BranchNode, LeafNode, type TreeNode } from './node.ts';
import { PRIORITY_KEY, type Path } from './path.ts';
import { withChildResorted, type SortedChildren } from './query.ts';

/**
 * Writes `node` (null = delete) at `path` and returns the new root. Branches along the path are
 * changed in place and their cached hashes cleared; branches left empty disappear, so listeners
 * of a parent whose last child went see null, as in Firebase. A final ".priority" key sets the
 * priority of the node above it.
 */
export function setNode(root: TreeNode | null, path: Path, node: TreeNode | null): TreeNode | null {
  return setAt(root, path, 0, node, false);
}

/** Like setNode but copies every branch it changes, leaving `root` untouched (for the rules' newData). */
export function setNodeCopy(root: TreeNode | null, path: Path, node: TreeNode | null): TreeNode | null {
  return setAt(root, path, 0, node, true);
}

function setAt(current: TreeNode | null, path: Path, depth: number, node: TreeNode | null, copy: boolean): TreeNode | null {
  if (depth === path.length) return node;
  const key = path[depth];
  if (key === PRIORITY_KEY && depth === path.length - 1) return withPriority(current, node, copy);
  if (current === null || current.kind === 'leaf') {
    if (node === null) return current;
    // A leaf that gains a child keeps its priority, as the SDK's LeafNode.updateChild does.
    current = new BranchNode(new Map(), current === null ? null : current.priority);
  } else if (copy) {
    current = new BranchNode(new Map(current.children), current.priority);
  }
  const child = setAt(current.children.get(key) ?? null, path, depth + 1, node, copy);
  if (child === null) current.children.delete(key);
  else current.children.set(key, child);
  current.hash = null;
  if (current.sorted) resortChild(current.sorted, key, child);
  return current.children.size === 0 ? null : current;
}

function withPriority(current: TreeNode | null, priorityNode: TreeNode | null, copy: boolean): TreeNode | null {
  const priority = priorityNode !== null && priorityNode.kind === 'leaf' && typeof priorityNode.value !== 'boolean' ? priorityNode.value : null;
  // Empty nodes cannot hold a priority (ChildrenNode.updatePriority on EMPTY_NODE).
  if (current === null) return null;
  if (current.kind === 'leaf') return new LeafNode(current.value, priority);
  const target = copy ? new BranchNode(new Map(current.children), current.priority) : current;
  target.priority = priority;
  target.hash = null;
  target.sorted = null;
  return target;
}

/** Keeps a branch's cached sorts (tree/query.ts) in step with the one child a write changed. */
function resortChild(sorted: Map<string, SortedChildren>, key: string, child: TreeNode | null): void {
  for (const [index, entries] of sorted) sorted.set(index, withChildResorted(entries, key, child));
}
