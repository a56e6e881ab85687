import { MAX_NAME, MIN_NAME, type IndexValue, type QueryBound, type QueryIndex, type QuerySpec } from '../protocol/query-object.ts';

// REST query parameters (queryParamsToRestQueryStringParameters) → the same QuerySpec listens use.

export class RestQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestQueryError';
  }
}

const RANGE_PARAMS = ['startAt', 'startAfter', 'endAt', 'endBefore', 'equalTo', 'limitToFirst', 'limitToLast'];

export function hasQueryParams(params: URLSearchParams): boolean {
  return params.has('orderBy') || RANGE_PARAMS.some((p) => params.has(p));
}

export function parseRestQuery(params: URLSearchParams): QuerySpec | null {
  if (!hasQueryParams(params)) return null;
  const orderBy = params.get('orderBy');
  if (orderBy === null) throw new RestQueryError('orderBy must be defined when other query parameters are defined');
  const index = parseIndex(orderBy);
  const spec: QuerySpec = { index, start: null, end: null, limit: null, fromLeft: true };
  const equalTo = bound(params, 'equalTo', index, true, null);
  spec.start = equalTo ?? bound(params, 'startAt', index, true, null) ?? bound(params, 'startAfter', index, false, MAX_NAME);
  spec.end = equalTo ?? bound(params, 'endAt', index, true, null) ?? bound(params, 'endBefore', index, false, MIN_NAME);
  const first = limit(params, 'limitToFirst');
  const last = limit(params, 'limitToLast');
  if (first !== null && last !== null) throw new RestQueryError('limitToFirst and limitToLast cannot both be given');
  spec.limit = first ?? last;
  spec.fromLeft = last === null;
  return spec;
}

function parseIndex(raw: string): QueryIndex {
  const name = parseJson(raw, 'orderBy');
  if (typeof name !== 'string') throw new RestQueryError('orderBy must be a JSON string such as "$key" or "height"');
  if (name === '$key') return { kind: 'key' };
  if (name === '$value') return { kind: 'value' };
  if (name === '$priority') return { kind: 'priority' };
  const path = name.split('/').filter((s) => s !== '');
  if (path.length === 0 || name.startsWith('$')) throw new RestQueryError(`orderBy "${name}" is not a child path, "$key", "$value" or "$priority"`);
  return { kind: 'child', path };
}

/** `startAt=5` or, with a tie-break key, `startAt=5,"key"`. */
function bound(params: URLSearchParams, name: string, index: QueryIndex, inclusive: boolean, exclusiveName: string | null): QueryBound | null {
  const raw = params.get(name);
  if (raw === null) return null;
  const { value, key } = splitValueAndKey(raw, name);
  if (index.kind === 'key' && typeof value !== 'string') throw new RestQueryError(`${name} must be a string when ordering by $key`);
  const tieBreak = key ?? (inclusive || index.kind === 'key' ? null : exclusiveName);
  return { value, name: tieBreak, inclusive };
}

function splitValueAndKey(raw: string, name: string): { value: IndexValue; key: string | null } {
  const whole = tryJson(raw);
  if (whole.ok) return { value: primitive(whole.value, name), key: null };
  for (let comma = raw.indexOf(','); comma !== -1; comma = raw.indexOf(',', comma + 1)) {
    const value = tryJson(raw.slice(0, comma));
    const key = tryJson(raw.slice(comma + 1));
    if (value.ok && key.ok && typeof key.value === 'string') return { value: primitive(value.value, name), key: key.value };
  }
  throw new RestQueryError(`${name} must be JSON (strings in double quotes), optionally followed by ,"key"`);
}

function primitive(value: unknown, name: string): IndexValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as IndexValue;
  throw new RestQueryError(`${name} must be a string, number, boolean or null`);
}

function limit(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null) return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new RestQueryError(`${name} must be a positive integer`);
  return value;
}

function parseJson(raw: string, name: string): unknown {
  const parsed = tryJson(raw);
  if (!parsed.ok) throw new RestQueryError(`${name} must be valid JSON (strings in double quotes)`);
  return parsed.value;
}

function tryJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}
