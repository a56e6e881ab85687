import { MAX_NAME, MIN_NAME, type IndexValue, type QueryBound, type QueryIndex } from '../protocol/query-object.ts';
import { nameCompare } from './name-compare.ts';
import { getNode, type TreeNode } from './node.ts';

// Ordering of children under a query index, mirroring the SDK's Index classes (KeyIndex,
// PriorityIndex, ValueIndex, PathIndex) and node compareTo: absent < leaves < branches < MAX;
// leaves by type (boolean < number < string), then value; ties by key (nameCompare).

/** What an index sees of one child: the sort value plus the key, as an SDK NamedNode. */
export interface Post {
  name: string;
  value: Sortable;
}

export type Sortable = { rank: 0 } | { rank: 1; value: IndexValue & {} } | { rank: 2 } | { rank: 3 };

const ABSENT: Sortable = { rank: 0 };
const BRANCH: Sortable = { rank: 2 };
const MAX: Sortable = { rank: 3 };
const TYPE_ORDER = ['boolean', 'number', 'string'];

function sortableOf(node: TreeNode | null): Sortable {
  if (node === null) return ABSENT;
  return node.kind === 'leaf' ? { rank: 1, value: node.value } : BRANCH;
}

function sortableOfValue(value: IndexValue): Sortable {
  return value === null ? ABSENT : { rank: 1, value };
}

export function compareSortables(a: Sortable, b: Sortable): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank !== 1 || b.rank !== 1) return 0;
  const ta = TYPE_ORDER.indexOf(typeof a.value);
  const tb = TYPE_ORDER.indexOf(typeof b.value);
  if (ta !== tb) return ta - tb;
  if (a.value === b.value) return 0;
  return a.value < b.value ? -1 : 1;
}

export function postOf(index: QueryIndex, name: string, node: TreeNode): Post {
  switch (index.kind) {
    case 'key':
      return { name, value: ABSENT };
    case 'priority':
      return { name, value: node.priority === null ? ABSENT : { rank: 1, value: node.priority } };
    case 'value':
      return { name, value: sortableOf(node) };
    case 'child':
      return { name, value: sortableOf(getNode(node, index.path)) };
  }
}

export function comparePosts(index: QueryIndex, a: Post, b: Post): number {
  if (index.kind === 'key') return nameCompare(a.name, b.name);
  return compareSortables(a.value, b.value) || nameCompare(a.name, b.name);
}

/** The SDK's makePost / minPost / maxPost for a query bound. */
export function boundPost(index: QueryIndex, bound: QueryBound | null, side: 'start' | 'end'): Post {
  if (bound === null) return side === 'start' ? { name: MIN_NAME, value: ABSENT } : { name: MAX_NAME, value: index.kind === 'key' ? ABSENT : MAX };
  const defaultName = side === 'start' ? MIN_NAME : MAX_NAME;
  if (index.kind === 'key') return { name: String(bound.value), value: ABSENT };
  return { name: bound.name ?? defaultName, value: sortableOfValue(bound.value) };
}
