import { useState } from 'react';
import type { PostedRoundRef } from './last-posted';

/** How long a posted result stays up on the projector while nothing is on the floor. */
export const RESULT_SHOWN_MS = 10 * 60_000;

interface Seen {
  posted: readonly PostedRoundRef[];
  at: ReadonlyMap<string, number>;
}

function noteNewlyPosted(before: Seen | null, posted: readonly PostedRoundRef[], now: number): Seen {
  const at = new Map(before?.at ?? []);
  for (const p of posted) {
    // Up already when the screen opened: counted from its heat's finish, so a reload does not bring back an old result.
    if (!at.has(p.key)) at.set(p.key, before === null ? (p.finishedAt ?? now) : now);
  }
  return { posted, at };
}

/**
 * The latest posted round while it is fresh: shown for RESULT_SHOWN_MS from the moment this screen saw it
 * posted (`now` is the screen's ticking clock).
 */
export function useLastPosted(posted: readonly PostedRoundRef[], now: number): PostedRoundRef | null {
  const [seen, setSeen] = useState<Seen>(() => noteNewlyPosted(null, posted, now));
  // A new list of posted rounds: note the new ones now (React's "adjust state while rendering" pattern).
  if (seen.posted !== posted) setSeen(noteNewlyPosted(seen, posted, now));
  let latest: { ref: PostedRoundRef; at: number } | null = null;
  for (const ref of posted) {
    const at = seen.at.get(ref.key);
    // The latest posting wins; between two seen at once, the one danced later.
    if (at !== undefined && (latest === null || at >= latest.at)) latest = { ref, at };
  }
  return latest !== null && now - latest.at < RESULT_SHOWN_MS ? latest.ref : null;
}
