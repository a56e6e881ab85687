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
import { FloorPicker } from '../../../console-kit/components/floor-picker';
import { useChosenFloor } from '../../../console-kit/hooks/use-chosen-floor';
import { FloorCall } from '../components/floor-call';
import { RunningOrderCall } from '../components/running-order-call';
import { SavedRoundAnnouncement } from '../components/saved-round-announcement';
import { roundKey } from '../../../console-kit/utils/round-labels';

export default function McRoute() {
  const events = useEvents();
  const day = useDay(useNow(15_000));
  // Several floors: one MC per floor, each following the floor picked here (kept in the address).
  const { floor, choose } = useChosenFloor(day.data?.floors);
  const floors = day.data?.floors ?? [];
  return (
    <section>
      <h1 className="h3">MC{floors.length > 1 && floor ? ` · ${floor.name}` : ''}</h1>
      {floor && <FloorPicker floors={floors} selected={floor.floor} onSelect={choose} />}
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
              {hasHeats && day.data && <RunningOrderCall day={day.data} floor={floor?.floor} />}
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
