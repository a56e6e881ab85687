// A live source whose code loads on its first listen (a dynamic import), for sources most pages never use.
import type { Unsubscribe, ValueSource } from './live-value-store';

export interface LazyValueSource<S extends ValueSource> extends ValueSource {
  /** The source if its code has arrived, without loading it. */
  ifLoaded(): S | undefined;
}

/** `load` runs once (again after a failure: offline, a new deploy); a listen asked for before it arrives starts when it does, unless cancelled first. */
export function lazyValueSource<S extends ValueSource>(load: () => Promise<S>): LazyValueSource<S> {
  let loading: Promise<S> | undefined;
  let loaded: S | undefined;
  const source = () =>
    (loading ??= load().then(
      (s) => (loaded = s),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    ifLoaded: () => loaded,
    listen(path, onValue, onError) {
      if (loaded) return loaded.listen(path, onValue, onError);
      let cancelled = false;
      let undo: Unsubscribe | undefined;
      source().then(
        (s) => {
          if (!cancelled) undo = s.listen(path, onValue, onError);
        },
        (error: unknown) => {
          if (!cancelled) onError(error);
        },
      );
      return () => {
        cancelled = true;
        undo?.();
      };
    },
  };
}
