// The answers to the first view's REST reads the HTML started (first-view-reads.ts): the inline script keeps
// each as window.__firstReads[path]. The live store takes one once, for the first reader of its path.

/** The longest the database SDK waits for the first-view reads. */
const FIRST_READS_WAIT_MS = 3_000;

/** One early read: the request, and its answer once it has arrived (`done`). */
export interface EarlyAnswer {
  promise: Promise<unknown>;
  done?: boolean;
  value?: unknown;
}

export type TakeEarlyAnswer = (path: string) => EarlyAnswer | undefined;

type WithFirstReads = typeof globalThis & { __firstReads?: Record<string, EarlyAnswer | undefined>; __firstReadsSettled?: Promise<unknown> };

/**
 * Resolves when the page's first-view REST reads have all answered or failed (at once on a page without them):
 * the database SDK waits for it, so its download does not share the phone's link with the page's data and scripts.
 */
export function firstReadsSettled(): Promise<void> {
  const settled = (globalThis as WithFirstReads).__firstReadsSettled;
  if (!settled) return Promise.resolve();
  // A REST read that hangs must not keep the live connection away for long.
  const atMost = new Promise<void>((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS));
  return Promise.race([settled.then(() => undefined, () => undefined), atMost]);
}

/** The page's early answer for `path`, removed so that only the first reader uses it (later readers are live). */
export const takeEarlyAnswer: TakeEarlyAnswer = (path) => {
  const reads = (globalThis as WithFirstReads).__firstReads;
  const answer = reads?.[path];
  if (reads && answer) delete reads[path];
  return answer;
};
