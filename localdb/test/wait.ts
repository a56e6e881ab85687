import { onValue, type DataSnapshot, type Query } from 'firebase/database';
import { waitUntil } from '../../tests/support/wait-until.ts';

/** Every value a listener sees, in order, plus a way to wait for one. */
export interface ValueLog {
  values: unknown[];
  errors: Error[];
  next(predicate: (value: unknown) => boolean, what?: string): Promise<unknown>;
  stop(): void;
}

export function recordValues(query: Query, exportFormat = false): ValueLog {
  const values: unknown[] = [];
  const errors: Error[] = [];
  const stop = onValue(
    query,
    (snap: DataSnapshot) => values.push(exportFormat ? snap.exportVal() : snap.val()),
    (error) => errors.push(error),
  );
  return {
    values,
    errors,
    stop,
    next: async (predicate, what = 'a matching value') => {
      await waitUntil(what, () => values.some(predicate));
      return values.find(predicate);
    },
  };
}
