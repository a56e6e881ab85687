// Shares one database subscription per path between every component that reads it,
// and releases it when the last reader goes. Framework-free so it can be tested on its own.
import type { TakeEarlyAnswer } from './early-answers';
import { type DbError, toDbError } from './errors';

export type Unsubscribe = () => void;

/** Where live values come from: the SDK in the app, a fake in unit tests. */
export interface ValueSource {
  listen(path: string, onValue: (value: unknown) => void, onError: (error: unknown) => void): Unsubscribe;
}

export interface LiveState {
  readonly data: unknown;
  readonly loading: boolean;
  readonly error: DbError | null;
}

interface Entry {
  state: LiveState;
  listeners: Set<() => void>;
  release: Unsubscribe;
  /** The source has delivered: an early answer arriving later is older and is dropped. */
  live: boolean;
}

const LOADING: LiveState = Object.freeze({ data: undefined, loading: true, error: null });

export class LiveValueStore {
  private readonly entries = new Map<string, Entry>();

  /** `early`: the answers the HTML requested by REST (early-answers.ts), each a path's first value until the source's. */
  constructor(
    private readonly source: ValueSource,
    private readonly early: TakeEarlyAnswer = () => undefined,
  ) {}

  subscribe(path: string, listener: () => void): Unsubscribe {
    let entry = this.entries.get(path);
    if (!entry) entry = this.open(path);
    entry.listeners.add(listener);
    return () => {
      const current = this.entries.get(path);
      if (!current) return;
      current.listeners.delete(listener);
      if (current.listeners.size === 0) {
        this.entries.delete(path);
        current.release();
      }
    };
  }

  /** Stable identity between changes, as useSyncExternalStore requires. */
  getSnapshot(path: string): LiveState {
    return this.entries.get(path)?.state ?? LOADING;
  }

  activePaths(): string[] {
    return [...this.entries.keys()];
  }

  private open(path: string): Entry {
    const entry: Entry = { state: LOADING, listeners: new Set(), release: () => {}, live: false };
    this.entries.set(path, entry);
    const update = (state: LiveState) => {
      if (this.entries.get(path) !== entry) return;
      entry.state = state;
      for (const listener of [...entry.listeners]) listener();
    };
    const early = this.early(path);
    // An answer already in is the first snapshot itself; one still on its way fills in unless the source was first.
    if (early?.done) entry.state = { data: early.value, loading: false, error: null };
    else
      early?.promise.then(
        (value) => !entry.live && update({ data: value, loading: false, error: null }),
        () => {}, // a failed early read leaves the path to the source
      );
    entry.release = this.source.listen(
      path,
      (value) => {
        entry.live = true;
        update({ data: value, loading: false, error: null });
      },
      (error) => {
        entry.live = true;
        update({ data: undefined, loading: false, error: toDbError(error) });
      },
    );
    return entry;
  }
}
