import { useOfficials } from '../../../data/hooks/officials';
import { useRoundResults } from '../../../data/hooks/results';
import type { PostedRoundRef } from '../hooks/last-posted';
import { PostedResult } from './posted-result';

/** The latest posted result, up on the projector between heats. */
export function LastResult({ round }: { round: PostedRoundRef }) {
  const saved = useRoundResults(round.eventName, round.roundNumber);
  const officials = useOfficials();
  if (!saved.data) return null;
  return (
    <section aria-label="Latest result" className="live-last-result">
      <p className="live-panel-title mb-1">Latest result · {round.eventName}</p>
      <PostedResult saved={saved.data} roundName={`${round.eventName} ${round.roundName}`} officials={officials.data} />
    </section>
  );
}
