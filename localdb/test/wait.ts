import { onValue, type DataSnapshot, type Query } from 'firebase/database';

/** Polls `check` until it returns true; fails with `what` after `timeoutMs`. */
export async function waitUntil(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

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
      await waitUntil(() => values.some(predicate), what);
      return values.find(predicate);
    },
  };
}
