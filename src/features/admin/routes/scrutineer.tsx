// /admin/scrutineer: per round, the judges' submissions, marks as they arrive, the computed result, posting.
import { EmptyState } from '../../../components/empty-state';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import { firstToReview, roundsToReview } from '../../../domain/scrutiny/rounds-to-review';
import { DataGate } from '../components/data-gate';
import { RoundPicker } from '../components/round-picker';
import { ScrutineerRound } from '../components/scrutineer-round';
import { useActor } from '../hooks/use-actor';
import { useChosenRound } from '../hooks/use-chosen-round';
import { roundKey } from '../utils/round-labels';

export default function ScrutineerRoute() {
  const events = useEvents();
  const metadata = useCompetitionMetadata();
  const actor = useActor();
  const { round, choose } = useChosenRound(events.data, (all) => firstToReview(roundsToReview(all)));
  return (
    <section>
      <h1 className="h3">Scrutineer</h1>
      <DataGate values={[events, metadata]}>
        {() => {
          const all = events.data ?? {};
          const event = round && all[round.eventName];
          if (!round || !event) return <EmptyState title="No round to scrutineer yet">Rounds appear here once they start.</EmptyState>;
          return (
            <>
              <RoundPicker label="Round" rounds={roundsToReview(all)} selected={round} onSelect={choose} />
              <ScrutineerRound key={roundKey(round)} event={event} round={round} officials={metadata.data?.officials} actor={actor} />
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
