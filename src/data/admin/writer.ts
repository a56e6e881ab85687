// Where admin writes go: the real database in the app, a fake tree in component tests.
// Every admin action is ONE atomic multi-path update (a patch of root-relative paths; null removes).
import { get, push, ref } from 'firebase/database';
import { toDbError } from '../errors';
import { getDb } from '../firebase';
import { applyUpdate } from '../writes/apply-update';

export type Patch = Record<string, unknown>;

export interface AdminWriter {
  update(patch: Patch): Promise<void>;
  /** A new push key under `parentPath`, generated locally (nothing is written yet). */
  newKey(parentPath: string): string;
  /** The current value at a path, read once: operations build their update from fresh data, not a screen's copy. */
  readOnce(path: string): Promise<unknown>;
}

const databaseWriter: AdminWriter = {
  update: applyUpdate,
  newKey(parentPath) {
    try {
      const key = push(ref(getDb(), parentPath)).key;
      if (!key) throw new Error(`No key could be generated under ${parentPath}.`);
      return key;
    } catch (error) {
      throw toDbError(error);
    }
  },
  async readOnce(path) {
    try {
      return (await get(ref(getDb(), path))).val();
    } catch (error) {
      throw toDbError(error);
    }
  },
};

let current: AdminWriter = databaseWriter;

export function getAdminWriter(): AdminWriter {
  return current;
}

/** For tests: pass undefined to go back to the real database. */
export function setAdminWriter(writer: AdminWriter | undefined): void {
  current = writer ?? databaseWriter;
}
