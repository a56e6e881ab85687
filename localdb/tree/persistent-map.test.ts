import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent-map.ts';

// The children map is shared between versions of the tree: every version must keep answering as a
// plain Map holding that version's entries would, however many versions were made from it.

const key = fc.oneof(fc.constantFrom('a', 'b', 'c', '1', '10', '2', '__proto__', 'constructor', ''), fc.string({ maxLength: 3 }));
const op = fc.oneof(
  fc.record({ kind: fc.constant<'with'>('with'), key, value: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant<'without'>('without'), key }),
);
const byKey = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

function expectSame(map: PersistentMap<number>, model: ReadonlyMap<string, number>): void {
  expect(map.size).toBe(model.size);
  expect([...map]).toEqual([...model].sort(byKey));
  expect([...map.keys()]).toEqual([...model.keys()].sort());
  expect([...map.values()]).toEqual([...model].sort(byKey).map(([, v]) => v));
  for (const k of model.keys()) {
    expect(map.get(k)).toBe(model.get(k));
    expect(map.has(k)).toBe(true);
  }
}

describe('PersistentMap', () => {
  it('answers like a Map after any run of changes, and every earlier version keeps its own entries', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.integer())), fc.array(fc.tuple(fc.nat(), op), { maxLength: 40 }), (initial, ops) => {
        const versions = [{ map: PersistentMap.of(initial), model: new Map(initial) }];
        for (const [from, change] of ops) {
          // Branch from any earlier version, as a tree does when an old root is still read.
          const base = versions[from % versions.length];
          const model = new Map(base.model);
          let map: PersistentMap<number>;
          if (change.kind === 'with') {
            map = base.map.with(change.key, change.value);
            model.set(change.key, change.value);
          } else {
            map = base.map.without(change.key);
            model.delete(change.key);
          }
          versions.push({ map, model });
          expectSame(map, model);
        }
        for (const { map, model } of versions) expectSame(map, model);
        for (const { map, model } of versions) for (const k of ['zz', 'a', '__proto__']) expect(map.has(k)).toBe(model.has(k));
      }),
      { seed: 34, numRuns: 300 },
    );
  });

  it('returns itself when a change changes nothing', () => {
    const map = PersistentMap.of([['a', 1]]);
    expect(map.with('a', 1)).toBe(map);
    expect(map.without('b')).toBe(map);
    expect(map.with('a', 2)).not.toBe(map);
    expect(map.get('a')).toBe(1);
  });
});
