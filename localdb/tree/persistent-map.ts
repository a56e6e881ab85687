import createTree, { type Tree } from 'functional-red-black-tree';
import { treeOfSorted } from './sorted-tree.ts';

/** Plain code-unit order: a total order on keys, cheaper than the SDK's nameCompare (no number parsing). */
function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `entries` in key order with each key once (its last value); in place when they already are. */
function inKeyOrder<V>(entries: (readonly [string, V])[]): (readonly [string, V])[] {
  if (entries.every((entry, i) => i === 0 || compareKeys(entries[i - 1][0], entry[0]) < 0)) return entries;
  // A stable sort keeps a repeated key's values in their given order, so the last one wins.
  entries.sort((a, b) => compareKeys(a[0], b[0]));
  const unique: (readonly [string, V])[] = [];
  for (const entry of entries) {
    if (unique.length > 0 && unique[unique.length - 1][0] === entry[0]) unique[unique.length - 1] = entry;
    else unique.push(entry);
  }
  return unique;
}

/**
 * A branch's children: a map from key to value that is never changed, only replaced. `with` and
 * `without` return a new map sharing all but O(log n) of its nodes with the old one (a persistent
 * balanced tree), so a write under a node with 2,000 children costs a path, not a copy of the
 * 2,000, and every reader still holding the old map (pushes of an earlier write, the rules' old
 * data) keeps seeing it unchanged. Iterates in key order (code units). Values are never undefined.
 */
export class PersistentMap<V> implements Iterable<[string, V]> {
  private constructor(private readonly tree: Tree<string, V>) {}

  static empty<V>(): PersistentMap<V> {
    return new PersistentMap(createTree<string, V>(compareKeys));
  }

  /** A map of `entries`; a key given twice keeps its last value, as `new Map(entries)` does. */
  static of<V>(entries: Iterable<readonly [string, V]>): PersistentMap<V> {
    return new PersistentMap(treeOfSorted(compareKeys, inKeyOrder([...entries])));
  }

  get size(): number {
    return this.tree.length;
  }

  get(key: string): V | undefined {
    // The typings say `V | void`; a missing key gives undefined.
    return this.tree.get(key) as V | undefined;
  }

  has(key: string): boolean {
    return this.tree.get(key) !== undefined;
  }

  /** This map with `key` set to `value`. */
  with(key: string, value: V): PersistentMap<V> {
    const existing = this.tree.get(key);
    if (existing === undefined) return new PersistentMap(this.tree.insert(key, value));
    if (existing === value) return this;
    // The tree is a multimap: an existing key is updated (on a copied path), not inserted again.
    return new PersistentMap(this.tree.find(key).update(value));
  }

  /** This map without `key` (itself when the key is absent). */
  without(key: string): PersistentMap<V> {
    const at = this.tree.find(key);
    return at.valid ? new PersistentMap(at.remove()) : this;
  }

  /** Calls `visit` on every entry in key order (faster than iterating). */
  forEach(visit: (value: V, key: string) => void): void {
    this.tree.forEach((key, value) => {
      visit(value, key);
    });
  }

  keys(): IterableIterator<string> {
    return this.tree.keys[Symbol.iterator]();
  }

  values(): IterableIterator<V> {
    return this.tree.values[Symbol.iterator]();
  }

  /** The entries in key order, collected first: a whole-map walk is faster than the tree's step-by-step iterator. */
  [Symbol.iterator](): Iterator<[string, V]> {
    const entries: [string, V][] = [];
    this.tree.forEach((key, value) => {
      entries.push([key, value]);
    });
    return entries[Symbol.iterator]();
  }
}
