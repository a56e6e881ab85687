// The answers to the first view's REST reads the HTML started (first-view-reads.ts): the inline script keeps
// each as window.__firstReads[path]. The live store takes one once, for the first reader of its path.

/** One early read: the request, and its answer once it has arrived (`done`). */
export interface EarlyAnswer {
  promise: Promise<unknown>;
  done?: boolean;
  value?: unknown;
}

export type TakeEarlyAnswer = (path: string) => EarlyAnswer | undefined;

type WithFirstReads = typeof globalThis & { __firstReads?: Record<string, EarlyAnswer | undefined> };

/** The page's early answer for `path`, removed so that only the first reader uses it (later readers are live). */
export const takeEarlyAnswer: TakeEarlyAnswer = (path) => {
  const reads = (globalThis as WithFirstReads).__firstReads;
  const answer = reads?.[path];
  if (reads && answer) delete reads[path];
  return answer;
};
