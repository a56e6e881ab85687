import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../protocol/json.ts';
import { fromJson } from './from-json.ts';
import { hashNode } from './hash.ts';
import { getNode, toPlainJson, type TreeNode } from './node.ts';
import { setNode, setNodeCopy, setNodesKeepingRoot } from './tree-ops.ts';

// The tree shares all but a written path between versions. Compared with plain JSON objects written
// the way Firebase writes (a set replaces, null deletes, emptied parents disappear, a write under a
// leaf replaces it), every version must hold what the model holds, and keep holding it (with the
// same hash) after any number of later writes made from it or from other versions.

type Json = JsonValue;
type Obj = { [key: string]: Json };
const KEYS = ['a', 'b', 'c', '1', '__proto__'];
const isObj = (v: Json): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const leaf = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('x', ''), fc.boolean());
const value: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.constant(null), fc.dictionary(fc.constantFrom(...KEYS), tie('v'), { maxKeys: 3 })),
})).v;
const path = fc.array(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 3 });

/** Plain JSON without empty objects or null members, as the tree stores it. */
function normalised(v: Json): Json {
  if (!isObj(v)) return v;
  const out: Obj = Object.create(null) as Obj;
  for (const [k, child] of Object.entries(v)) {
    const n = normalised(child);
    if (n !== null) out[k] = n;
  }
  return Object.keys(out).length === 0 ? null : out;
}

/** `v` already normalised: `{}` deletes like null does. */
function modelSet(current: Json, keys: readonly string[], v: Json): Json {
  if (keys.length === 0) return v;
  if (!isObj(current) && v === null) return current;
  const out: Obj = Object.assign(Object.create(null) as Obj, isObj(current) ? current : {});
  const child = modelSet(Object.hasOwn(out, keys[0]) ? out[keys[0]] : null, keys.slice(1), v);
  if (child === null) delete out[keys[0]];
  else out[keys[0]] = child;
  return Object.keys(out).length === 0 ? null : out;
}

const same = (node: TreeNode | null, model: Json) => expect(JSON.stringify(sorted(toPlainJson(node)))).toBe(JSON.stringify(sorted(model)));
function sorted(v: Json): Json {
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])]));
}

describe('tree versions against a plain-object model', () => {
  it('every version holds what the model holds, before and after later writes from any version', () => {
    fc.assert(
      fc.property(value, fc.array(fc.record({ from: fc.nat(), writes: fc.array(fc.record({ path, value }), { minLength: 1, maxLength: 3 }), how: fc.constantFrom('set', 'copy', 'batch') }), { maxLength: 12 }), (initial, steps) => {
        const versions: { root: TreeNode | null; model: Json; hash: string }[] = [];
        const first = fromJson(initial);
        versions.push({ root: first, model: normalised(initial), hash: hashNode(first) });
        for (const step of steps) {
          const base = versions[step.from % versions.length];
          let root = base.root;
          let model = base.model;
          if (step.how === 'batch') root = setNodesKeepingRoot(root, step.writes.map((w) => ({ path: w.path, node: fromJson(w.value) })));
          for (const w of step.writes) {
            if (step.how === 'set') root = setNode(root, w.path, fromJson(w.value));
            if (step.how === 'copy') root = setNodeCopy(root, w.path, fromJson(w.value));
            model = modelSet(model, w.path, normalised(w.value));
          }
          same(root, model);
          versions.push({ root, model, hash: hashNode(root) });
        }
        for (const v of versions) {
          same(v.root, v.model);
          // The hashes cached on shared branches still describe every version that holds them.
          expect(hashNode(v.root)).toBe(v.hash);
          expect(v.hash).toBe(hashNode(fromJson(v.model)));
        }
      }),
      { seed: 34, numRuns: 400 },
    );
  });

  it('a write shares every branch off its path with the version it was made from', () => {
    const children: Record<string, Json> = {};
    for (let i = 0; i < 2_000; i++) children[`c${i}`] = { score: i % 7, name: `n${i}` };
    const before = fromJson({ items: children, other: { x: 1 } });
    const after = setNode(before, ['items', 'c5', 'score'], fromJson(3));
    expect(getNode(after, ['other'])).toBe(getNode(before, ['other']));
    for (let i = 0; i < 2_000; i++) if (i !== 5) expect(getNode(after, ['items', `c${i}`])).toBe(getNode(before, ['items', `c${i}`]));
    expect(getNode(after, ['items', 'c5', 'name'])).toBe(getNode(before, ['items', 'c5', 'name']));
    expect(toPlainJson(getNode(before, ['items', 'c5', 'score']))).toBe(5);
    expect(toPlainJson(getNode(after, ['items', 'c5', 'score']))).toBe(3);
  });
});
