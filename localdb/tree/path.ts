// Database paths as arrays of keys, and the key rules every stored key must satisfy.

import { MAX_DEPTH } from '../protocol/constants.ts';

export { MAX_DEPTH };

export type Path = readonly string[];

export const PRIORITY_KEY = '.priority';
const MAX_KEY_BYTES = 768;
// Same characters the SDK refuses in keys (validation.ts INVALID_KEY_REGEX_).
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const INVALID_KEY_CHARS = /[[\].#$/\u0000-\u001F\u007F]/;

export class InvalidPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPathError';
  }
}

/** Returns why `key` cannot be stored, or null when it is fine. */
export function keyProblem(key: string): string | null {
  if (key === '') return 'keys must not be empty';
  if (INVALID_KEY_CHARS.test(key)) return `key "${key}" contains one of . $ # [ ] / or a control character`;
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return `key "${key.slice(0, 40)}…" is longer than ${MAX_KEY_BYTES} bytes`;
  return null;
}

/**
 * Parses "/a/b" (slashes at either end and doubled are ignored). A final ".priority" is kept when
 * `allowPriority` is set, because `set(ref(db, 'x/.priority'), 3)` sets the priority of x.
 */
export function parsePath(raw: string, allowPriority = false): string[] {
  const keys = raw.split('/').filter((k) => k !== '');
  keys.forEach((key, i) => {
    if (allowPriority && key === PRIORITY_KEY && i === keys.length - 1) return;
    const problem = keyProblem(key);
    if (problem) throw new InvalidPathError(`invalid path "${raw}": ${problem}`);
  });
  if (keys.length > MAX_DEPTH) throw new InvalidPathError(`invalid path "${raw}": deeper than ${MAX_DEPTH} levels`);
  return keys;
}

export function pathToString(path: Path): string {
  return '/' + path.join('/');
}

/** True when `ancestor` equals `path` or lies above it. */
export function isAncestorOrSelf(ancestor: Path, path: Path): boolean {
  if (ancestor.length > path.length) return false;
  for (let i = 0; i < ancestor.length; i++) if (ancestor[i] !== path[i]) return false;
  return true;
}

/** True when one path contains the other: a write at one changes what a reader of the other sees. */
export function pathsOverlap(a: Path, b: Path): boolean {
  return a.length <= b.length ? isAncestorOrSelf(a, b) : isAncestorOrSelf(b, a);
}

export function commonPrefix(paths: readonly Path[]): string[] {
  if (paths.length === 0) return [];
  const prefix = [...paths[0]];
  for (const path of paths) {
    let i = 0;
    while (i < prefix.length && i < path.length && prefix[i] === path[i]) i++;
    prefix.length = i;
  }
  return prefix;
}
