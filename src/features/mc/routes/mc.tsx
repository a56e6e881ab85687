// /admin/mc: what to announce now: the round on the floor, the round on deck, and the latest result.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { useEvents } from '../../../data/hooks/competition';
import { RoundState } from '../../../domain/model';
import { nextDancedRoundOf } from '../../../domain/rounds/next-danced-round';
import { roundsInState } from '../../../domain/rounds/rounds-in-state';
import { DataGate } from '../../../console-kit/components/data-gate';
import { FloorCall } from '../components/floor-call';
import { SavedRoundAnnouncement } from '../components/saved-round-announcement';
import { roundKey } from '../../../console-kit/utils/round-labels';

export default function McRoute() {
  const events = useEvents();
  return (
    <section>
      <h1 className="h3">MC</h1>
      <DataGate values={[events]}>
        {() => {
          const all = events.data ?? {};
          const onFloor = roundsInState(all, RoundState.Running);
          const next = roundsInState(all, RoundState.Initialized)[0];
          const latest = roundsInState(all, RoundState.Posted).at(-1);
          if (!onFloor.length && !next && !latest) return <EmptyState title="Nothing to announce yet" />;
          return (
            <>
              {onFloor.map((round) => (
                <FloorCall key={roundKey(round)} heading="On the floor" round={round} />
              ))}
              {next && <FloorCall heading="Next up" round={next} />}
              {latest && (
                <>
                  <SavedRoundAnnouncement round={latest} nextRoundName={nextDancedRoundOf(all, latest)?.roundName} />
                  <Link to="/admin/results">All posted results</Link>
                </>
              )}
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
