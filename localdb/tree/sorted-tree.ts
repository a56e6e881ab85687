import createTree, { type Tree } from 'functional-red-black-tree';

// functional-red-black-tree builds only by insertion: n inserts copy n paths of log n nodes. For
// the 2,000 children of one branch that took 13–30 ms in one turn (the request of a client's first
// query on an index, and a write that sets the whole branch), stalling every other client. Built
// from entries already in order, the same tree takes one node per entry.
//
// The package exports only its factory, so the two constructors are taken from a probe tree.
// Its node layout (color 0 red / 1 black, subtree count) is checked once; if a release ever
// changed it, building falls back to insertion rather than making a broken tree.

type Compare<K> = (a: K, b: K) => number;
type NodeConstructor = new (color: number, key: unknown, value: unknown, left: unknown, right: unknown, count: number) => object;
type TreeConstructor = new (compare: Compare<unknown>, root: object | null) => Tree<unknown, unknown>;

const RED = 0;
const BLACK = 1;

function constructorsOf(): { node: NodeConstructor; tree: TreeConstructor } | null {
  const probe = createTree<number, number>((a, b) => a - b).insert(1, 2);
  const root = probe.root as unknown as Record<string, unknown>;
  const layout = root._color === BLACK && root._count === 1 && root.key === 1 && root.value === 2 && root.left === null && root.right === null;
  return layout ? { node: root.constructor as NodeConstructor, tree: probe.constructor as TreeConstructor } : null;
}

const constructors = constructorsOf();

/**
 * A tree holding `entries`, which are in `compare`'s order with no key twice, in O(n). Each node
 * splits its range at the middle, so every level but the deepest is full; the deepest level's
 * nodes are red when it is not full, which keeps the black height equal on every path.
 */
export function treeOfSorted<K, V>(compare: Compare<K>, entries: readonly (readonly [K, V])[]): Tree<K, V> {
  if (constructors === null) {
    let tree = createTree<K, V>(compare);
    for (const [key, value] of entries) tree = tree.insert(key, value);
    return tree;
  }
  const { node: Node, tree: RedBlackTree } = constructors;
  const levels = Math.ceil(Math.log2(entries.length + 1));
  const full = 2 ** levels - 1 === entries.length;
  const redDepth = full ? -1 : levels - 1;
  const build = (lo: number, hi: number, depth: number): object | null => {
    if (lo > hi) return null;
    const mid = (lo + hi) >>> 1;
    const left = build(lo, mid - 1, depth + 1);
    const right = build(mid + 1, hi, depth + 1);
    const [key, value] = entries[mid];
    return new Node(depth === redDepth ? RED : BLACK, key, value, left, right, hi - lo + 1);
  };
  return new RedBlackTree(compare as Compare<unknown>, build(0, entries.length - 1, 0)) as unknown as Tree<K, V>;
}
