// /live's first-paint entry: built as a module of its own and loaded only by live.html, beside its head script
// (scripts/vite/first-paint.ts). The head script is smaller and asked for first; if it has not run yet, this waits
// for it a little.
import { paintWhenAnswered } from './paint-first-live';

const WAIT_FOR_READS_MS = 2_000;

function start(waited: number): void {
  if ((window as { __firstReads?: unknown }).__firstReads !== undefined) void paintWhenAnswered(window);
  else if (waited < WAIT_FOR_READS_MS) setTimeout(() => start(waited + 50), 50);
}

start(0);
