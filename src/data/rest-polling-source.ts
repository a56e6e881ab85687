// Live values by asking the database's REST interface again every few seconds: a spectator's phone then holds
// no WebSocket, so it does not count against the free plan's cap on simultaneous connections (100). Only the
// paths someone listens to are asked, one request per path per round, and only while polling is not paused
// (a hidden page asks nothing). `.info/connected` is answered here, from whether the last round got answers,
// so the page's connection notice works the same in this mode.
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
}

interface Listen {
  readonly path: string;
  readonly onValue: (value: unknown) => void;
  readonly onError: (error: unknown) => void;
  /** The last body delivered, so an unchanged value is not delivered again. */
  lastBody?: string;
}

export class RestPollingSource implements ValueSource {
  private readonly listens = new Set<Listen>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private paused = false;
  private reachable = true;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RestPollingOptions) {
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  listen(path: string, onValue: (value: unknown) => void, onError: (error: unknown) => void): Unsubscribe {
    const entry: Listen = { path, onValue, onError };
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

  /** One request per distinct path; every listen of that path gets the answer. */
  private async ask(listens: Listen[]): Promise<void> {
    const byPath = new Map<string, Listen[]>();
    for (const listen of listens) {
      if (listen.path !== CONNECTED_PATH) byPath.set(listen.path, [...(byPath.get(listen.path) ?? []), listen]);
    }
    if (byPath.size === 0) return;
    const token = (await this.options.authToken?.().catch(() => null)) ?? null;
    const answers = await Promise.all([...byPath].map(([path, group]) => this.askOne(path, group, token)));
    this.setReachable(answers.some((answered) => answered));
  }

  /** True when the server answered (even with a refusal); false when it could not be reached. */
  private async askOne(path: string, group: Listen[], token: string | null): Promise<boolean> {
    let response: Response;
    let body: string;
    try {
      const url = new URL(this.options.urlOf(path));
      if (token) url.searchParams.set('auth', token);
      response = await this.fetch(url, { cache: 'no-store' });
      body = await response.text();
    } catch {
      return false; // offline: keep what is shown; the connection notice says so
    }
    const live = group.filter((l) => this.listens.has(l));
    if (response.ok) {
      const value: unknown = JSON.parse(body);
      for (const listen of live) {
        if (listen.lastBody === body) continue;
        listen.lastBody = body;
        listen.onValue(value);
      }
      return true;
    }
    const error = response.status === 401 || response.status === 403 ? toDbError(new Error('permission_denied')) : new DbError('unknown', `The database answered ${response.status} for ${path}; the page will ask again shortly.`);
    for (const listen of live) {
      listen.lastBody = undefined;
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
