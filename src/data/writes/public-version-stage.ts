// Every update that changes a public branch also bumps that branch's counter in publicVersion/ (src/domain/
// public-version.ts), in the same atomic update, so polling pages (the free plan) learn from a few hundred bytes
// whether to ask again. The bump is the database's own increment, resolved by the server: two devices writing at
// once each add one, and neither loses the other's. A whole tree (a restore) bumps every branch inside it.
import { increment } from 'firebase/database';
import { PUBLIC_VERSION_BRANCH, publicBranchesTouched } from '../../domain/public-version';
import type { TreeUpdate } from '../../domain/tree-update';
import { paths } from '../paths';
import type { WriteStage } from './write-pipeline';

const isRoot = (path: string) => path.split('/').every((segment) => segment.length === 0);
const isVersionPath = (path: string) => path.split('/').find((segment) => segment.length > 0) === PUBLIC_VERSION_BRANCH;

/** `patch` with one increment per public branch it changes (a counter the patch itself set is replaced). */
export function withPublicVersionBumps(patch: TreeUpdate): TreeUpdate {
  const kept = Object.fromEntries(Object.entries(patch).filter(([path]) => !isVersionPath(path)));
  const branches = publicBranchesTouched(Object.keys(kept));
  if (branches.length === 0) return patch;
  const bumps = Object.fromEntries(branches.map((branch) => [branch, increment(1)]));
  const rootKey = Object.keys(kept).find(isRoot);
  if (rootKey !== undefined) {
    // A path may not sit below another in one update: the counters go inside the tree, replacing a backup's.
    const root = kept[rootKey];
    const tree = typeof root === 'object' && root !== null ? (root as Record<string, unknown>) : {};
    return { ...kept, [rootKey]: { ...tree, [PUBLIC_VERSION_BRANCH]: bumps } };
  }
  return { ...kept, ...Object.fromEntries(branches.map((branch) => [paths.publicBranchVersion(branch), bumps[branch]])) };
}

export const publicVersionStage: WriteStage = (patch) => withPublicVersionBumps(patch);
