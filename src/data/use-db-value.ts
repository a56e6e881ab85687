// useDbValue(path, schema?) → { data, loading, error }: a live, validated view of one database path.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { takeEarlyAnswer } from './early-answers';
import { DbError } from './errors';
import { readSource } from './connection-budget-instance';
import { type LazySchema, isLazySchema, readSchemasFailure, readSchemasState, subscribeReadSchemas } from './lazy-schema';
import { LiveValueStore } from './live-value-store';
import type { SchemaIssue, StandardSchemaV1 } from './standard-schema';

export interface DbValue<T> {
  data: T | undefined;
  loading: boolean;
  error: DbError | null;
}

let sharedStore: LiveValueStore | undefined;

export function getLiveValueStore(): LiveValueStore {
  sharedStore ??= new LiveValueStore(readSource(), takeEarlyAnswer);
  return sharedStore;
}

/** For tests that render screens against a fake or a dedicated database. */
export function setLiveValueStore(store: LiveValueStore | undefined): void {
  sharedStore = store;
}

const IDLE = { data: undefined, loading: false, error: null } as const;
const LOADING = { data: undefined, loading: true, error: null } as const;

function issuePath(issue: SchemaIssue): string {
  return (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('/');
}

/** A zod schema or a field check (field-checks.ts): both follow the Standard Schema interface. */
function check<T>(schema: StandardSchemaV1<T>, path: string, value: unknown): DbValue<T> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error(`The schema for ${path} is asynchronous; useDbValue needs one that checks at once.`);
  if (!result.issues) return { data: result.value, loading: false, error: null };
  const issue = result.issues[0];
  const inner = issue ? issuePath(issue) : '';
  return {
    data: undefined,
    loading: false,
    error: new DbError('invalid-data', `This record is malformed at ${inner ? `${path}/${inner}` : path}: ${issue?.message ?? 'unexpected shape'}.`),
  };
}

const noSubscription = () => () => {};
const alwaysLoaded = () => 'loaded' as const;
const schemasLoading = () => 'loading' as const;

/** The schema to check with now: at once, or a lazy one's once loaded (undefined until then; a failed load is an error). */
function schemaNow<T>(schema: StandardSchemaV1<T> | LazySchema<T>, state: 'loaded' | 'failed' | 'loading'): StandardSchemaV1<T> | DbError | undefined {
  if (!isLazySchema(schema)) return schema;
  if (state === 'failed') {
    return new DbError('offline', 'This page could not load the checks for what it reads. Reload the page when the connection is back.', { cause: readSchemasFailure() });
  }
  return state === 'loaded' ? schema.current() : undefined;
}

/**
 * Pass `null` as the path to wait (e.g. until a route parameter is known).
 * `schema` must be a module-level constant: a malformed record becomes an `invalid-data` error, never a crash.
 * A lazy schema (lazySchema(name)) keeps a value loading until the read schemas have loaded.
 */
export function useDbValue<T = unknown>(path: string | null, schema?: StandardSchemaV1<T> | LazySchema<T>): DbValue<T> {
  const store = getLiveValueStore();
  const subscribe = useCallback(
    (onChange: () => void) => (path === null ? () => {} : store.subscribe(path, onChange)),
    [store, path],
  );
  const getSnapshot = useCallback(() => (path === null ? IDLE : store.getSnapshot(path)), [store, path]);
  // The build's prerendered first view shows every read loading (scripts/vite/prerender-pages.ts): hydration must
  // start from the same, even when the value has arrived meanwhile; React renders the value right after.
  const getServerSnapshot = useCallback(() => (path === null ? IDLE : LOADING), [path]);
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const lazy = schema !== undefined && isLazySchema(schema);
  const schemas = useSyncExternalStore(lazy ? subscribeReadSchemas : noSubscription, lazy ? readSchemasState : alwaysLoaded, lazy ? schemasLoading : alwaysLoaded);

  return useMemo((): DbValue<T> => {
    if (state.loading || state.error || !schema || state.data === null || state.data === undefined) {
      return state as DbValue<T>;
    }
    const now = schemaNow(schema, schemas);
    if (now === undefined) return LOADING;
    if (now instanceof DbError) return { data: undefined, loading: false, error: now };
    return check(now, path ?? '', state.data);
  }, [state, schema, schemas, path]);
}
