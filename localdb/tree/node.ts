import type { JsonValue } from '../protocol/json.ts';
import type { PersistentMap } from './persistent-map.ts';
import type { SortedChildren } from './query.ts';

// The stored tree. Leaves hold a primitive; branches hold at least one child. Either may carry a
// priority. Absent data is `null`, never an empty branch. Nodes are never changed once built: a
// write (tree-ops.ts) makes new branches along its path and shares everything else, so any reader
// holding an older root keeps a consistent tree. Only the caches (`hash`, `sorted`) are filled in later.

export type Primitive = string | number | boolean;
export type Priority = string | number;

export class LeafNode {
  readonly kind = 'leaf' as const;
  hash: string | null = null;
  constructor(
    readonly value: Primitive,
    readonly priority: Priority | null,
  ) {}
}

export class BranchNode {
  readonly kind = 'branch' as const;
  hash: string | null = null;
  /**
   * The children sorted by each index a query asked for (key: the index), so many query listens on
   * one node share one sort (tree/query.ts). A write's new version of this branch gets them with the
   * one changed child re-placed (tree-ops.ts).
   */
  sorted: Map<string, SortedChildren> | null = null;
  constructor(
    readonly children: PersistentMap<TreeNode>,
    readonly priority: Priority | null,
  ) {}
}

export type TreeNode = LeafNode | BranchNode;

/** Export format, as pushed to clients and hashed: priorities as `.priority`, prioritised leaves as `.value`. */
export function toExportJson(node: TreeNode | null): JsonValue {
  if (node === null) return null;
  if (node.kind === 'leaf') return node.priority === null ? node.value : { '.value': node.value, '.priority': node.priority };
  const out = emptyJsonObject();
  node.children.forEach((child, key) => (out[key] = toExportJson(child)));
  if (node.priority !== null) out['.priority'] = node.priority;
  return out;
}

/** Values only, as `snapshot.val()` shows them and the rules see them. */
export function toPlainJson(node: TreeNode | null): JsonValue {
  if (node === null) return null;
  if (node.kind === 'leaf') return node.value;
  const out = emptyJsonObject();
  node.children.forEach((child, key) => (out[key] = toPlainJson(child)));
  return out;
}

/**
 * An object with no prototype, so every key (`__proto__`, `constructor`, …) is an ordinary own
 * property: on a plain `{}`, `out['__proto__'] = v` would replace the prototype and drop the child.
 */
export function emptyJsonObject(): { [key: string]: JsonValue } {
  return Object.create(null) as { [key: string]: JsonValue };
}

export function getNode(root: TreeNode | null, path: readonly string[]): TreeNode | null {
  let node = root;
  for (const key of path) {
    if (node === null || node.kind === 'leaf') return null;
    node = node.children.get(key) ?? null;
  }
  return node;
}
