// What a restore replaces, for the confirmation the organiser reads before it happens, and the restore
// itself as one update that sets every branch of the tree to the file's (removing those it lacks).
import { paths } from '../tree-paths';
import type { Tree, TreeUpdate } from '../tree-update';
import { TREE_BRANCHES, type CompetitionBackup, type TreeBranch } from './backup-format';

export interface BranchChange {
  branch: TreeBranch;
  /** "events", "judges' codes", … : what the counts count. */
  counts: string;
  /** In the database now. */
  current: number;
  /** In the file: what the branch holds after the restore. */
  restored: number;
}

export interface RestorePlan {
  /** Every branch either side holds, in TREE_BRANCHES order. */
  branches: BranchChange[];
  /** Entries over all events, now and after. */
  entries: { current: number; restored: number };
  /** Consequences a person should read before confirming. */
  warnings: string[];
  /** One atomic multi-path update of the whole tree. */
  update: TreeUpdate;
}

const COUNTS: Readonly<Record<TreeBranch, string>> = {
  competitionMetadata: 'competition details',
  events: 'events',
  marks: 'events with judges\' marks',
  resultsSaved: 'events with posted results',
  settings: 'settings groups',
  roles: 'accounts with staff roles',
  judgeCodes: 'judges\' tablet codes',
  judgeSessions: 'bound judges\' tablets',
  registrants: 'registrants',
  fees: 'fee schedules',
  payments: 'payments',
  accountPayments: 'accounts with payment copies',
  withdrawals: 'events with withdrawn entries',
  schedule: 'running-order parts (settings, heats)',
  panels: 'judge panel records (events, rounds, letters)',
  acceptedTeams: 'teams accepted from Other',
  eligibility: 'eligibility parts (rules, overrides, past levels)',
  people: 'dancers',
  couples: 'couples',
  accountCouples: 'accounts with couple slots',
  coupleEmails: 'couples with dancers\' e-mails',
  emailCouples: 'dancers\' e-mail addresses',
};

const BRANCH_PATH: Readonly<Record<TreeBranch, string>> = {
  competitionMetadata: paths.competitionMetadata(),
  events: paths.events(),
  marks: paths.marks(),
  resultsSaved: paths.resultsSaved(),
  settings: 'settings',
  roles: paths.roles(),
  judgeCodes: paths.judgeCodes(),
  judgeSessions: 'judgeSessions',
  registrants: paths.registrants(),
  fees: 'fees',
  payments: paths.payments(),
  accountPayments: 'accountPayments',
  withdrawals: paths.withdrawals(),
  schedule: paths.schedule(),
  panels: paths.panels(),
  acceptedTeams: paths.acceptedTeams(),
  eligibility: paths.eligibility(),
  people: paths.people(),
  couples: paths.couples(),
  accountCouples: 'accountCouples',
  coupleEmails: 'coupleEmails',
  emailCouples: 'emailCouples',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function countOf(branch: TreeBranch, value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (branch === 'competitionMetadata') return 1;
  return isObject(value) ? Object.keys(value).length : 1;
}

function entryCount(tree: Tree): number {
  const events = isObject(tree.events) ? Object.values(tree.events) : [];
  return events.reduce<number>((sum, event) => sum + (isObject(event) && isObject(event.entries) ? Object.keys(event.entries).length : 0), 0);
}

/**
 * `restorerUid`: the account doing the restore; restoring roles that do not make it an organiser
 * locks it out of the competition, which the confirmation must say.
 */
export function planRestore(current: Tree, backup: CompetitionBackup, restorerUid?: string): RestorePlan {
  const branches = TREE_BRANCHES.filter((b) => current[b] !== undefined || backup.tree[b] !== undefined).map((branch) => ({
    branch, counts: COUNTS[branch], current: countOf(branch, current[branch]), restored: countOf(branch, backup.tree[branch]),
  }));
  const update: TreeUpdate = {};
  for (const { branch } of branches) update[BRANCH_PATH[branch]] = backup.tree[branch] ?? null;
  const warnings: string[] = [];
  if (restorerUid !== undefined) {
    const roles = isObject(backup.tree.roles) ? backup.tree.roles[restorerUid] : undefined;
    if (!isObject(roles) || roles.organiser !== true) {
      warnings.push('Your account is not an organiser in this file: once it is restored, you can no longer change this competition.');
    }
  }
  if (backup.tree.judgeSessions !== undefined) {
    warnings.push('Judges\' tablets bound in the file stay bound only if their accounts exist in this database\'s sign-in service.');
  }
  return { branches, entries: { current: entryCount(current), restored: entryCount(backup.tree) }, warnings, update };
}

/** One line per branch, for the confirmation: "events: 12 now, 20 from the file". */
export function describeRestore(plan: RestorePlan): string[] {
  return plan.branches.map(({ counts, current, restored }) => `${counts}: ${current} now, ${restored} from the file`);
}
