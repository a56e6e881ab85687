// Multi-path updates as pure values: what every domain operation returns, and how one applies to a tree.
// `applyTreeUpdate` follows the database's own semantics (null removes, empty parents vanish, no path may
// be another's ancestor, no undefined, legal keys only) so tests of a patch test what the server will do.
import { MAX_KEY_BYTES } from './key-limits';

export { MAX_KEY_BYTES };

/** Root-relative path → new value; null removes. Sent as one `update(ref(db), patch)`, so it is atomic. */
export type TreeUpdate = Record<string, unknown>;

export type Tree = Record<string, unknown>;

// eslint-disable-next-line no-control-regex -- control characters are exactly what keys may not hold
const ILLEGAL_KEY = /[.$#[\]/\u0000-\u001f\u007f]/u;

export class TreeUpdateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TreeUpdateError';
  }
}

export function isLegalKey(key: string): boolean {
  return key.length > 0 && !ILLEGAL_KEY.test(key) && new TextEncoder().encode(key).length <= MAX_KEY_BYTES;
}

export function splitPath(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  for (const segment of segments) {
    if (!isLegalKey(segment)) throw new TreeUpdateError(`Path "${path}" has an illegal key "${segment}".`);
  }
  return segments;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored form of a value: nulls and empty objects vanish; refuses what the database refuses. */
function normalize(value: unknown, where: string): unknown {
  if (value === undefined) throw new TreeUpdateError(`Value at "${where}" is undefined; use null to remove.`);
  if (value === null) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TreeUpdateError(`Value at "${where}" is ${value}; the database stores finite numbers only.`);
  }
  // Object.entries skips the holes of a sparse array (how the SDK returns numeric keys with gaps).
  if (Array.isArray(value)) return normalize(Object.fromEntries(Object.entries(value)), where);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!isLegalKey(key)) throw new TreeUpdateError(`Key "${key}" under "${where}" is not a legal database key.`);
    const stored = normalize(child, `${where}/${key}`);
    if (stored !== null) out[key] = stored;
  }
  return Object.keys(out).length === 0 ? null : out;
}

/** A value as the database would store it (nulls and empty objects gone, arrays as keyed objects). */
export function storedForm(value: unknown): unknown {
  return normalize(value, '');
}

function assertNoOverlap(paths: string[][]): void {
  const joined = paths.map((segments) => segments.join('/'));
  for (let i = 0; i < joined.length; i++) {
    for (let j = 0; j < joined.length; j++) {
      if (i !== j && (joined[i] === '' || joined[j].startsWith(`${joined[i]}/`) || joined[i] === joined[j])) {
        throw new TreeUpdateError(`Path "${joined[i]}" overlaps "${joined[j]}" in one update.`);
      }
    }
  }
}

/**
 * A copy of the tree with `value` at the path (null removes it, and parents left empty go too). The value is
 * placed as given, not normalised: the judges' tablets also lay unsent server-value placeholders on top.
 */
export function setAt(tree: Record<string, unknown>, segments: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = segments;
  const out = { ...tree };
  if (rest.length === 0) {
    if (value === null) delete out[head];
    else out[head] = value;
  } else {
    const child = isPlainObject(out[head]) ? (out[head] as Record<string, unknown>) : {};
    const next = setAt(child, rest, value);
    if (Object.keys(next).length === 0) delete out[head];
    else out[head] = next;
  }
  return out;
}

/**
 * A new tree with the update applied; the input is not modified, and the parts the update does not
 * touch are shared with it (so a long series of updates stays cheap). The input is taken to be in
 * stored form already, as every tree built by this function is.
 */
export function applyTreeUpdate(tree: Tree, update: TreeUpdate): Tree {
  const entries = Object.entries(update).map(([path, value]) => [splitPath(path), normalize(value, path)] as const);
  assertNoOverlap(entries.map(([segments]) => segments));
  return entries.reduce<Tree>((acc, [segments, value]) => (segments.length === 0 ? ((value ?? {}) as Tree) : setAt(acc, segments, value)), tree);
}

/** The value at a path, or undefined. */
export function valueAt(tree: Tree, path: string): unknown {
  let node: unknown = tree;
  for (const segment of splitPath(path)) {
    if (!isPlainObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}

/** Structural equality of stored values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue(a[key], b[key]));
}
