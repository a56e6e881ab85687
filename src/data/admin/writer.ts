// Where admin writes go: the real database in the app, a fake tree in component tests.
// Every admin action is ONE atomic multi-path update (a patch of root-relative paths; null removes).
import { type Database, get, push, ref } from 'firebase/database';
import type { TreeUpdate } from '../../domain/tree-update';
import { toDbError } from '../errors';
import { getDb } from '../firebase';
import { applyUpdate } from '../writes/apply-update';

export interface AdminWriter {
  update(patch: TreeUpdate): Promise<void>;
  /** A new push key under `parentPath`, generated locally (nothing is written yet). */
  newKey(parentPath: string): string;
  /** The current value at a path, read once: operations build their update from fresh data, not a screen's copy. */
  readOnce(path: string): Promise<unknown>;
}

/**
 * The SDK-backed writer. `apply` sends the patch; the app's default is the data layer's applyUpdate,
 * an integration test passes its own client's database.
 */
export function databaseWriter(database: () => Database, apply: (patch: TreeUpdate) => Promise<void>): AdminWriter {
  return {
    update: apply,
    newKey(parentPath) {
      try {
        const key = push(ref(database(), parentPath)).key;
        if (!key) throw new Error(`No key could be generated under ${parentPath}.`);
        return key;
      } catch (error) {
        throw toDbError(error);
      }
    },
    async readOnce(path) {
      try {
        return (await get(ref(database(), path))).val();
      } catch (error) {
        throw toDbError(error);
      }
    },
  };
}

const appWriter = databaseWriter(getDb, applyUpdate);
let current: AdminWriter = appWriter;

export function getAdminWriter(): AdminWriter {
  return current;
}

/** For tests: pass undefined to go back to the real database. */
export function setAdminWriter(writer: AdminWriter | undefined): void {
  current = writer ?? appWriter;
}
