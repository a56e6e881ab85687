// /admin/chairman: every judge's marks for a round side by side, anomalies, recall ties, reopening.
import { EmptyState } from '../../../components/empty-state';
import { ChairmanRound } from '../components/chairman-round';
import { ReviewConsole } from '../components/review-console';

export default function ChairmanRoute() {
  return <ReviewConsole title="Chairman of Judges" empty={<EmptyState title="No round has marks yet" />} RoundView={ChairmanRound} />;
}
