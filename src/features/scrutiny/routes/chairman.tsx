// /admin/chairman: every judge's marks for a round side by side, anomalies, recall ties, reopening; replacing a judge
// for the remaining rounds.
import { EmptyState } from '../../../components/empty-state';
import { ChairmanRound } from '../components/chairman-round';
import { ReplaceJudge } from '../components/replace-judge';
import { ReviewConsole } from '../components/review-console';

export default function ChairmanRoute() {
  return (
    <>
      <ReviewConsole title="Chairman of Judges" empty={<EmptyState title="No round has marks yet" />} RoundView={ChairmanRound} />
      <ReplaceJudge />
    </>
  );
}
