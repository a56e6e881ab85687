// A posted round as the public sees it: the saved record, not a recomputation (a chairman's cut is
// in the record only), so a posted round never asks for the tie decision again.
import Alert from 'react-bootstrap/Alert';
import { useEventResults } from '../../../data/hooks/results';
import { DataGate } from '../../../console-kit/components/data-gate';
import { FinalWorking } from '../../../components/results-tables/final-working';
import { RecallTable } from '../../../components/results-tables/recall-table';
import type { RowOrder } from '../../../components/results-tables/row-order';
import '../../../components/results-tables/results.css';

export function PostedResult({ eventName, roundNumber, roundName, order }: { eventName: string; roundNumber: number; roundName: string; order: RowOrder }) {
  const results = useEventResults(eventName);
  return (
    <>
      <Alert variant="success" role="status">Posted: these results are public. Unpost or reopen the round to change them.</Alert>
      <DataGate values={[results]}>
        {() => {
          const saved = results.data?.rounds[roundNumber];
          if (!saved) return <p>The saved results of this round are not there: unpost and post it again.</p>;
          return saved.kind === 'recall'
            ? <RecallTable roundName={roundName} result={saved.result} highlight={null} order={order} />
            : <FinalWorking roundName={roundName} result={saved.result} highlight={null} order={order} />;
        }}
      </DataGate>
    </>
  );
}
