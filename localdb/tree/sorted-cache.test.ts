import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../protocol/json.ts';
import type { QueryIndex } from '../protocol/query-object.ts';
import { fromJson } from './from-json.ts';
import { getNode, toExportJson } from './node.ts';
import { sortChildren } from './query.ts';
import { setNode, setNodesKeepingRoot } from './tree-ops.ts';

// A branch keeps its sorted children per index between writes and tree-ops re-sorts only the child a
// write changed. After any run of writes, the kept order must be exactly a fresh sort's.

const KEYS = ['a', 'b', 'c', '1', '10', '2', 'z'];
const INDEXES: QueryIndex[] = [{ kind: 'key' }, { kind: 'value' }, { kind: 'priority' }, { kind: 'child', path: ['s'] }];
const leaf = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', ''), fc.boolean());
const value = fc.oneof(leaf, fc.record({ s: leaf }), fc.record({ t: leaf }), fc.constant(null));
const write = fc.record({
  key: fc.constantFrom(...KEYS),
  // Written at the child, inside it (its `s`), or as its priority.
  where: fc.constantFrom<'child' | 'inside' | 'priority'>('child', 'inside', 'priority'),
  value,
});

function names(node: ReturnType<typeof getNode>, index: QueryIndex): string[] {
  return sortChildren(node, index).entries.keys.map((post) => post.name);
}

describe('sorted children kept between writes', () => {
  it('match a fresh sort after every write, for every index', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), value), fc.array(write, { maxLength: 12 }), (initial, writes) => {
        let root = fromJson({ list: JSON.parse(JSON.stringify(initial)) as JsonValue });
        // Warm the cache, as a query listen does.
        for (const index of INDEXES) sortChildren(getNode(root, ['list']), index);
        for (const w of writes) {
          const path = w.where === 'child' ? ['list', w.key] : w.where === 'inside' ? ['list', w.key, 's'] : ['list', w.key, '.priority'];
          const leafValue = w.where === 'priority' && typeof w.value === 'boolean' ? 1 : w.value;
          root = setNode(root, path, fromJson(leafValue));
          const kept = getNode(root, ['list']);
          // Export form keeps priorities, so the fresh tree sorts by the same posts.
          const fresh = fromJson(JSON.parse(JSON.stringify(toExportJson(kept))) as JsonValue);
          for (const index of INDEXES) expect(names(kept, index)).toEqual(names(fresh, index));
        }
      }),
      { seed: 34, numRuns: 300 },
    );
  });

  it('a write applied keeping the old root leaves that root, its data and its sorts as they were (pushes still read it)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), value), fc.array(fc.array(write, { minLength: 1, maxLength: 3 }), { maxLength: 8 }), (initial, batches) => {
        let root = fromJson({ list: JSON.parse(JSON.stringify(initial)) as JsonValue, other: 1 });
        for (const index of INDEXES) sortChildren(getNode(root, ['list']), index);
        for (const batch of batches) {
          const old = root;
          const oldJson = JSON.stringify(toExportJson(old));
          const oldOrders = INDEXES.map((index) => names(getNode(old, ['list']), index));
          const changes = batch.map((w) => {
            const path = w.where === 'child' ? ['list', w.key] : w.where === 'inside' ? ['list', w.key, 's'] : ['list', w.key, '.priority'];
            return { path, node: fromJson(w.where === 'priority' && typeof w.value === 'boolean' ? 1 : w.value) };
          });
          root = setNodesKeepingRoot(root, changes);
          const expected = changes.reduce((r, c) => setNode(r, c.path, c.node), fromJson(JSON.parse(oldJson) as JsonValue));
          expect(toExportJson(root)).toEqual(toExportJson(expected));
          expect(JSON.stringify(toExportJson(old))).toBe(oldJson);
          expect(INDEXES.map((index) => names(getNode(old, ['list']), index))).toEqual(oldOrders);
          const kept = getNode(root, ['list']);
          const fresh = fromJson(JSON.parse(JSON.stringify(toExportJson(kept))) as JsonValue);
          for (const index of INDEXES) expect(names(kept, index)).toEqual(names(fresh, index));
        }
      }),
      { seed: 34, numRuns: 300 },
    );
  });
});
