// A first-paint module's wait for its page's REST answers (the head script keeps them as window.__firstReads,
// data/early-answers.ts). Both load from the HTML, the smaller head script first; if it has not run yet, this
// waits for it a little.
import type { EarlyAnswer } from '../../data/early-answers';

type FirstReads = Record<string, EarlyAnswer | undefined>;
export type WithFirstReads = Window & { __firstReads?: FirstReads };

const WAIT_FOR_READS_MS = 2_000;

/** Calls `paint` once the head script has started the page's reads; never when it does not within 2 s. */
export function whenFirstReadsStart(win: WithFirstReads, paint: (win: WithFirstReads) => unknown, waited = 0): void {
  if (win.__firstReads !== undefined) void paint(win);
  else if (waited < WAIT_FOR_READS_MS) setTimeout(() => whenFirstReadsStart(win, paint, waited + 50), 50);
}

/** The answers for `paths`, once all have arrived; null when one was never asked or failed. */
export async function firstAnswers(win: WithFirstReads, paths: readonly string[]): Promise<unknown[] | null> {
  const reads = paths.map((path) => win.__firstReads?.[path]);
  if (reads.some((read) => read === undefined)) return null;
  return Promise.all(reads.map((read) => read?.promise)).catch(() => null);
}
