// Loads a posted round's saved results and shows them as the MC reads them.
import { EmptyState } from '../../../components/empty-state';
import { useRoundResults } from '../../../data/hooks/results';
import type { Round } from '../../../domain/model';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import { Announcement } from './announcement';
import { DataGate } from '../../../console-kit/components/data-gate';

export function SavedRoundAnnouncement({ round, nextRoundName }: { round: Round; nextRoundName?: string }) {
  const saved = useRoundResults(round.eventName, round.roundNumber);
  return (
    <DataGate values={[saved]}>
      {() =>
        saved.data ? (
          <Announcement title={roundLabel(round)} saved={saved.data} nextRoundName={nextRoundName} />
        ) : (
          <EmptyState title={`No saved results for ${roundLabel(round)}`}>The scrutineer has not posted them yet.</EmptyState>
        )
      }
    </DataGate>
  );
}
