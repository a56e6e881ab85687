import fc from 'fast-check';
import createTree, { type Tree } from 'functional-red-black-tree';
import { describe, expect, it } from 'vitest';
import { treeOfSorted } from './sorted-tree.ts';

const byNumber = (a: number, b: number) => a - b;

interface RawNode {
  _color: number;
  _count: number;
  left: RawNode | null;
  right: RawNode | null;
}

/** The black height of `node`, after checking the red-black rules and the subtree counts below it. */
function blackHeight(node: RawNode | null, parentRed: boolean): number {
  if (node === null) return 1;
  const red = node._color === 0;
  expect(red && parentRed, 'a red node under a red node').toBe(false);
  expect(node._count).toBe(1 + (node.left?._count ?? 0) + (node.right?._count ?? 0));
  const left = blackHeight(node.left, red);
  expect(blackHeight(node.right, red), 'paths with different numbers of black nodes').toBe(left);
  return left + (red ? 0 : 1);
}

function expectValid(tree: Tree<number, string>): void {
  const root = tree.root as unknown as RawNode | null;
  if (root) expect(root._color, 'a red root').toBe(1);
  blackHeight(root, false);
}

const sizedEntries = (n: number): [number, string][] => Array.from({ length: n }, (_, i) => [i * 2, `v${i}`]);

describe('treeOfSorted', () => {
  it('builds a valid red-black tree of every size up to 600, holding the entries in order', () => {
    for (let n = 0; n <= 600; n++) {
      const tree = treeOfSorted(byNumber, sizedEntries(n));
      expectValid(tree);
      expect(tree.length).toBe(n);
      expect(tree.keys).toEqual(sizedEntries(n).map(([key]) => key));
    }
  });

  it('answers every search as a tree built by insertion does, and stays valid through later inserts and removals', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 120 }), fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 400 })), { maxLength: 60 }), (keys, changes) => {
        const sorted = [...keys].sort(byNumber).map((key): [number, string] => [key, `v${key}`]);
        let built = treeOfSorted(byNumber, sorted);
        let inserted = createTree<number, string>(byNumber);
        for (const [key, value] of sorted) inserted = inserted.insert(key, value);
        for (let probe = -1; probe <= 401; probe += 7) {
          expect(built.ge(probe).index).toBe(inserted.ge(probe).index);
          expect(built.gt(probe).key).toBe(inserted.gt(probe).key);
          expect(built.get(probe)).toBe(inserted.get(probe));
        }
        for (const [add, key] of changes) {
          const at = built.find(key);
          if (add && !at.valid) built = built.insert(key, `n${key}`);
          if (!add && at.valid) built = at.remove();
          expectValid(built);
        }
        const model = new Map(sorted);
        for (const [add, key] of changes) {
          if (add && !model.has(key)) model.set(key, `n${key}`);
          if (!add) model.delete(key);
        }
        expect(built.keys).toEqual([...model.keys()].sort(byNumber));
        expect(built.values).toEqual([...model.keys()].sort(byNumber).map((key) => model.get(key)));
      }),
      { seed: 34, numRuns: 300 },
    );
  });
});
