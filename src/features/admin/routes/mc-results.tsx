// /admin/results: posted results in the order an MC reads them, the latest first.
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useEvents } from '../../../data/hooks/competition';
import { DataGate } from '../components/data-gate';
import { RoundPicker } from '../components/round-picker';
import { SavedRoundAnnouncement } from '../components/saved-round-announcement';
import { findRound } from '../utils/rounds-on-floor';
import { nextDancedRoundName, postedRoundsLatestFirst } from '../utils/posted-rounds';

export default function McResultsRoute() {
  const events = useEvents();
  const [chosen, setChosen] = useState<{ eventName: string; roundNumber: number } | null>(null);
  return (
    <section>
      <h1 className="h3">Results to read</h1>
      <DataGate values={[events]}>
        {() => {
          const all = events.data ?? {};
          const posted = postedRoundsLatestFirst(all);
          const round = (chosen && findRound(all, chosen.eventName, chosen.roundNumber)) || posted[0];
          if (!round) return <EmptyState title="Nothing posted yet">Results appear here as soon as the scrutineer posts a round.</EmptyState>;
          return (
            <>
              <RoundPicker label="Posted round" rounds={posted} selected={round} onSelect={(r) => setChosen({ eventName: r.eventName, roundNumber: r.roundNumber })} />
              <SavedRoundAnnouncement round={round} nextRoundName={nextDancedRoundName(all, round)} />
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
