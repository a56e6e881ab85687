// Every update that changes a public branch also bumps that branch's counter in publicVersion/ (src/domain/
// public-version.ts), and for a keyed branch (eventIndex) the counter of each child it changes, in the same atomic
// update, so polling pages (the free plan) learn from a few hundred bytes whether, and what, to ask again. The bump
// is the database's own increment, resolved by the server: two devices writing at once each add one, and neither
// loses the other's. A whole tree (a restore) bumps every branch's counter inside it.
import { increment } from 'firebase/database';
import { isVersionCounterPath, versionCountersTouched } from '../../domain/public-version';
import type { TreeUpdate } from '../../domain/tree-update';
import type { WriteStage } from './write-pipeline';

const isRoot = (path: string) => path.split('/').every((segment) => segment.length === 0);

/** `{ 'a/b': x, 'a/c': y }` → `{ a: { b: x, c: y } }`: counters as a tree, to sit inside a whole-tree write. */
function nested(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, value] of entries) {
    const segments = path.split('/');
    const last = segments.pop() ?? '';
    let node = tree;
    for (const segment of segments) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[last] = value;
  }
  return tree;
}

/** `patch` with one increment per counter it changes (a counter the patch itself set is replaced). */
export function withPublicVersionBumps(patch: TreeUpdate): TreeUpdate {
  const kept = Object.fromEntries(Object.entries(patch).filter(([path]) => !isVersionCounterPath(path)));
  const counters = versionCountersTouched(Object.keys(kept));
  if (counters.length === 0) return patch;
  const bumps = counters.map((path) => [path, increment(1)] as const);
  const rootKey = Object.keys(kept).find(isRoot);
  if (rootKey !== undefined) {
    // A path may not sit below another in one update: the counters go inside the tree, replacing a backup's.
    const root = kept[rootKey];
    const tree = typeof root === 'object' && root !== null ? (root as Record<string, unknown>) : {};
    return { ...kept, [rootKey]: { ...tree, ...nested(bumps) } };
  }
  return { ...kept, ...Object.fromEntries(bumps) };
}

export const publicVersionStage: WriteStage = (patch) => withPublicVersionBumps(patch);
