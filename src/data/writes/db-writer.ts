// Where the actions of officials and registrants go: the app's database, another SDK database
// (integration tests against the local server, signed in as someone else), or a fake tree in screen tests.
// Every action is ONE atomic multi-path update (root-relative paths; null removes).
import { type Database, get, push, ref, update } from 'firebase/database';
import type { TreeUpdate } from '../../domain/tree-update';
import { toDbError } from '../errors';
import { getDb } from '../firebase';
import { writePipeline } from './write-pipeline';

/**
 * The one way the app writes: a patch of root-relative paths. Two implementations: the pipeline below
 * (use-cases: one atomic update per action) and the judges' durable `MarkOutbox` (each path kept on the
 * tablet until the database acknowledges it), which sends through the pipeline. Screen tests swap in the
 * fake tree as the pipeline's sink, so both are covered at once.
 */
export interface TreeWriter {
  update(patch: TreeUpdate): Promise<void>;
}

export interface DbWriter extends TreeWriter {
  /** A new push key under `parentPath`, generated locally (nothing is written yet). */
  newKey(parentPath: string): string;
  /** The current value at a path ('' for the whole tree), read once (null when absent): actions build on fresh data, not a screen's copy. */
  readOnce(path: string): Promise<unknown>;
}

async function humanErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toDbError(error);
  }
}

/** The SDK-backed sink over a database (the app's, unless a test passes its own client's): the only call of the SDK's `update`. */
export function databaseWriter(database: () => Database): DbWriter {
  return {
    update: (patch) => humanErrors(() => update(ref(database()), patch)),
    newKey(parentPath) {
      let key: string | null;
      try {
        key = push(ref(database(), parentPath)).key;
      } catch (error) {
        throw toDbError(error);
      }
      if (!key) throw toDbError(new Error(`No key could be generated under ${parentPath}.`));
      return key;
    },
    // '' is the root (a full backup); the SDK refuses an empty child path, so the root is asked for without one.
    readOnce: (path) => humanErrors(async () => (await get(path === '' ? ref(database()) : ref(database(), path))).val()),
  };
}

// The pipeline's stages (summaries, server times: write-pipeline.ts) are added here, once, so every action
// (and every future one) goes through them, whichever sink receives it.
const appWriter = writePipeline(databaseWriter(getDb));
let current: DbWriter = appWriter;

export function getDbWriter(): DbWriter {
  return current;
}

/** For tests: `writer` becomes the pipeline's sink; pass undefined to go back to the app's database. */
export function setDbWriter(writer: DbWriter | undefined): void {
  current = writer ? writePipeline(writer) : appWriter;
}
