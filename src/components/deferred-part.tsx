// A part of a screen whose code downloads after the screen's first view: the forms' fields, their zod checks,
// the database SDK and the write pipeline (docs/PERFORMANCE.md, "Smaller scripts"). The screen's own chunk
// shows its heading and this part's loading state at once; the part's download starts when it first renders
// (or earlier, by `preload()`), and a failed download says so with a "Try again" that downloads it again.
import { type ComponentType, createElement, useEffect, useSyncExternalStore } from 'react';
import { ErrorState } from './error-state';
import { errorText } from './error-text';
import { LoadingState } from './loading-state';

export interface DeferredPartText {
  /** Shown (and announced) while the code downloads: the same words as the part's own data loading state. */
  loading: string;
  /** The heading of the error shown when the download fails. */
  failed: string;
}

export type DeferredPart<P> = ComponentType<P> & { preload(): Promise<unknown> };

const DOWNLOAD_FAILED = 'This part of the page could not be downloaded. Check your connection, then try again.';

type State<P> = { kind: 'idle' | 'loading' } | { kind: 'loaded'; component: ComponentType<P> } | { kind: 'failed'; error: unknown };

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, text: DeferredPartText): DeferredPart<P> {
  let state: State<P> = { kind: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: State<P>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  let loading: Promise<unknown> | undefined;
  const preload = () => {
    if (loading) return loading;
    set({ kind: 'loading' });
    loading = load().then(
      (component) => set({ kind: 'loaded', component }),
      (error: unknown) => {
        loading = undefined; // "Try again" (or the next visit) downloads it afresh: offline, or a new deploy
        set({ kind: 'failed', error });
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function Part(props: P) {
    const current = useSyncExternalStore(subscribe, () => state, () => state);
    useEffect(() => {
      if (current.kind === 'idle') void preload();
    }, [current.kind]);
    if (current.kind === 'loaded') return createElement(current.component, props);
    if (current.kind === 'failed') {
      return (
        <ErrorState error={new Error(DOWNLOAD_FAILED)} title={text.failed} onRetry={() => void preload()}>
          <p className="small mb-0 mt-2 text-body-secondary">{errorText(current.error)}</p>
        </ErrorState>
      );
    }
    return <LoadingState label={text.loading} />;
  }
  return Object.assign(Part, { preload });
}
