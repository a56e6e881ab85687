// The marks a judge sees = what the database has, with this tablet's unacknowledged writes on top.
// After a reload while offline the database has nothing yet, so the writes kept on the tablet are all there is.
import { type Tree, setAt, splitPath } from '../../domain/tree-update';
import type { PendingWrite } from '../writes/mark-outbox';

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

export function overlayPending<T>(base: T | undefined, basePath: string, pending: readonly PendingWrite[]): T | undefined {
  const prefix = `${basePath}/`;
  const relevant = pending.filter((w) => w.path === basePath || w.path.startsWith(prefix));
  if (relevant.length === 0) return base;
  // Laid on one at a time, in the order the judge made them: a later write may overlap an earlier one.
  const tree = relevant.reduce<Tree>(
    (acc, write) => (write.path === basePath ? (isTree(write.value) ? write.value : {}) : setAt(acc, splitPath(write.path.slice(prefix.length)), write.value)),
    isTree(base) ? base : {},
  );
  return Object.keys(tree).length > 0 ? (tree as T) : undefined;
}
