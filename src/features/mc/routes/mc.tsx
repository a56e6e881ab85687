// /admin/mc: what to announce now: the round on the floor, the round on deck, and the latest result.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { useNow } from '../../../components/use-now';
import { useEvents } from '../../../data/hooks/competition';
import { useDay } from '../../../data/hooks/day';
import { RoundState } from '../../../domain/model';
import { nextDancedRoundOf } from '../../../domain/rounds';
import { roundsInState } from '../../../domain/running-order';
import { DataGate } from '../../../console-kit/components/data-gate';
import { FloorCall } from '../components/floor-call';
import { RunningOrderCall } from '../components/running-order-call';
import { SavedRoundAnnouncement } from '../components/saved-round-announcement';
import { roundKey } from '../../../console-kit/utils/round-labels';

export default function McRoute() {
  const events = useEvents();
  const day = useDay(useNow(15_000));
  return (
    <section>
      <h1 className="h3">MC</h1>
      <DataGate values={[events, day]}>
        {() => {
          const all = events.data ?? {};
          // With a running order its heats are the one answer for the floor; rounds' states only before there is one.
          const hasHeats = (day.data?.heats.length ?? 0) > 0;
          const onFloor = roundsInState(all, RoundState.Running);
          const next = roundsInState(all, RoundState.Initialized)[0];
          const latest = roundsInState(all, RoundState.Posted).at(-1);
          if (!onFloor.length && !next && !latest && !hasHeats) return <EmptyState title="Nothing to announce yet" />;
          return (
            <>
              {hasHeats && day.data && <RunningOrderCall day={day.data} />}
              {!hasHeats && onFloor.map((round) => (
                <FloorCall key={roundKey(round)} heading="On the floor" round={round} />
              ))}
              {!hasHeats && next && <FloorCall heading="Next up" round={next} />}
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
