// Every user action is one atomic multi-path update at the root (or one set), with errors made human.
import { ref, set, update } from 'firebase/database';
import { toDbError } from '../errors';
import { getDb } from '../firebase';

/** `patch` maps root-relative paths (from tree-paths / domain operations) to values; null removes. */
export async function applyUpdate(patch: Record<string, unknown>): Promise<void> {
  try {
    await update(ref(getDb()), patch);
  } catch (error) {
    throw toDbError(error);
  }
}

export async function setValue(path: string, value: unknown): Promise<void> {
  try {
    await set(ref(getDb(), path), value);
  } catch (error) {
    throw toDbError(error);
  }
}
