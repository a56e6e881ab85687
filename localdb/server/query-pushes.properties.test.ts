import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../protocol/json.ts';
import type { IndexValue, QueryBound, QueryIndex, QuerySpec } from '../protocol/query-object.ts';
import { allowAllRules } from '../rules/index.ts';
import { fromJson } from '../tree/from-json.ts';
import { getNode, toExportJson, type TreeNode } from '../tree/node.ts';
import { PRIORITY_KEY } from '../tree/path.ts';
import { evaluateQuery } from '../tree/query.ts';
import { setNodesKeepingRoot } from '../tree/tree-ops.ts';
import { ADMIN } from './caller.ts';
import { fanOut, initialPush } from './fanout.ts';
import type { Listen, ListenSink, PendingPushes } from './listen-registry.ts';
import { Namespace } from './namespace.ts';

// A write's pushes to query listens come from the tree that write left (kept while a slow connection
// has not computed them yet), with listens the write cannot have changed skipped on the written
// children's places alone. Whatever the writes and however late the pushes are computed, each
// listen's last pushed result must be, after each write, exactly the query on that write's tree.

const KEYS = ['a', 'b', 'c', '1', '10', '2', 'z'];
const leaf = fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constantFrom('a', 'b'), fc.boolean());
const value = fc.oneof(leaf, fc.record({ s: leaf, t: leaf }), fc.record({ t: leaf }), fc.constant(null));
const indexes: fc.Arbitrary<QueryIndex> = fc.constantFrom<QueryIndex>({ kind: 'key' }, { kind: 'value' }, { kind: 'priority' }, { kind: 'child', path: ['s'] });

function bound(index: QueryIndex): fc.Arbitrary<QueryBound | null> {
  const boundValue: fc.Arbitrary<IndexValue> = index.kind === 'key' ? fc.constantFrom(...KEYS) : fc.oneof(leaf, fc.constant(null));
  return fc.option(fc.record({ value: boundValue, name: index.kind === 'key' ? fc.constant(null) : fc.option(fc.constantFrom(...KEYS)), inclusive: fc.boolean() }));
}

const spec: fc.Arbitrary<QuerySpec> = indexes.chain((index) =>
  fc.record({ index: fc.constant(index), start: bound(index), end: bound(index), limit: fc.option(fc.integer({ min: 1, max: 4 })), fromLeft: fc.boolean() }),
);
const write = fc.record({
  key: fc.constantFrom(...KEYS),
  where: fc.constantFrom<'child' | 'inside' | 'priority'>('child', 'inside', 'priority'),
  value,
});
// Each batch is one atomic write (distinct children), then whether the connection computes its pushes now or later.
const batch = fc.record({ writes: fc.uniqueArray(write, { minLength: 1, maxLength: 3, selector: (w) => w.key }), computeNow: fc.boolean() });

function change(w: { key: string; where: 'child' | 'inside' | 'priority'; value: JsonValue }): { path: string[]; node: TreeNode | null } {
  if (w.where === 'priority') return { path: ['list', w.key, PRIORITY_KEY], node: fromJson(typeof w.value === 'object' || typeof w.value === 'boolean' ? 1 : w.value) };
  return { path: w.where === 'child' ? ['list', w.key] : ['list', w.key, 's'], node: fromJson(w.value) };
}

/** The query on a fresh copy of `root` (no kept sorts or results), as pushed. */
function expected(root: TreeNode | null, query: QuerySpec): JsonValue {
  const fresh = fromJson(JSON.parse(JSON.stringify(toExportJson(getNode(root, ['list'])))) as JsonValue);
  return JSON.parse(JSON.stringify(toExportJson(evaluateQuery(fresh, query)))) as JsonValue;
}

describe('query listens after writes, pushes computed late', () => {
  it('each hold exactly the query on the tree of the last write whose pushes were computed', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), value), fc.array(spec, { minLength: 1, maxLength: 6 }), fc.array(batch, { maxLength: 10 }), (initial, specs, batches) => {
        const ns = new Namespace('q', fromJson({ list: JSON.parse(JSON.stringify(initial)) as JsonValue, other: 1 }), { engine: allowAllRules(), source: null });
        const queued: { pending: PendingPushes; root: TreeNode | null }[] = [];
        let root: TreeNode | null = ns.root;
        const sink: ListenSink = { caller: ADMIN, deliver: () => {}, enqueue: (pending) => queued.push({ pending, root }), revoke: () => {} };
        const views = new Map<number, JsonValue>();
        const listens: Listen[] = specs.map((query, i) => ({ sink, path: ['list'], tag: i + 1, query, wireQuery: null, lastHash: null }));
        for (const listen of listens) {
          ns.listens.add(listen);
          const { push, hash } = initialPush(ns, listen);
          listen.lastHash = hash;
          views.set(listen.tag!, JSON.parse(push.dataJson) as JsonValue);
        }
        const computeQueued = () => {
          for (const { pending, root: at } of queued.splice(0)) {
            while (!pending.step((push) => views.set(push.tag!, JSON.parse(push.dataJson) as JsonValue), Infinity));
            for (const listen of listens) expect(views.get(listen.tag!), JSON.stringify(listen.query)).toEqual(expected(at, listen.query!));
          }
        };
        for (const { writes, computeNow } of batches) {
          const changes = writes.map(change);
          root = ns.root = setNodesKeepingRoot(ns.root, changes);
          fanOut(ns, changes.map((c) => (c.path[c.path.length - 1] === PRIORITY_KEY ? c.path.slice(0, -1) : c.path)));
          if (computeNow) computeQueued();
        }
        computeQueued();
      }),
      { seed: 34, numRuns: 300 },
    );
  });
});
