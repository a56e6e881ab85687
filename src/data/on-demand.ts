// Code a screen needs only once its data has arrived (the money statement's arithmetic), loaded by import() beside
// the reads rather than with the page: the same idea as lazy-schema.ts for any module. The hook gives it as a
// DbValue, so a screen waits for it as for a read, and a failed load is an error the person can act on.
import { useSyncExternalStore } from 'react';
import { DbError } from './errors';
import type { DbValue } from './use-db-value';

export interface OnDemand<M> {
  /** Starts the load (once; again after a failure) and calls back when it lands or fails. */
  readonly subscribe: (onChange: () => void) => () => void;
  readonly snapshot: () => DbValue<M>;
}

const LOADING = { data: undefined, loading: true, error: null } as const;

/** `load` runs on the first subscriber; `whatFor` finishes "This page could not load …" in the error. */
export function onDemand<M>(load: () => Promise<M>, whatFor: string): OnDemand<M> {
  let current: DbValue<M> = LOADING;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const start = () => {
    if (pending) return;
    if (current.error) current = LOADING; // trying again after a failure: waiting, not failed
    pending = load().then(
      (module) => {
        current = { data: module, loading: false, error: null };
      },
      (cause: unknown) => {
        current = { data: undefined, loading: false, error: new DbError('offline', `This page could not load ${whatFor}. Reload the page when the connection is back.`, { cause }) };
        pending = undefined; // the next subscriber tries again
      },
    ).finally(() => {
      for (const listener of [...listeners]) listener();
    });
  };
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      if (current.data === undefined) start();
      return () => listeners.delete(onChange);
    },
    snapshot: () => current,
  };
}

const serverSnapshot = () => LOADING;

/** The module once loaded; loading (and starting the load) until then. */
export function useOnDemand<M>(module: OnDemand<M>): DbValue<M> {
  return useSyncExternalStore(module.subscribe, module.snapshot, serverSnapshot);
}
