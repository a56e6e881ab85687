// /admin/results: posted results in the order an MC reads them, the latest first.
import { EmptyState } from '../../../components/empty-state';
import { useEvents } from '../../../data/hooks/competition';
import { RoundState } from '../../../domain/model';
import { nextDancedRoundOf } from '../../../domain/rounds';
import { roundsInState } from '../../../domain/running-order';
import { DataGate } from '../../../console-kit/components/data-gate';
import { RoundPicker } from '../../../console-kit/components/round-picker';
import { SavedRoundAnnouncement } from '../components/saved-round-announcement';
import { useChosenRound } from '../../../console-kit/hooks/use-chosen-round';

export default function McResultsRoute() {
  const events = useEvents();
  const { round, choose } = useChosenRound(events.data, (all) => roundsInState(all, RoundState.Posted).at(-1));
  return (
    <section>
      <h1 className="h3">Results to read</h1>
      <DataGate values={[events]}>
        {() => {
          const all = events.data ?? {};
          if (!round) return <EmptyState title="Nothing posted yet">Results appear here as soon as the scrutineer posts a round.</EmptyState>;
          return (
            <>
              <RoundPicker label="Posted round" rounds={roundsInState(all, RoundState.Posted).reverse()} selected={round} onSelect={choose} />
              <SavedRoundAnnouncement round={round} nextRoundName={nextDancedRoundOf(all, round)?.roundName} />
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
