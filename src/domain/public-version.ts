// The public version record (docs/DATA-MODEL.md "publicVersion"): one counter per branch anyone may read, bumped
// in the same update as every change to that branch, so a page that polls the REST interface (the free plan)
// asks this small record first and asks a branch again only when its counter moved. A large branch read whole
// (eventIndex: every event's line, what /live and a competitor's page poll) also has a counter per child in
// publicVersionKeys/<branch>/keys/<key>, and one for writes of the branch whole (…/whole), so a poll asks only the
// children that changed instead of the whole branch after each change. Its own counter there (…/branch) moves with
// every bump of publicVersion/<branch>: read in the same request as the children's, it tells a poll which change
// those counters show, so a change landing between its two reads is not taken for a writer that bumps only the
// branch (an older copy of the app), which the poll can only meet by asking the branch whole.
import { paths } from './tree-paths';

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
export const PUBLIC_KEY_VERSIONS_BRANCH = 'publicVersionKeys';

/** The public branches with a counter per child: large, read whole, changed a child at a time. */
export const KEYED_BRANCHES = ['eventIndex'] as const satisfies readonly PublicBranch[];

const isKeyedBranch = (name: string): boolean => (KEYED_BRANCHES as readonly string[]).includes(name);

const isPublicBranch = (name: string): name is PublicBranch => (PUBLIC_BRANCHES as readonly string[]).includes(name);

/** The public branch a root-relative path lies in (null for private records and the root itself). */
export function publicBranchOf(path: string): PublicBranch | null {
  const top = path.split('/').find((segment) => segment.length > 0);
  return top !== undefined && isPublicBranch(top) ? top : null;
}


const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);

/**
 * The counters an update changing `paths` bumps, as root-relative paths: its public branches' counters, and for a
 * keyed branch its own counter there (`branch`) and the counter of each child it changes (or its `whole` counter
 * when it writes the branch whole). Counters in the update itself are not counted.
 */
export function versionCountersTouched(updatePaths: Iterable<string>): string[] {
  const counters = new Set<string>();
  for (const path of updatePaths) {
    const [top, key] = segmentsOf(path);
    if (top === PUBLIC_VERSION_BRANCH || top === PUBLIC_KEY_VERSIONS_BRANCH) continue;
    if (top === undefined) {
      for (const branch of PUBLIC_BRANCHES) counters.add(paths.publicBranchVersion(branch));
      for (const branch of KEYED_BRANCHES) counters.add(paths.publicWholeVersion(branch)).add(paths.publicKeyedBranchVersion(branch));
      continue;
    }
    if (!isPublicBranch(top)) continue;
    counters.add(paths.publicBranchVersion(top));
    if (!isKeyedBranch(top)) continue;
    counters.add(paths.publicKeyedBranchVersion(top));
    counters.add(key === undefined ? paths.publicWholeVersion(top) : paths.publicKeyVersion(top, key));
  }
  return [...counters];
}

/** Whether a path is one of the counters (an update's own counters are replaced by the bumps). */
export function isVersionCounterPath(path: string): boolean {
  const top = segmentsOf(path)[0];
  return top === PUBLIC_VERSION_BRANCH || top === PUBLIC_KEY_VERSIONS_BRANCH;
}
