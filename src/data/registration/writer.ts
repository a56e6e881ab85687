// Where registration reads-once and writes go: the app's database, another SDK database (the
// integration test against the local server), or a fake tree in component tests.
import { type Database, get, ref, update } from 'firebase/database';
import { toDbError } from '../errors';
import { getDb } from '../firebase';

export type Patch = Record<string, unknown>;

export interface RegistrationWriter {
  /** One atomic multi-path update (root-relative paths; null removes). */
  update(patch: Patch): Promise<void>;
  /** The value at a path once (null when absent). */
  read(path: string): Promise<unknown>;
}

export function registrationWriterOver(database: () => Database): RegistrationWriter {
  return {
    async update(patch) {
      try {
        await update(ref(database()), patch);
      } catch (error) {
        throw toDbError(error);
      }
    },
    async read(path) {
      try {
        return (await get(ref(database(), path))).val();
      } catch (error) {
        throw toDbError(error);
      }
    },
  };
}

const databaseWriter = registrationWriterOver(getDb);

let current: RegistrationWriter = databaseWriter;

export function getRegistrationWriter(): RegistrationWriter {
  return current;
}

/** For tests: pass undefined to go back to the app's database. */
export function setRegistrationWriter(writer: RegistrationWriter | undefined): void {
  current = writer ?? databaseWriter;
}
