// The skating sheet of a posted final, on the public results (?sheet=<round number>): the saved record,
// the panel named from the officials list.
import { EmptyState } from '../../../components/empty-state';
import { sheetPanel } from '../../../components/results-tables/sheet-panel';
import { SkatingSheet } from '../../../components/results-tables/skating-sheet';
import { useOfficials } from '../../../data/hooks/officials';
import { useRoundName } from '../../../data/hooks/rounds';
import type { PostedEventResults } from '../../../domain/rounds';

export function PostedSkatingSheet({ eventName, roundNumber, results }: { eventName: string; roundNumber: number; results: PostedEventResults }) {
  const name = useRoundName(eventName, roundNumber);
  const officials = useOfficials();
  const saved = results.rounds[roundNumber];
  if (saved?.kind !== 'final') return <EmptyState title="No skating sheet for this round">A skating sheet is printed for a posted final.</EmptyState>;
  const panel = sheetPanel(saved.result.finalTable.judges, (key) => officials.data?.[key]?.name);
  return <SkatingSheet eventName={eventName} roundName={name.data ?? `Round ${roundNumber}`} result={saved.result} panel={panel} status="Posted results." />;
}
