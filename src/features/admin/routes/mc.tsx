// /admin/mc: what to announce now: the round on the floor, the round on deck, and the latest result.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { useEvents } from '../../../data/hooks/competition';
import { DataGate } from '../components/data-gate';
import { FloorCall } from '../components/floor-call';
import { SavedRoundAnnouncement } from '../components/saved-round-announcement';
import { nextDancedRoundName, postedRoundsLatestFirst } from '../utils/posted-rounds';
import { runningRounds, waitingRounds } from '../utils/rounds-on-floor';

export default function McRoute() {
  const events = useEvents();
  return (
    <section>
      <h1 className="h3">MC</h1>
      <DataGate values={[events]}>
        {() => {
          const all = events.data ?? {};
          const onFloor = runningRounds(all);
          const next = waitingRounds(all)[0];
          const latest = postedRoundsLatestFirst(all)[0];
          if (!onFloor.length && !next && !latest) return <EmptyState title="Nothing to announce yet" />;
          return (
            <>
              {onFloor.map((round) => (
                <FloorCall key={`${round.eventName}#${round.roundNumber}`} heading="On the floor" round={round} />
              ))}
              {next && <FloorCall heading="Next up" round={next} />}
              {latest && (
                <>
                  <SavedRoundAnnouncement round={latest} nextRoundName={nextDancedRoundName(all, latest)} />
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
