// Undoing an edit of the running order: the patch that puts back what the edit overwrote, valid until the
// next heat starts (after that the floor has moved on) and while nobody else changed what the edit wrote.
import { applyTreeUpdate, sameValue, splitPath, type Tree, type TreeUpdate } from '../tree-update';
import type { ScheduleSlot } from '../model';
import { paths } from '../tree-paths';
import { hasStarted } from './slots';

export interface UndoRecord {
  /** What the screen says on its Undo button, e.g. "Undo moving heat 12". */
  label: string;
  /** The edit as written. */
  applied: TreeUpdate;
  /** Writes back what the edit overwrote. */
  inverse: TreeUpdate;
  /** The slots that had started when the edit was made. */
  startedSlots: string[];
}

function valueAt(tree: unknown, path: string): unknown {
  let node: unknown = tree;
  for (const segment of splitPath(path)) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[segment];
  }
  return node ?? null;
}

/** The patch that restores, at every path `patch` writes, the value `tree` holds there now. */
export function inversePatch(tree: Tree, patch: TreeUpdate): TreeUpdate {
  return Object.fromEntries(Object.keys(patch).map((path) => [path, valueAt(tree, path)]));
}

const startedKeys = (slots: Readonly<Record<string, ScheduleSlot>>) => Object.entries(slots).filter(([, slot]) => slot && hasStarted(slot)).map(([key]) => key).sort();

/** The undo record of a running-order edit about to be written over `slots`. */
export function undoRecordOf(label: string, slots: Readonly<Record<string, ScheduleSlot>>, patch: TreeUpdate): UndoRecord {
  return { label, applied: patch, inverse: inversePatch({ [paths.schedule()]: { slots } }, patch), startedSlots: startedKeys(slots) };
}

/** Why the undo is no longer offered, or null when it may be written. */
export function undoRefusal(record: UndoRecord, slots: Readonly<Record<string, ScheduleSlot>>): string | null {
  const now = startedKeys(slots);
  if (now.some((key) => !record.startedSlots.includes(key))) return 'A heat has started since; the change can no longer be undone.';
  const tree = applyTreeUpdate({}, { [paths.schedule()]: { slots } });
  const untouched = Object.entries(record.applied).every(([path, value]) => sameValue(valueAt(tree, path), value ?? null));
  return untouched ? null : 'The running order has changed since; undo is no longer safe. Make the change by hand.';
}
