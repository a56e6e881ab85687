// Where the actions of officials and registrants go: the app's database, another SDK database
// (integration tests against the local server, signed in as someone else), or a fake tree in screen tests.
// Every action is ONE atomic multi-path update (root-relative paths; null removes).
import { type Database, get, push, ref, update } from 'firebase/database';
import type { TreeUpdate } from '../../domain/tree-update';
import { toDbError } from '../errors';
import { getDb } from '../firebase';
import { summarisingWriter } from './summarising-writer';

/**
 * The one way screens write: a patch of root-relative paths. Two implementations: the direct writer below
 * (officials, registrants: one atomic update per action) and the judges' durable `MarkOutbox` (each path kept
 * on the tablet until the database acknowledges it). Screen tests swap in the fake tree for both.
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

/** The SDK-backed writer over a database (the app's, unless a test passes its own client's). */
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

// Summaries are added here, once, so every action (and every future one) keeps them in step with `events`.
const appWriter = summarisingWriter(databaseWriter(getDb));
let current: DbWriter = appWriter;

export function getDbWriter(): DbWriter {
  return current;
}

/** For tests: pass undefined to go back to the app's database. */
export function setDbWriter(writer: DbWriter | undefined): void {
  current = writer ? summarisingWriter(writer) : appWriter;
}
