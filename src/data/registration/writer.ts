// Where registration reads-once and writes go: the real database in the app, a fake tree in component tests.
import { get, ref } from 'firebase/database';
import { toDbError } from '../errors';
import { getDb } from '../firebase';
import { applyUpdate } from '../writes/apply-update';

export type Patch = Record<string, unknown>;

export interface RegistrationWriter {
  /** One atomic multi-path update (root-relative paths; null removes). */
  update(patch: Patch): Promise<void>;
  /** The value at a path once (null when absent). */
  read(path: string): Promise<unknown>;
}

const databaseWriter: RegistrationWriter = {
  update: applyUpdate,
  async read(path) {
    try {
      return (await get(ref(getDb(), path))).val();
    } catch (error) {
      throw toDbError(error);
    }
  },
};

let current: RegistrationWriter = databaseWriter;

export function getRegistrationWriter(): RegistrationWriter {
  return current;
}

/** For tests: pass undefined to go back to the real database. */
export function setRegistrationWriter(writer: RegistrationWriter | undefined): void {
  current = writer ?? databaseWriter;
}
