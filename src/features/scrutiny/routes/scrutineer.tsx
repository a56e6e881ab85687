// /admin/scrutineer: per round, the judges' submissions, marks as they arrive, the computed result, posting;
// ?sheet=<event>&round=<n>: a final's printable skating sheet.
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ConsoleSkatingSheet } from '../components/console-skating-sheet';
import { ReviewConsole } from '../components/review-console';
import { ScrutineerRound } from '../components/scrutineer-round';

export default function ScrutineerRoute() {
  const [search] = useSearchParams();
  const sheet = search.get('sheet');
  const round = Number(search.get('round'));
  if (sheet !== null && Number.isInteger(round) && round > 0) {
    return <ConsoleSkatingSheet eventName={sheet} roundNumber={round} backTo="/admin/scrutineer" />;
  }
  return (
    <ReviewConsole
      title="Scrutineer"
      empty={<EmptyState title="No round to scrutineer yet">Rounds appear here once they start.</EmptyState>}
      RoundView={ScrutineerRound}
    />
  );
}
