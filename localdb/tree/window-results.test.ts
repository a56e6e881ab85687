import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../protocol/json.ts';
import type { QueryIndex } from '../protocol/query-object.ts';
import { fromJson } from './from-json.ts';
import { hashNode } from './hash.ts';
import { getNode, toExportJson } from './node.ts';
import { sortChildren, windowNode } from './query.ts';
import { setNodesKeepingRoot } from './tree-ops.ts';
import { windowResult } from './window-results.ts';

// A query window's result is kept on the sort it was taken from and shared by every listen selecting
// it. A write makes a new sort, so a kept result must always equal a fresh computation, and the
// results taken from an older root must still describe that root (its pushes may be computing).

const KEYS = ['a', 'b', 'c', '1', '10', '2', 'z'];
const INDEXES: QueryIndex[] = [{ kind: 'key' }, { kind: 'child', path: ['s'] }];
const leaf = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', ''), fc.boolean());
const value = fc.oneof(leaf, fc.record({ s: leaf }), fc.constant(null));
const write = fc.record({ key: fc.constantFrom(...KEYS), inside: fc.boolean(), value });
const window = fc.tuple(fc.nat(7), fc.nat(7)).map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));

function fresh(root: ReturnType<typeof getNode>, index: QueryIndex, w: { from: number; to: number }) {
  const copy = fromJson(JSON.parse(JSON.stringify(toExportJson(getNode(root, ['list'])))) as JsonValue);
  const sorted = sortChildren(copy, index);
  const bounded = { from: Math.min(w.from, sorted.entries.length), to: Math.min(w.to, sorted.entries.length) };
  const node = windowNode(sorted, bounded);
  return { hash: hashNode(node), json: JSON.parse(JSON.stringify(toExportJson(node))) as JsonValue, keys: [...(node?.kind === 'branch' ? node.children.keys() : [])].sort() };
}

function kept(root: ReturnType<typeof getNode>, index: QueryIndex, w: { from: number; to: number }) {
  const sorted = sortChildren(getNode(root, ['list']), index);
  const result = windowResult(sorted, { from: Math.min(w.from, sorted.entries.length), to: Math.min(w.to, sorted.entries.length) });
  return { hash: result.hash, json: JSON.parse(result.json()) as JsonValue, keys: [...result.keys].sort(), result };
}

describe('query window results kept on their sort', () => {
  it('are shared while the node is unchanged and match a fresh computation after every write, old roots included', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), value), fc.array(write, { maxLength: 10 }), fc.array(window, { minLength: 1, maxLength: 4 }), (initial, writes, windows) => {
        let root = fromJson({ list: JSON.parse(JSON.stringify(initial)) as JsonValue });
        const roots = [root];
        for (const w of writes) {
          // Warm every window on the current root, as listens do, then write.
          for (const index of INDEXES) for (const win of windows) kept(root, index, win);
          root = setNodesKeepingRoot(root, [{ path: w.inside ? ['list', w.key, 's'] : ['list', w.key], node: fromJson(w.value) }]);
          roots.push(root);
        }
        for (const r of roots) {
          for (const index of INDEXES) {
            for (const win of windows) {
              const { result, ...got } = kept(r, index, win);
              expect(got).toEqual(fresh(r, index, win));
              // Shared while the node is unchanged (an absent or leaf node has no sort to keep it on).
              if (getNode(r, ['list'])?.kind === 'branch') expect(kept(r, index, win).result).toBe(result);
            }
          }
        }
      }),
      { seed: 34, numRuns: 200 },
    );
  });
});
