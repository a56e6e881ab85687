// The full backup of a competition: the whole database tree in one versioned JSON file
// (docs/BACKUP-FORMAT.md). The `tree` is exactly what the local database's `--export` writes for the
// namespace, so either file restores the same data.
import { isVersionCounterPath } from '../public-version';
import { SUMMARY_BRANCHES } from '../summaries';
import { storedForm, type Tree } from '../tree-update';

export const BACKUP_FORMAT = 'ballroom-comp-backup';
/** Raise it, and add a step to read-backup.ts, whenever the stored tree's shape changes. */
export const BACKUP_FORMAT_VERSION = 1;

/** The top-level branches of a competition's tree (docs/DATA-MODEL.md); the rules refuse any other. */
export const TREE_BRANCHES = [
  'competitionMetadata', 'events', 'marks', 'resultsSaved', 'settings', 'roles', 'judgeCodes', 'judgeSessions', 'registrants',
  // Money (issue 18).
  'fees', 'payments', 'accountPayments', 'withdrawals',
  // The day's running order (issue 16).
  'schedule',
  // Judge panels (issue 17).
  'panels',
  // Teams accepted from registrants' "Other" (issue 19.5).
  'acceptedTeams',
  // Eligibility rules, overrides and past levels (issue 19).
  'eligibility',
  // One couple, one record; the per-account couple slots (issue 19).
  'people', 'couples', 'accountCouples',
  // The dancers' e-mails and their reverse index (issue 19.2).
  'coupleEmails', 'emailCouples',
] as const;
export type TreeBranch = (typeof TREE_BRANCHES)[number];

export interface CompetitionBackup {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  /** ISO 8601 instant the file was made; null when unknown (a bare export read as version 0). */
  exportedAt: string | null;
  /** The competition's full name when the tree has one, so a person can tell files apart. */
  competition?: string;
  /** The whole tree, in stored form (no nulls, no empty objects). */
  tree: Tree;
}

function fullNameOf(tree: Tree): string | undefined {
  const metadata = tree.competitionMetadata;
  const name = typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>).fullName : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** The backup of the tree as read from the database at `exportedAt` (epoch ms). */
export function makeBackup(tree: Tree, exportedAt: number): CompetitionBackup {
  // The public summaries are derived from events (src/domain/summaries): a restore rebuilds them, so they stay out;
  // so do the public version counters (src/domain/public-version.ts), which the restore bumps.
  const stored = Object.fromEntries(
    Object.entries((storedForm(tree) ?? {}) as Tree).filter(([branch]) => !(SUMMARY_BRANCHES as readonly string[]).includes(branch) && !isVersionCounterPath(branch)),
  ) as Tree;
  const competition = fullNameOf(stored);
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    ...(competition !== undefined ? { competition } : {}),
    tree: stored,
  };
}

/** The file's text: indented, so a person can read and diff it. */
export function backupText(backup: CompetitionBackup): string {
  return `${JSON.stringify(backup, null, 2)}\n`;
}

/** "demo-collegiate-dancesport-championships-backup-2026-11-25T0140Z.json" */
export function backupFileName(backup: CompetitionBackup): string {
  const slug = (backup.competition ?? 'competition').toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '') || 'competition';
  const stamp = (backup.exportedAt ?? '').replace(/:\d\d\.\d+Z$/u, 'Z').replace(/:/gu, '');
  return `${slug}-backup${stamp ? `-${stamp}` : ''}.json`;
}
