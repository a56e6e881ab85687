import { isJsonObject, type JsonValue } from '../protocol/json.ts';
import { InvalidDataError } from './from-json.ts';
import { emptyJsonObject, type TreeNode } from './node.ts';

/** Reads the value currently stored at a path, for `increment`. */
export type ExistingLookup = (path: readonly string[]) => TreeNode | null;

/**
 * Replaces `{".sv":"timestamp"}` and `{".sv":{"increment":n}}` in client data written at `path`
 * (ServerValues.ts). `increment` adds to the number stored at that exact path; anything else
 * there counts as 0. One `now` per write.
 */
export function resolveServerValues(data: JsonValue, path: readonly string[], existing: ExistingLookup, now: number): JsonValue {
  if (!isJsonObject(data)) return Array.isArray(data) ? data.map((v, i) => resolveServerValues(v, [...path, String(i)], existing, now)) : data;
  if ('.sv' in data) return resolveOne(data['.sv'], path, existing, now);
  let out: { [key: string]: JsonValue } | null = null;
  for (const [key, value] of Object.entries(data)) {
    if (value === null || typeof value !== 'object') continue;
    const childPath = key === '.priority' || key === '.value' ? path : [...path, key];
    const resolved = resolveServerValues(value, childPath, existing, now);
    if (resolved !== value) (out ??= Object.assign(emptyJsonObject(), data))[key] = resolved;
  }
  return out ?? data;
}

function resolveOne(spec: JsonValue, path: readonly string[], existing: ExistingLookup, now: number): JsonValue {
  if (spec === 'timestamp') return now;
  if (isJsonObject(spec) && typeof spec.increment === 'number') {
    const current = existing(path);
    const base = current !== null && current.kind === 'leaf' && typeof current.value === 'number' ? current.value : 0;
    return base + spec.increment;
  }
  throw new InvalidDataError(`unsupported server value ${JSON.stringify(spec)} at /${path.join('/')}`);
}

/** True when the data contains a server value anywhere; lets the common write path skip the walk. */
export function containsServerValue(data: JsonValue): boolean {
  if (data === null || typeof data !== 'object') return false;
  if (Array.isArray(data)) return data.some(containsServerValue);
  if ('.sv' in data) return true;
  for (const key in data) if (containsServerValue(data[key])) return true;
  return false;
}
