// The scrutineer's printable skating sheet of a final (?sheet=<event>&round=<n>): computed from the
// marks as posting would save them (so it can be signed before posting), the panel with names.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { SkatingSheet } from '../../../components/results-tables/skating-sheet';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import { DataGate } from '../../../console-kit/components/data-gate';
import type { CompetitionEvent, Official, Round } from '../../../domain/model';
import { RoundState } from '../../../domain/model';
import { useRoundReview } from '../hooks/use-round-review';

function Sheet({ event, round, officials }: { event: CompetitionEvent; round: Round; officials: Readonly<Record<string, Official>> | undefined }) {
  const review = useRoundReview(event, round, officials);
  return (
    <DataGate values={[review.marks]}>
      {() => {
        const computed = review.computed;
        if (computed.kind !== 'final') {
          return <EmptyState title="No skating sheet yet">{computed.kind === 'unscorable' ? computed.message : 'A skating sheet is printed for a final.'}</EmptyState>;
        }
        const status = round.roundState === RoundState.Posted ? 'Posted results.' : 'Not yet posted: computed from the marks as they stand.';
        return <SkatingSheet eventName={event.eventName} roundName={round.roundName} result={computed.result} panel={review.panel} status={status} />;
      }}
    </DataGate>
  );
}

export function ConsoleSkatingSheet({ eventName, roundNumber, backTo }: { eventName: string; roundNumber: number; backTo: string }) {
  const events = useEvents();
  const metadata = useCompetitionMetadata();
  return (
    <section>
      <Link className="d-print-none d-inline-block mb-2" to={backTo}>← Back to the scrutineer's console</Link>
      <DataGate values={[events, metadata]}>
        {() => {
          const event = events.data?.[eventName];
          const round = event?.rounds?.[String(roundNumber)];
          if (!event || !round) return <EmptyState title={`${eventName} has no round ${roundNumber}`} />;
          return <Sheet event={event} round={round} officials={metadata.data?.officials} />;
        }}
      </DataGate>
    </section>
  );
}
