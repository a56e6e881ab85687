// useDbValue(path, schema?) → { data, loading, error }: a live, validated view of one database path.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ZodType } from 'zod';
import { DbError } from './errors';
import { getDb } from './firebase';
import { firebaseValueSource } from './firebase-value-source';
import { LiveValueStore } from './live-value-store';

export interface DbValue<T> {
  data: T | undefined;
  loading: boolean;
  error: DbError | null;
}

let sharedStore: LiveValueStore | undefined;

export function getLiveValueStore(): LiveValueStore {
  sharedStore ??= new LiveValueStore(firebaseValueSource(getDb));
  return sharedStore;
}

/** For tests that render screens against a fake or a dedicated database. */
export function setLiveValueStore(store: LiveValueStore | undefined): void {
  sharedStore = store;
}

const IDLE = { data: undefined, loading: false, error: null } as const;

/**
 * Pass `null` as the path to wait (e.g. until a route parameter is known).
 * `schema` must be a module-level constant: a malformed record becomes an `invalid-data` error, never a crash.
 */
export function useDbValue<T = unknown>(path: string | null, schema?: ZodType<T>): DbValue<T> {
  const store = getLiveValueStore();
  const subscribe = useCallback(
    (onChange: () => void) => (path === null ? () => {} : store.subscribe(path, onChange)),
    [store, path],
  );
  const getSnapshot = useCallback(() => (path === null ? IDLE : store.getSnapshot(path)), [store, path]);
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  return useMemo((): DbValue<T> => {
    if (state.loading || state.error || !schema || state.data === null || state.data === undefined) {
      return state as DbValue<T>;
    }
    const parsed = schema.safeParse(state.data);
    if (parsed.success) return { data: parsed.data, loading: false, error: null };
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${path}/${issue.path.join('/')}` : ` at ${path}`;
    return {
      data: undefined,
      loading: false,
      error: new DbError('invalid-data', `This record is malformed${where}: ${issue?.message ?? 'unexpected shape'}.`),
    };
  }, [state, schema, path]);
}
