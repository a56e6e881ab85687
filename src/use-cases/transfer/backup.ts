// The full backup and the restore: the whole tree read once (organisers may read the root, see
// database.rules.json), and a restore sent as the one update the domain's plan holds.
import { makeBackup, planRestore, type CompetitionBackup, type RestorePlan } from '../../domain/transfer';
import type { Tree } from '../../domain/tree-update';
import { getDbWriter } from '../../data/writes/db-writer';

const asTree = (value: unknown): Tree => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : {});

/** Everything the database holds, read in one go. */
export async function loadWholeTree(): Promise<Tree> {
  return asTree(await getDbWriter().readOnce(''));
}

export async function downloadableBackup(now: number = Date.now()): Promise<CompetitionBackup> {
  return makeBackup(await loadWholeTree(), now);
}

/** What restoring the file would replace, from the tree as it is now. */
export async function restorePlanFor(backup: CompetitionBackup, restorerUid: string | undefined): Promise<RestorePlan> {
  return planRestore(await loadWholeTree(), backup, restorerUid);
}

/** Re-plans against the tree as it is at the moment of confirming, then replaces it in one update. */
export async function restoreBackup(backup: CompetitionBackup, restorerUid: string | undefined): Promise<RestorePlan> {
  const plan = await restorePlanFor(backup, restorerUid);
  await getDbWriter().update(plan.update);
  return plan;
}
