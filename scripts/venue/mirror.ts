// The mirror: the venue database's day-of branches flow up to the hosted database whenever a link
// exists. Each mirrored unit (e.g. marks/<event>/<round>) remembers the digest it last had on both
// sides; a unit is written up only when the hosted copy still has that digest, so a change made on
// the hosted side meanwhile is listed as a conflict for the organiser instead of being overwritten.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { versionCountersTouched } from '../../src/domain/public-version.ts';
import { digestOf } from './digest.ts';
import { LinkDownError, type RestDatabase } from './rest-database.ts';

/** What flows up: results, round states, the running order and marks (README "Venue mode"). `*` = every key. */
export const MIRRORED_UNITS: readonly (readonly string[])[] = [
  ['marks', '*', '*'],
  ['resultsSaved', '*'],
  ['events', '*', 'rounds'],
  ['eventIndex', '*'],
  ['competitorEntries', '*'],
  ['schedule', 'slots', '*'],
];

/**
 * The units written up, with the hosted database's increment of the public version counter of every public branch
 * among them (as the app's write pipeline adds it), so phones polling the hosted database see what came up.
 */
function withPublicVersionBumps(update: Record<string, unknown>): Record<string, unknown> {
  const bumps = versionCountersTouched(Object.keys(update)).map((counter) => [counter, { '.sv': { increment: 1 } }]);
  return { ...update, ...Object.fromEntries(bumps) };
}

/** The top-level branches the units live in, read whole from the venue. */
const BRANCHES = [...new Set(MIRRORED_UNITS.map((u) => u[0]))];

export interface Conflict {
  path: string;
  /** Digest of what was last mirrored (or downloaded), of the hosted value now, of the venue's value now. */
  base: string;
  hosted: string;
  venue: string;
}

export interface MirrorState {
  /** Unit path → digest of the value both sides last agreed on. */
  mirrored: Record<string, string>;
  conflicts: Record<string, Conflict>;
}

export interface SyncReport {
  written: string[];
  conflicts: Conflict[];
  linkDown: string | null;
}

type Tree = Record<string, unknown>;

function child(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? ((value as Tree)[key] ?? null) : null;
}

function keysOf(value: unknown): string[] {
  return value !== null && typeof value === 'object' ? Object.keys(value as Tree) : [];
}

/** Every unit path present in `tree`, plus those `known` already names (so deletions flow up too). */
export function unitPaths(tree: Tree, known: Iterable<string>): string[] {
  const found = new Set<string>();
  const expand = (pattern: readonly string[], at: unknown, prefix: string[]) => {
    if (prefix.length === pattern.length) return void found.add(prefix.join('/'));
    const step = pattern[prefix.length];
    for (const key of step === '*' ? keysOf(at) : [step]) expand(pattern, child(at, key), [...prefix, key]);
  };
  for (const pattern of MIRRORED_UNITS) expand(pattern, tree, []);
  for (const path of known) if (isUnitPath(path)) found.add(path);
  return [...found].sort();
}

function isUnitPath(path: string): boolean {
  const parts = path.split('/');
  return MIRRORED_UNITS.some((u) => u.length === parts.length && u.every((step, i) => step === '*' || step === parts[i]));
}

export function valueAt(tree: Tree, path: string): unknown {
  return path.split('/').reduce<unknown>((at, key) => child(at, key), tree);
}

/** The venue side read in one go per branch. */
export async function readMirroredTree(db: RestDatabase): Promise<Tree> {
  const tree: Tree = {};
  for (const branch of BRANCHES) tree[branch] = await db.get(branch);
  return tree;
}

/** The state right after prepare: both sides hold the downloaded tree. */
export function baselineState(downloaded: Tree): MirrorState {
  const mirrored: Record<string, string> = {};
  for (const path of unitPaths(downloaded, [])) mirrored[path] = digestOf(valueAt(downloaded, path));
  return { mirrored, conflicts: {} };
}

export class Mirror {
  state: MirrorState;

  constructor(
    private readonly venue: RestDatabase,
    private readonly hosted: RestDatabase,
    private readonly stateFile: string,
  ) {
    this.state = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as MirrorState) : { mirrored: {}, conflicts: {} };
  }

  /** One pass: every unit whose venue value moved since it was last mirrored goes up, or becomes a conflict. */
  async syncOnce(): Promise<SyncReport> {
    const written: string[] = [];
    const venueTree = await readMirroredTree(this.venue);
    try {
      // Units to write go up together in one multi-path update: the rules check units against each other
      // (an event's index line against its rounds), so one at a time a posted round would be refused.
      const update: Record<string, unknown> = {};
      const digests = new Map<string, string>();
      for (const path of unitPaths(venueTree, Object.keys(this.state.mirrored))) {
        const value = valueAt(venueTree, path);
        const venueDigest = digestOf(value);
        const base = this.state.mirrored[path] ?? digestOf(null);
        if (venueDigest === base && !this.state.conflicts[path]) continue;
        const hostedDigest = digestOf(await this.hosted.get(path));
        if (hostedDigest === venueDigest) {
          this.agree(path, venueDigest);
        } else if (hostedDigest === base) {
          update[path] = value;
          digests.set(path, venueDigest);
        } else {
          this.state.conflicts[path] = { path, base, hosted: hostedDigest, venue: venueDigest };
        }
      }
      if (digests.size > 0) await this.hosted.update(withPublicVersionBumps(update));
      for (const [path, digest] of digests) {
        this.agree(path, digest);
        written.push(path);
      }
      this.save();
    } catch (error) {
      if (!(error instanceof LinkDownError)) throw error;
      return { written, conflicts: Object.values(this.state.conflicts), linkDown: error.message };
    }
    return { written, conflicts: Object.values(this.state.conflicts), linkDown: null };
  }

  private agree(path: string, digest: string): void {
    this.state.mirrored[path] = digest;
    delete this.state.conflicts[path];
  }

  private save(): void {
    // Written aside and renamed, so a stop mid-write never leaves half a state file.
    writeFileSync(`${this.stateFile}.tmp`, JSON.stringify(this.state, null, 1));
    renameSync(`${this.stateFile}.tmp`, this.stateFile);
  }

  /**
   * Runs passes every `intervalMs` until stopped; a pass that finds the link down simply ends and the
   * next one tries again, so the mirror catches up by itself after a dropout.
   */
  run(intervalMs: number, onPass: (report: SyncReport) => void): { stop: () => Promise<void> } {
    let stopped = false;
    let current: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const pass = () => {
      current = this.syncOnce()
        .then(onPass, (error: unknown) => onPass({ written: [], conflicts: Object.values(this.state.conflicts), linkDown: (error as Error).message }))
        .finally(() => {
          if (!stopped) timer = setTimeout(pass, intervalMs);
        });
    };
    pass();
    return {
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        await current;
      },
    };
  }
}

/** One line per mirrored branch: its digest on each side, and whether they agree. */
export async function compareSides(venue: RestDatabase, hosted: RestDatabase): Promise<{ branch: string; venue: string; hosted: string; same: boolean }[]> {
  const venueTree = await readMirroredTree(venue);
  const hostedTree = await readMirroredTree(hosted);
  return BRANCHES.map((branch) => {
    // Only the mirrored units of a branch count (events/<e>/entries, for instance, is not mirrored).
    const paths = unitPaths(venueTree, unitPaths(hostedTree, [])).filter((p) => p.startsWith(`${branch}/`));
    const side = (tree: Tree) => digestOf(Object.fromEntries(paths.map((p) => [p, valueAt(tree, p)])));
    const [v, h] = [side(venueTree), side(hostedTree)];
    return { branch, venue: v, hosted: h, same: v === h };
  });
}
