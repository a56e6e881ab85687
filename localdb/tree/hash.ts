import { doubleToIEEE754String } from './ieee754.ts';
import type { Priority, TreeNode } from './node.ts';
import { childrenByPriority } from './priority-order.ts';
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
  for (const [key, child] of childrenByPriority(node)) {
    const childHash = hashNode(child);
    if (childHash !== '') text += ':' + key + ':' + childHash;
  }
  node.hash = text === '' ? '' : sha1Base64(text);
  return node.hash;
}
