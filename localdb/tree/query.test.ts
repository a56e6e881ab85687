import fc from 'fast-check';
import {
  endAt,
  endBefore,
  equalTo,
  limitToFirst,
  limitToLast,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  query,
  ref,
  startAfter,
  startAt,
  type Database,
  type QueryConstraint,
} from 'firebase/database';
import type { JsonValue } from '../protocol/json.ts';
import { parseQueryObject } from '../protocol/query-object.ts';
import { offlineSdk, type OfflineSdk } from '../test/offline-sdk.ts';
import { fromJson } from './from-json.ts';
import { toExportJson } from './node.ts';
import { evaluateQuery } from './query.ts';

// Oracle: the SDK filters a complete local cache with its own RangedFilter/LimitedFilter. The
// server must pick the same children for get() and for limit windows.

const KEYS = ['a', 'b', 'c', 'Z', '0', '1', '5', '10', '-3', '007', 'x y'];
const primitive = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', 'B', '1', ''), fc.boolean());
const child = fc.oneof(
  primitive,
  fc.record({ h: primitive }),
  fc.record({ h: fc.record({ deep: primitive }) }),
  fc.record({ other: primitive }),
  fc.record({ h: primitive, '.priority': fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('p', 'q')) }),
  fc.record({ '.value': primitive, '.priority': fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('p', 'q')) }),
);
const data = fc.dictionary(fc.constantFrom(...KEYS), child, { minKeys: 0, maxKeys: 8 }).map((v) => JSON.parse(JSON.stringify(v)) as JsonValue);

type IndexKind = 'key' | 'value' | 'priority' | 'child';
const boundValue = (index: IndexKind) =>
  index === 'key' ? fc.constantFrom(...KEYS) : index === 'priority' ? fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('p', 'q'), fc.constant(null)) : fc.oneof(primitive, fc.constant(null));
const tieKey = (index: IndexKind) => (index === 'key' ? fc.constant(undefined) : fc.option(fc.constantFrom(...KEYS), { nil: undefined }));

type Bound = { value: string | number | boolean | null; key: string | undefined };
interface QueryCase {
  index: IndexKind;
  start: (Bound & { after: boolean }) | undefined;
  end: (Bound & { before: boolean }) | undefined;
  equal: Bound | undefined;
  limit: { first: boolean; n: number } | undefined;
}

const constraints: fc.Arbitrary<QueryCase> = fc.constantFrom<IndexKind>('key', 'value', 'priority', 'child').chain((index) =>
  fc.record({
    index: fc.constant(index),
    start: fc.option(fc.record({ after: fc.boolean(), value: boundValue(index), key: tieKey(index) }), { nil: undefined }),
    end: fc.option(fc.record({ before: fc.boolean(), value: boundValue(index), key: tieKey(index) }), { nil: undefined }),
    equal: fc.option(fc.record({ value: boundValue(index), key: tieKey(index) }), { nil: undefined }),
    limit: fc.option(fc.record({ first: fc.boolean(), n: fc.integer({ min: 1, max: 4 }) }), { nil: undefined }),
  }),
);

function build(c: QueryCase): QueryConstraint[] {
  const out: QueryConstraint[] = [];
  out.push(c.index === 'key' ? orderByKey() : c.index === 'value' ? orderByValue() : c.index === 'priority' ? orderByPriority() : orderByChild('h'));
  if (c.equal) out.push(equalTo(c.equal.value, c.equal.key));
  else {
    if (c.start) out.push(c.start.after ? startAfter(c.start.value, c.start.key) : startAt(c.start.value, c.start.key));
    if (c.end) out.push(c.end.before ? endBefore(c.end.value, c.end.key) : endAt(c.end.value, c.end.key));
  }
  if (c.limit) out.push(c.limit.first ? limitToFirst(c.limit.n) : limitToLast(c.limit.n));
  return out;
}

let sdk: OfflineSdk;
beforeAll(() => {
  sdk = offlineSdk();
});
afterAll(() => sdk.close());

describe('evaluateQuery', () => {
  it('selects the same children as the SDK for random data and queries (parsed from the wire query object)', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(data, constraints, async (value, c) => {
        // SDK quirk, not server behaviour: with no child priority its LimitedFilter walks the
        // key-ordered map from the bound's key (ChildrenNode.getReverseIteratorFrom fallback), so
        // e.g. endAt('p','a') + limitToLast(1) over {a,c} yields a instead of c. Skip that corner.
        fc.pre(!(c.index === 'priority' && c.limit && !JSON.stringify(value).includes('.priority')));
        const path = `q/${i++}`;
        const makeQuery = (db: Database) => query(ref(db, path), ...build(c));
        const snap = await sdk.snapshotAfterSet(path, value, makeQuery);
        // A query with no constraints but its ordering is identified as "default", not as JSON.
        const identifier = (makeQuery(sdk.db) as unknown as { _queryIdentifier: string })._queryIdentifier;
        const wire = identifier === 'default' ? null : (JSON.parse(identifier) as JsonValue);
        const spec = parseQueryObject(wire);
        const mine = spec === null ? fromJson(value) : evaluateQuery(fromJson(value), spec);
        expect(toExportJson(mine)).toEqual(snap.exportVal());
      }),
      { numRuns: 400 },
    );
  });

  it('returns nothing for a leaf', () => {
    expect(evaluateQuery(fromJson(5), { index: { kind: 'key' }, start: null, end: null, limit: 1, fromLeft: true })).toBeNull();
  });
});
