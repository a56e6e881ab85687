// A part of a page that loads after its first view or on the action that needs it, by dynamic import, so it is
// not in the page's first download (docs/PERFORMANCE.md, "Smaller scripts"): loaded once, fetched ahead when
// the browser is idle, and tried again after a failed download (offline, or a new deploy replaced the file).
import { useEffect, useSyncExternalStore } from 'react';

/** A part of the page that did not download, said so that a person knows what to do. */
export class PartLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`Could not load ${what}: the connection may have dropped or the site was just updated. Check your connection, then try again (or reload the page).`, { cause });
    this.name = 'PartLoadError';
  }
}

export interface PartState<M> {
  module: M | undefined;
  error: PartLoadError | undefined;
}

export interface OnDemand<M> {
  /** The module, downloading it on the first call (and again after a failure). Rejects with a PartLoadError. */
  load(): Promise<M>;
  /** Downloads the module when the browser has nothing else to do, so a later click does not wait long. */
  prefetchWhenIdle(): void;
  /** What useSyncExternalStore reads: the module once here, or the last failure. */
  state(): PartState<M>;
  subscribe(listener: () => void): () => void;
}

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
};

/** `what` names the part in an error ("the judges' working"). */
export function onDemand<M>(what: string, importer: () => Promise<M>): OnDemand<M> {
  let state: PartState<M> = { module: undefined, error: undefined };
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: PartState<M>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const load = () => {
    if (!loading && state.error) set({ module: undefined, error: undefined }); // trying again: loading, not failed
    loading ??= importer().then(
      (module) => {
        set({ module, error: undefined });
        return module;
      },
      (cause: unknown) => {
        loading = undefined; // the next use downloads it again
        const error = new PartLoadError(what, cause);
        set({ module: undefined, error });
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    prefetchWhenIdle: () => whenIdle(() => void load().catch(() => {})), // a failed prefetch is retried by the click
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const NOT_HERE: PartState<never> = { module: undefined, error: undefined };

/**
 * Whether the part has arrived (or failed), without loading it. A page rendered at build time, and its hydration,
 * see it not yet here, so the browser's first render matches the HTML.
 */
export function usePartState<M>(part: OnDemand<M>): PartState<M> {
  return useSyncExternalStore(part.subscribe, part.state, () => NOT_HERE);
}

/** The part's module for rendering: loading starts once the component has shown (after the first view). */
export function useOnDemand<M>(part: OnDemand<M>): PartState<M> & { retry: () => void } {
  const state = usePartState(part);
  useEffect(() => {
    if (!part.state().module && !part.state().error) void part.load().catch(() => {}); // the failure is in the state
  }, [part]);
  return { ...state, retry: () => void part.load().catch(() => {}) };
}
