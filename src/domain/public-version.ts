// The public version record (docs/DATA-MODEL.md "publicVersion"): one counter per branch anyone may read, bumped
// in the same update as every change to that branch, so a page that polls the REST interface (the free plan)
// asks this small record first and asks a branch again only when its counter moved.

/** Every top-level branch the rules let anyone read (database.rules.json `".read": true`). */
export const PUBLIC_BRANCHES = [
  'competitionMetadata',
  'events',
  'panels',
  'resultsSaved',
  'settings',
  'schedule',
  'fees',
  'acceptedTeams',
  'couples',
  'people',
  'withdrawals',
  'eligibility',
  'eventIndex',
  'eventEntries',
  'competitorEntries',
  'competitorList',
] as const;

export type PublicBranch = (typeof PUBLIC_BRANCHES)[number];

export const PUBLIC_VERSION_BRANCH = 'publicVersion';

const isPublicBranch = (name: string): name is PublicBranch => (PUBLIC_BRANCHES as readonly string[]).includes(name);

/** The public branch a root-relative path lies in (null for private records and the root itself). */
export function publicBranchOf(path: string): PublicBranch | null {
  const top = path.split('/').find((segment) => segment.length > 0);
  return top !== undefined && isPublicBranch(top) ? top : null;
}

/** The public branches an update changes; a write of the whole tree ('' or '/') changes them all. */
export function publicBranchesTouched(paths: Iterable<string>): PublicBranch[] {
  const touched = new Set<PublicBranch>();
  for (const path of paths) {
    if (path.split('/').every((segment) => segment.length === 0)) return [...PUBLIC_BRANCHES];
    const branch = publicBranchOf(path);
    if (branch) touched.add(branch);
  }
  return [...touched];
}
