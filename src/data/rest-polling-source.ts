// Live values by asking the database's REST interface again every few seconds: a spectator's phone then holds
// no WebSocket, so it does not count against the free plan's cap on simultaneous connections (100). Only the
// paths someone listens to are asked, one request per path per round, and only while polling is not paused
// (a hidden page asks nothing). `.info/connected` is answered here, from whether the last round got answers,
// so the page's connection notice works the same in this mode.
// With a version record (publicVersion/: one counter per public branch, bumped by every write of that branch),
// each round asks the record first and asks a path again only when its branch's counter moved since the path's
// last answer; paths outside the public branches, or a record that is missing or refused, are asked every round.
// A record that cannot be read this round (a dropped connection twice, a server error or timeout) asks nothing it
// covers but first answers: asking every page's paths whole then would load a struggling server the most.
// A keyed branch read whole (eventIndex) has a counter per child too (publicVersionKeys/<branch>): when its branch
// moved, the poll reads those counters and asks only the children whose counter moved, merging them into the
// value it holds, so a phone on /live fetches one event's line after a change instead of every event's. Those
// counters carry the branch's own (`branch`, bumped with the record's by every writer), so a change that lands
// between the record's read and the counters' read, fetched at once, is not asked again whole the next round.
import { DbError, toDbError } from './errors';
import type { Unsubscribe, ValueSource } from './live-value-store';

const CONNECTED_PATH = '.info/connected';

export interface RestPollingOptions {
  /** The REST address of one database path (see rest-location.ts). */
  urlOf(path: string): string;
  intervalMs: number;
  /** The signed-in visitor's ID token, for the records the rules show only to them; null when signed out. */
  authToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** The version record's path, and the branch of the record that covers a path (null: not covered). */
  versions?: {
    path: string;
    branchOf(path: string): string | null;
    /** Branches with a counter per child, and where a branch's counters are ({ whole, branch, keys: { <key>: n } }). */
    keyed?: { branches: readonly string[]; pathOf(branch: string): string };
  };
}

/** A keyed branch's counters as read: writes of it whole, every change to it (0 before the first), one per child. */
interface KeyCounters {
  whole: unknown;
  branch: number;
  keys: Record<string, unknown>;
}

/** What a keyed branch's listens were last given, so the next change asks only the children that moved. */
interface KeyedState {
  value: Record<string, unknown>;
  counters: KeyCounters;
  /**
   * How far the record's counter for the branch was ahead of `counters.branch` when the branch was last read whole
   * (null: not both numbers). Every writer of this app bumps the two together, so a later round where it is no
   * further ahead has nothing the line counters do not show, even when the record was read before a change the
   * counters already showed; further ahead means a write that bumped only the record's counter (an older copy of
   * the app), which only a read of the branch whole shows.
   */
  lead: number | null;
}

/** Could not read the version record this round: the paths it covers wait for the next round. */
const UNREAD = Symbol('version record unread');
/** What the version record said this round: a counter per branch, nothing to go by (ask everything), or UNREAD. */
type Versions = Record<string, unknown> | null | typeof UNREAD;
/** A listen's version before its first answer, so the first round always asks. */
const NEVER_ASKED = Symbol('never asked');

interface Listen {
  readonly path: string;
  readonly onValue: (value: unknown) => void;
  readonly onError: (error: unknown) => void;
  /** The last body delivered, so an unchanged value is not delivered again. */
  lastBody?: string;
  /** Its branch's counter when it was last answered. */
  version: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The children whose counter differs between two reads of a keyed branch's counters. */
function movedKeys(before: KeyCounters, after: KeyCounters): string[] {
  return [...new Set([...Object.keys(before.keys), ...Object.keys(after.keys)])].filter((key) => before.keys[key] !== after.keys[key]);
}

/** The record's counter minus the counters' own, when both are numbers (see KeyedState.lead). */
const leadOf = (version: unknown, counters: KeyCounters): number | null => (typeof version === 'number' ? version - counters.branch : null);

/** Whether the line counters show every change since the branch was last read whole (see KeyedState.lead). */
function linesTellAll(state: KeyedState, counters: KeyCounters, version: unknown): boolean {
  const lead = leadOf(version, counters);
  return counters.whole === state.counters.whole && state.lead !== null && lead !== null && lead <= state.lead;
}

/** A keyed branch's value as its listens get it: nothing left is no value. */
const shownValue = (value: Record<string, unknown>): Record<string, unknown> | null => (Object.keys(value).length === 0 ? null : value);

export class RestPollingSource implements ValueSource {
  private readonly listens = new Set<Listen>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private paused = false;
  private reachable = true;
  private versionsInFlight: Promise<{ reached: boolean; versions: Versions }> | undefined;
  private readonly keyed = new Map<string, KeyedState>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RestPollingOptions) {
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  listen(path: string, onValue: (value: unknown) => void, onError: (error: unknown) => void): Unsubscribe {
    const entry: Listen = { path, onValue, onError, version: NEVER_ASKED };
    this.listens.add(entry);
    if (path === CONNECTED_PATH) onValue(this.reachable);
    else if (!this.paused) void this.ask([entry]);
    this.schedule();
    return () => {
      this.listens.delete(entry);
      if (this.listens.size === 0) this.stop();
    };
  }

  /** Stops asking (a hidden page) or asks at once and then every interval again. */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (paused) this.stop();
    else void this.round();
  }

  /** Paths asked each round (for tests and the docs' arithmetic). */
  polledPaths(): string[] {
    return [...new Set([...this.listens].map((l) => l.path).filter((p) => p !== CONNECTED_PATH))];
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer !== undefined || this.paused || this.listens.size === 0) return;
    this.timer = setTimeout(() => void this.round(), this.options.intervalMs);
  }

  private async round(): Promise<void> {
    this.stop();
    await this.ask([...this.listens]);
    this.schedule();
  }

  /** One request per distinct path whose branch moved (or is not covered); every listen of that path gets the answer. */
  private async ask(listens: Listen[]): Promise<void> {
    const byPath = new Map<string, Listen[]>();
    for (const listen of listens) {
      if (listen.path !== CONNECTED_PATH) byPath.set(listen.path, [...(byPath.get(listen.path) ?? []), listen]);
    }
    if (byPath.size === 0) return;
    const token = (await this.options.authToken?.().catch(() => null)) ?? null;
    const covered = [...byPath.keys()].some((path) => this.branchOf(path) !== null);
    const record = covered ? await this.readVersions(token) : { reached: false, versions: null };
    const due = [...byPath].filter(([path, group]) => this.isDue(path, group, record.versions));
    const answers = await Promise.all(due.map(([path, group]) => this.refresh(path, group, token, this.versionOf(path, record.versions))));
    this.setReachable(record.reached || answers.some((answered) => answered));
  }

  private branchOf(path: string): string | null {
    return this.options.versions?.branchOf(path) ?? null;
  }

  /** The counter that covers `path` in this round's record; undefined for a branch never bumped yet. */
  private versionOf(path: string, versions: Versions): unknown {
    const branch = this.branchOf(path);
    return branch === null || versions === null || versions === UNREAD ? NEVER_ASKED : versions[branch];
  }

  private isDue(path: string, group: Listen[], versions: Versions): boolean {
    if (versions === UNREAD && this.branchOf(path) !== null) return group.some((listen) => listen.version === NEVER_ASKED);
    const version = this.versionOf(path, versions);
    return version === NEVER_ASKED || group.some((listen) => listen.version !== version);
  }

  /**
   * The version record, or null when there is none to go by (missing, refused, malformed): then everything is asked.
   * Listens opened together (a page's first render) share one read still on its way.
   */
  private readVersions(token: string | null): Promise<{ reached: boolean; versions: Versions }> {
    this.versionsInFlight ??= this.fetchVersions(token).finally(() => {
      this.versionsInFlight = undefined;
    });
    return this.versionsInFlight;
  }

  private async fetchVersions(token: string | null): Promise<{ reached: boolean; versions: Versions }> {
    const path = this.options.versions?.path;
    if (path === undefined) return { reached: true, versions: null };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const response = await this.request(path, token);
        if (response.status >= 500 || response.status === 408 || response.status === 429) return { reached: true, versions: UNREAD };
        const value: unknown = response.ok ? JSON.parse(await response.text()) : null;
        return { reached: true, versions: isRecord(value) ? value : null };
      } catch {
        // Most often a kept-alive connection the server had just closed: once more, on a new one.
      }
    }
    return { reached: false, versions: UNREAD };
  }

  /**
   * A keyed branch's changed children when that is enough, else the whole path: the first time, after a write of
   * the branch whole, or when its branch moved further than its own counter did (a writer that bumps only the
   * record's counter). Nothing at all when no child moved since the last read of the counters: the change the
   * record shows was fetched then (it landed between that round's two reads).
   */
  private async refresh(path: string, group: Listen[], token: string | null, version: unknown): Promise<boolean> {
    if (!this.isKeyedBranch(path)) return this.askOne(path, group, token, version);
    const counters = await this.readKeyCounters(path, token);
    const state = this.keyed.get(path);
    if (state !== undefined && counters !== null && linesTellAll(state, counters, version) && group.every((listen) => listen.version !== NEVER_ASKED)) {
      const moved = movedKeys(state.counters, counters);
      if (moved.length > 0) return this.askChildren(path, group, token, version, { state, counters, moved });
      this.keyed.set(path, { ...state, counters });
      this.deliver(group, version, shownValue(state.value));
      return true;
    }
    return this.askOne(path, group, token, version, counters);
  }

  private isKeyedBranch(path: string): boolean {
    return this.options.versions?.keyed?.branches.includes(path) === true;
  }

  /** A keyed branch's counters, or null when they cannot be read (then the branch is asked whole). */
  private async readKeyCounters(branch: string, token: string | null): Promise<KeyCounters | null> {
    const keyed = this.options.versions?.keyed;
    if (!keyed?.branches.includes(branch)) return null;
    const body = await this.get(keyed.pathOf(branch), token);
    if (body === null) return null;
    const value = JSON.parse(body) as unknown;
    const record = isRecord(value) ? value : {};
    return { whole: record.whole ?? null, branch: typeof record.branch === 'number' ? record.branch : 0, keys: isRecord(record.keys) ? record.keys : {} };
  }

  /** Asks the children whose counter moved and gives the listens the value with them merged in. */
  private async askChildren(path: string, group: Listen[], token: string | null, version: unknown, change: { state: KeyedState; counters: KeyCounters; moved: string[] }): Promise<boolean> {
    const { state, counters, moved } = change;
    const bodies = await Promise.all(moved.map((key) => this.get(`${path}/${key}`, token)));
    if (bodies.some((body) => body === null)) return this.askOne(path, group, token, version, counters);
    const value = { ...state.value };
    moved.forEach((key, index) => {
      const child = JSON.parse(bodies[index] ?? 'null') as unknown;
      if (child === null) delete value[key];
      else value[key] = child;
    });
    this.keyed.set(path, { value, counters, lead: state.lead });
    this.deliver(group, version, shownValue(value));
    return true;
  }

  /** One REST read of `path`, with the visitor's token when signed in; never cached by the browser. */
  private request(path: string, token: string | null): Promise<Response> {
    const url = new URL(this.options.urlOf(path));
    if (token) url.searchParams.set('auth', token);
    return this.fetch(url, { cache: 'no-store' });
  }

  /** A path's body, or null when it was refused or could not be read. */
  private async get(path: string, token: string | null): Promise<string | null> {
    try {
      const response = await this.request(path, token);
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  }

  private deliver(group: Listen[], version: unknown, value: unknown): void {
    const body = JSON.stringify(value);
    for (const listen of group.filter((l) => this.listens.has(l))) {
      // The record was read before this answer, so the answer is at least as new as that counter.
      listen.version = version;
      if (listen.lastBody === body) continue;
      listen.lastBody = body;
      listen.onValue(value);
    }
  }

  /** True when the server answered (even with a refusal); false when it could not be reached. */
  private async askOne(path: string, group: Listen[], token: string | null, version: unknown, counters: KeyCounters | null = null): Promise<boolean> {
    let response: Response;
    let body: string;
    try {
      response = await this.request(path, token);
      body = await response.text();
    } catch {
      return false; // offline: keep what is shown; the connection notice says so
    }
    const live = group.filter((l) => this.listens.has(l));
    if (response.ok) {
      const value: unknown = JSON.parse(body);
      // Counters read before this answer: the next change asks the children that moved after them.
      if (counters !== null) this.keyed.set(path, { value: typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}, counters, lead: leadOf(version, counters) });
      this.deliver(live, version, value);
      return true;
    }
    this.keyed.delete(path);
    const error = response.status === 401 || response.status === 403 ? toDbError(new Error('permission_denied')) : new DbError('unknown', `The database answered ${response.status} for ${path}; the page will ask again shortly.`);
    for (const listen of live) {
      listen.lastBody = undefined;
      listen.version = NEVER_ASKED;
      listen.onError(error);
    }
    return response.status < 500;
  }

  private setReachable(reachable: boolean): void {
    if (reachable === this.reachable) return;
    this.reachable = reachable;
    for (const listen of [...this.listens]) if (listen.path === CONNECTED_PATH) listen.onValue(reachable);
  }
}
