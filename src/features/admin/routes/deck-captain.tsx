// /admin/deckcaptain: the round on deck (or any waiting round), its couples by number, one tap to check in.
import { useState } from 'react';
import { setCheckedIn } from '../../../data/admin/entries';
import { useEvents } from '../../../data/hooks/competition';
import { EmptyState } from '../../../components/empty-state';
import { CheckInBoard } from '../components/check-in-board';
import { DataGate } from '../components/data-gate';
import { RoundPicker } from '../components/round-picker';
import { useThunkWrite } from '../hooks/use-thunk-write';
import { couplesByNumber, findRound, runningRounds, waitingRounds } from '../utils/rounds-on-floor';

export default function DeckCaptainRoute() {
  const events = useEvents();
  const [chosen, setChosen] = useState<{ eventName: string; roundNumber: number } | null>(null);
  const write = useThunkWrite();

  return (
    <section>
      <h1 className="h3">Deck captain</h1>
      <DataGate values={[events]}>
        {() => {
          const all = events.data ?? {};
          const waiting = waitingRounds(all);
          const onFloor = runningRounds(all);
          const offered = [...waiting, ...onFloor];
          const round = (chosen && findRound(all, chosen.eventName, chosen.roundNumber)) || waiting[0];
          if (!round) return <EmptyState title="No round is waiting">Rounds appear here once they have couples.</EmptyState>;
          return (
            <>
              <RoundPicker label="Round on deck" rounds={offered} selected={round} onSelect={(r) => setChosen({ eventName: r.eventName, roundNumber: r.roundNumber })} />
              {onFloor.length > 0 && <p className="text-muted">On the floor now: {onFloor.map((r) => `${r.eventName} ${r.roundName}`).join(', ')}</p>}
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
