// Where registration writes go: the real database in the app, a fake tree in component tests.
import { applyUpdate } from '../writes/apply-update';

export type Patch = Record<string, unknown>;

export interface RegistrationWriter {
  /** One atomic multi-path update (root-relative paths; null removes). */
  update(patch: Patch): Promise<void>;
}

const databaseWriter: RegistrationWriter = { update: applyUpdate };

let current: RegistrationWriter = databaseWriter;

export function getRegistrationWriter(): RegistrationWriter {
  return current;
}

/** For tests: pass undefined to go back to the real database. */
export function setRegistrationWriter(writer: RegistrationWriter | undefined): void {
  current = writer ?? databaseWriter;
}
