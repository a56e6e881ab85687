import { isJsonObject, type JsonValue } from '../protocol/json.ts';
import { fromJson, InvalidDataError, readPriority } from '../tree/from-json.ts';
import { LeafNode, type TreeNode } from '../tree/node.ts';
import { InvalidPathError, isAncestorOrSelf, parsePath, pathToString, PRIORITY_KEY } from '../tree/path.ts';
import { containsServerValue, resolveServerValues, type ExistingLookup } from '../tree/server-values.ts';

/** One location of an atomic write. `json` is the resolved data, as logged and replayed. */
export interface Change {
  path: string[];
  node: TreeNode | null;
  json: JsonValue;
}

/** A set (`p`, REST PUT): replaces the data at `path`. Server values resolve against `lookup` at `now`. */
export function buildSetChanges(path: string[], data: JsonValue, lookup: ExistingLookup, now: number): Change[] {
  const json = containsServerValue(data) ? resolveServerValues(data, path, lookup, now) : data;
  if (path[path.length - 1] === PRIORITY_KEY) {
    const priority = readPriority(json, pathToString(path));
    return [{ path, node: priority === null ? null : new LeafNode(priority, null), json }];
  }
  return [{ path, node: fromJson(json, path.length, pathToString(path)), json }];
}

/**
 * A multi-path update (`m`, REST PATCH): each key is a path relative to `base`, possibly with
 * slashes. Keys that contain one another are refused, as the SDK refuses them.
 */
export function buildMergeChanges(base: string[], data: JsonValue, lookup: ExistingLookup, now: number): Change[] {
  if (!isJsonObject(data)) throw new InvalidDataError('update data must be an object of path → value');
  const entries = Object.entries(data).map(([rel, value]) => {
    const relPath = parsePath(rel, true);
    if (relPath.length === 0) throw new InvalidPathError(`update key "${rel}" names no child`);
    return { path: [...base, ...relPath], value };
  });
  refuseOverlaps(entries.map((e) => e.path));
  return entries.flatMap((e) => buildSetChanges(e.path, e.value, lookup, now));
}

function refuseOverlaps(paths: string[][]): void {
  const sorted = [...paths].sort(comparePathArrays);
  for (let i = 1; i < sorted.length; i++) {
    if (isAncestorOrSelf(sorted[i - 1], sorted[i])) {
      throw new InvalidPathError(`update paths overlap: ${pathToString(sorted[i - 1])} contains ${pathToString(sorted[i])}`);
    }
  }
}

function comparePathArrays(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length - b.length;
}

/** The node a change affects for rules and listeners: a ".priority" write changes its parent. */
export function affectedPath(change: Change): string[] {
  return change.path[change.path.length - 1] === PRIORITY_KEY ? change.path.slice(0, -1) : change.path;
}
