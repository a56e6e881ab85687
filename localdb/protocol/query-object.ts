import { isJsonObject, type JsonValue } from './json.ts';

// The wire query object (QueryParams.queryParamsGetQueryObject) and its typed form.

export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

export type QueryIndex =
  | { kind: 'priority' }
  | { kind: 'key' }
  | { kind: 'value' }
  | { kind: 'child'; path: string[] };

export type IndexValue = null | boolean | number | string;

export interface QueryBound {
  value: IndexValue;
  /** Tie-break key; null means the default (MIN_NAME for a start, MAX_NAME for an end). */
  name: string | null;
  inclusive: boolean;
}

export interface QuerySpec {
  index: QueryIndex;
  start: QueryBound | null;
  end: QueryBound | null;
  limit: number | null;
  /** limitToFirst anchors left; limitToLast anchors right. */
  fromLeft: boolean;
}

export class QueryObjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryObjectError';
  }
}

/** Parses the `q` of a listen or get. Returns null for the default query (`{}` or absent). */
export function parseQueryObject(raw: JsonValue | undefined): QuerySpec | null {
  if (raw === undefined || raw === null) return null;
  if (!isJsonObject(raw)) throw new QueryObjectError('query "q" must be an object');
  const spec: QuerySpec = {
    index: parseIndex(raw.i),
    start: parseBound(raw, 'sp', 'sn', 'sin'),
    end: parseBound(raw, 'ep', 'en', 'ein'),
    limit: parseLimit(raw.l),
    fromLeft: true,
  };
  spec.fromLeft = raw.vf === undefined ? spec.start !== null : raw.vf === 'l';
  if (raw.vf !== undefined && raw.vf !== 'l' && raw.vf !== 'r') throw new QueryObjectError('"vf" must be "l" or "r"');
  if (spec.index.kind === 'priority' && !spec.start && !spec.end && spec.limit === null) return null;
  return spec;
}

function parseIndex(raw: JsonValue | undefined): QueryIndex {
  if (raw === undefined || raw === '.priority') return { kind: 'priority' };
  if (raw === '.key') return { kind: 'key' };
  if (raw === '.value') return { kind: 'value' };
  if (typeof raw !== 'string' || raw === '') throw new QueryObjectError('index "i" must be a child path, ".key" or ".value"');
  const path = raw.split('/').filter((s) => s !== '');
  if (path.length === 0) throw new QueryObjectError('index "i" must name a child');
  return { kind: 'child', path };
}

function parseBound(raw: { [key: string]: JsonValue }, valueKey: string, nameKey: string, inclusiveKey: string): QueryBound | null {
  if (!(valueKey in raw)) return null;
  const value = raw[valueKey];
  if (typeof value === 'object' && value !== null) throw new QueryObjectError(`"${valueKey}" must be a primitive`);
  const name = raw[nameKey];
  if (name !== undefined && typeof name !== 'string') throw new QueryObjectError(`"${nameKey}" must be a string`);
  const inclusive = raw[inclusiveKey];
  if (inclusive !== undefined && typeof inclusive !== 'boolean') throw new QueryObjectError(`"${inclusiveKey}" must be a boolean`);
  return { value, name: name ?? null, inclusive: inclusive ?? true };
}

function parseLimit(raw: JsonValue | undefined): number | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw <= 0) throw new QueryObjectError('limit "l" must be a positive integer');
  return raw;
}
