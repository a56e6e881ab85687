// A round's tables as the scrutineer works them out, loaded after the page's first view (results-parts.ts):
// the recall marks, or the final's dance tables, summary and tie-breaks, with the row-order choice for all of them.
import { useState } from 'react';
import { FinalWorking } from '../../../components/results-tables/final-working';
import { RecallTable } from '../../../components/results-tables/recall-table';
import type { RowOrder } from '../../../components/results-tables/row-order';
import { RowOrderToggle } from '../../../components/results-tables/row-order-toggle';
import type { SavedRound } from '../../../domain/rounds';

export interface RoundWorkingProps {
  roundName: string;
  saved: SavedRound;
  highlight: string | null;
}

export function RoundWorking({ roundName, saved, highlight }: RoundWorkingProps) {
  const [order, setOrder] = useState<RowOrder>('place');
  return (
    <>
      <RowOrderToggle name={roundName} order={order} onChange={setOrder} />
      {saved.kind === 'recall' ? (
        <RecallTable roundName={roundName} result={saved.result} highlight={highlight} order={order} />
      ) : (
        <FinalWorking roundName={roundName} result={saved.result} highlight={highlight} order={order} />
      )}
    </>
  );
}
