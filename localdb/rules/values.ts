import { RuleSnapshot } from './snapshot.ts';
import type { JsonValue, QueryInfo, RulesAuth } from './types.ts';

/** A read-only record whose missing keys read as null: `auth`, `auth.token` and `query`. */
export class MapValue {
  private readonly entries: Readonly<Record<string, unknown>>;

  constructor(entries: Readonly<Record<string, unknown>>) {
    this.entries = entries;
  }

  get(key: string): Value {
    return Object.hasOwn(this.entries, key) ? toValue(this.entries[key]) : null;
  }
}

/** Everything an expression can produce while it runs. */
export type Value = JsonValue | RuleSnapshot | MapValue | RegExp | readonly Value[];

/** Thrown while evaluating; the rule then counts as false, as in Firebase. */
export class RuleEvalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleEvalError';
  }
}

export function toValue(raw: unknown): Value {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (Array.isArray(raw)) return raw.map(toValue);
  if (typeof raw === 'object') return new MapValue(raw as Record<string, unknown>);
  return null;
}

const authCache = new WeakMap<RulesAuth, MapValue>();

/** `auth` as rules see it: {uid, provider, token}; cached because one auth object serves many requests. */
export function authValue(auth: RulesAuth | null): MapValue | null {
  if (auth === null) return null;
  let value = authCache.get(auth);
  if (!value) {
    value = new MapValue({ uid: auth.uid, provider: auth.provider ?? null, token: auth.token });
    authCache.set(auth, value);
  }
  return value;
}

/**
 * `query` as rules see it: absent orderings are false, absent bounds and limits are null. A plain read
 * (no parameters at all) is ordered by key, as recorded on live Firebase: there query.orderByKey is true.
 */
export function queryValue(query: QueryInfo | undefined): MapValue {
  const q = query ?? {};
  const plainRead = Object.values(q).every((value) => value === undefined);
  return new MapValue({
    orderByKey: q.orderByKey === true || plainRead,
    orderByValue: q.orderByValue === true,
    orderByPriority: q.orderByPriority === true,
    orderByChild: q.orderByChild ?? null,
    startAt: q.startAt ?? null,
    endAt: q.endAt ?? null,
    equalTo: q.equalTo ?? null,
    limitToFirst: q.limitToFirst ?? null,
    limitToLast: q.limitToLast ?? null,
  });
}

export function typeName(value: Value): string {
  if (value === null) return 'null';
  if (value instanceof RuleSnapshot) return 'a data snapshot';
  if (value instanceof MapValue) return 'an object';
  if (value instanceof RegExp) return 'a regular expression';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
