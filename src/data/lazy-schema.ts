// A read's schema by name, loaded with the other read schemas on first use (read-schemas.ts, zod and the
// record shapes) instead of with the page: a spectator page's first view then needs no zod (docs/PERFORMANCE.md,
// "Smaller scripts"). useDbValue holds a value back as loading until its schema has loaded, then checks it at once.
import type * as ReadSchemas from './read-schemas';
import type { StandardSchemaV1 } from './standard-schema';

type Schemas = typeof ReadSchemas;
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends StandardSchemaV1<unknown> ? K : never }[keyof Schemas];
type OutputOf<S> = S extends StandardSchemaV1<infer T> ? T : never;

/** A schema useDbValue loads before it checks with it. */
export interface LazySchema<T> {
  readonly lazyName: string;
  /** The schema once read-schemas.ts has loaded, else undefined. */
  readonly current: () => StandardSchemaV1<T> | undefined;
}

let loaded: Schemas | undefined;
let loadFailure: unknown;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the read schemas (once); listeners hear when they are in (or failed to load). */
export function loadReadSchemas(): Promise<void> {
  loading ??= import('./read-schemas').then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      loadFailure = error;
      loading = undefined; // a later read tries again (e.g. back online)
    },
  ).finally(() => {
    for (const listener of [...listeners]) listener();
  });
  return loading;
}

/** For useSyncExternalStore: called when the read schemas load or fail; starts the load. */
export function subscribeReadSchemas(onChange: () => void): () => void {
  listeners.add(onChange);
  void loadReadSchemas();
  return () => listeners.delete(onChange);
}

/** A number that changes when the schemas' load state changes (useSyncExternalStore's snapshot). */
export function readSchemasState(): 'loaded' | 'failed' | 'loading' {
  return loaded ? 'loaded' : loadFailure !== undefined && !loading ? 'failed' : 'loading';
}

export function readSchemasFailure(): unknown {
  return loadFailure;
}

export function lazySchema<K extends SchemaName>(name: K): LazySchema<OutputOf<Schemas[K]>> {
  return { lazyName: name, current: () => loaded?.[name] as StandardSchemaV1<OutputOf<Schemas[K]>> | undefined };
}

export function isLazySchema<T>(schema: StandardSchemaV1<T> | LazySchema<T>): schema is LazySchema<T> {
  return 'lazyName' in schema;
}
