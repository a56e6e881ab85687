// /admin/scrutineer: per round, the judges' submissions, marks as they arrive, the computed result, posting.
import { EmptyState } from '../../../components/empty-state';
import { ReviewConsole } from '../components/review-console';
import { ScrutineerRound } from '../components/scrutineer-round';

export default function ScrutineerRoute() {
  return (
    <ReviewConsole
      title="Scrutineer"
      empty={<EmptyState title="No round to scrutineer yet">Rounds appear here once they start.</EmptyState>}
      RoundView={ScrutineerRound}
    />
  );
}
