// /admin/deckcaptain: the round on deck (or any waiting round), its couples by number, one tap to check in.
import { setCheckedIn } from '../../../use-cases/entries/entries';
import { useEvents } from '../../../data/hooks/competition';
import { useDay } from '../../../data/hooks/day';
import { useNow } from '../../../components/use-now';
import { EmptyState } from '../../../components/empty-state';
import { RoundState } from '../../../domain/model';
import { couplesByNumber } from '../../../domain/rounds';
import { roundsInState } from '../../../domain/running-order';
import { CheckInBoard } from '../components/check-in-board';
import { HeatDeck } from '../components/heat-deck';
import { DataGate } from '../../../console-kit/components/data-gate';
import { FloorPicker } from '../../../console-kit/components/floor-picker';
import { useChosenFloor } from '../../../console-kit/hooks/use-chosen-floor';
import { RoundPicker } from '../../../console-kit/components/round-picker';
import { useChosenRound } from '../../../console-kit/hooks/use-chosen-round';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { roundLabel } from '../../../console-kit/utils/round-labels';

export default function DeckCaptainRoute() {
  const events = useEvents();
  const { round, choose } = useChosenRound(events.data, (all) => roundsInState(all, RoundState.Initialized)[0]);
  const write = useThunkWrite();
  // The desk's check-ins too: the deck captain may read them (arrivals for the day).
  const day = useDay(useNow(15_000), { checkIns: true });
  // Several floors: one deck captain per floor, each following the floor picked here (kept in the address).
  const { floor, choose: chooseFloor } = useChosenFloor(day.data?.floors);
  const floors = day.data?.floors ?? [];

  return (
    <section>
      <h1 className="h3">Deck captain{floors.length > 1 && floor ? ` · ${floor.name}` : ''}</h1>
      {floor && day.data && day.data.heats.length > 0 && <FloorPicker floors={floors} selected={floor.floor} onSelect={chooseFloor} />}
      <DataGate values={[events, day]}>
        {() => {
          // With a running order the floor is called by heat; before it exists, by round.
          if (day.data && day.data.heats.length > 0) return <HeatDeck key={floor?.floor} day={day.data} floor={floor?.floor} />;
          const all = events.data ?? {};
          const waiting = roundsInState(all, RoundState.Initialized);
          const onFloor = roundsInState(all, RoundState.Running);
          if (!round) return <EmptyState title="No round is waiting">Rounds appear here once they have couples.</EmptyState>;
          return (
            <>
              <RoundPicker label="Round on deck" rounds={[...waiting, ...onFloor]} selected={round} onSelect={choose} />
              {onFloor.length > 0 && <p className="text-muted">On the floor now: {onFloor.map(roundLabel).join(', ')}</p>}
              <CheckInBoard
                couples={couplesByNumber(round)}
                pending={write.pending}
                error={write.error}
                onToggle={(couple, checkedIn) => void write.run(() => setCheckedIn(round.eventName, round.roundNumber, couple.entryId, checkedIn))}
              />
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
