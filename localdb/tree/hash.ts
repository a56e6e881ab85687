import { doubleToIEEE754String } from './ieee754.ts';
import type { Priority, TreeNode } from './node.ts';
import { byPriority, childrenByPriority } from './priority-order.ts';
import { sha1Base64 } from './sha1-base64.ts';

// The SDK's node hash (LeafNode.hash, ChildrenNode.hash). A transaction's `h` is compared with it.

function priorityText(priority: Priority): string {
  return typeof priority === 'number' ? 'number:' + doubleToIEEE754String(priority) : 'string:' + priority;
}

export function hashNode(node: TreeNode | null): string {
  if (node === null) return '';
  if (node.hash !== null) return node.hash;
  let text = node.priority === null ? '' : 'priority:' + priorityText(node.priority) + ':';
  if (node.kind === 'leaf') {
    const type = typeof node.value;
    text += type + ':' + (typeof node.value === 'number' ? doubleToIEEE754String(node.value) : String(node.value));
    node.hash = sha1Base64(text);
    return node.hash;
  }
  node.hash = childrenHash(text, childrenByPriority(node));
  return node.hash;
}

/** The hash of a branch without priority holding `entries` (key, child; any order, sorted here), without building it. */
export function hashOfChildren(entries: [string, TreeNode][]): string {
  return childrenHash('', byPriority(entries));
}

function childrenHash(text: string, ordered: readonly [string, TreeNode][]): string {
  for (const [key, child] of ordered) {
    const childHash = hashNode(child);
    if (childHash !== '') text += ':' + key + ':' + childHash;
  }
  return text === '' ? '' : sha1Base64(text);
}
