import { nameCompare } from './name-compare.ts';
import type { BranchNode, Priority, TreeNode } from './node.ts';

/** Priority-index order of two priorities: none < numbers (ascending) < strings. */
export function comparePriorities(a: Priority | null, b: Priority | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : 1;
}

/** Children in the SDK's PRIORITY_INDEX order (priority, then key), the order hashes are built in. */
export function childrenByPriority(branch: BranchNode): [string, TreeNode][] {
  return byPriority([...branch.children]);
}

/** Sorts `entries` (key, child) in place into PRIORITY_INDEX order and returns them. */
export function byPriority(entries: [string, TreeNode][]): [string, TreeNode][] {
  let anyPriority = false;
  for (const [, child] of entries) if (child.priority !== null) anyPriority = true;
  if (!anyPriority) return entries.sort((a, b) => nameCompare(a[0], b[0]));
  return entries.sort((a, b) => comparePriorities(a[1].priority, b[1].priority) || nameCompare(a[0], b[0]));
}
