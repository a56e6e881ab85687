// Which screens' code is downloading right now. Navigation runs in a React transition, so the current
// screen stays on show while the next one loads; this store is what lets the layout say so meanwhile.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Counts `load` as in flight until it settles. React starts a lazy screen's load while rendering, and a
 * store may not change during a render, so the count moves in a microtask.
 */
export function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  queueMicrotask(() => {
    pending += 1;
    notify();
  });
  const done = () =>
    queueMicrotask(() => {
      pending -= 1;
      notify();
    });
  load.then(done, done);
  return load;
}

/** True while the code of some screen is downloading. */
export function useScreenCodeLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0, () => false);
}
