import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SavedRound } from '../../../domain/rounds';
import { FinalPlacements } from '../../../components/results-tables/final-placements';
import { FinalWorking } from '../../../components/results-tables/final-working';
import { RecallTable } from '../../../components/results-tables/recall-table';
import type { RowOrder } from '../../../components/results-tables/row-order';
import { RowOrderToggle } from '../../../components/results-tables/row-order-toggle';
import { PanelLegend } from '../../../components/results-tables/panel-legend';
import type { Official } from '../../../domain/model';

export interface RoundResultsProps {
  roundName: string;
  saved: SavedRound;
  highlight: string | null;
  /** Where this final's printable skating sheet is; absent for a recall round. */
  sheetLink?: string;
  /** competitionMetadata/officials, for the panel's names. */
  officials: Readonly<Record<string, Official>> | undefined;
}

/** One posted round: the recall table, or the final's places, dance tables, summary and tie-breaks. */
export function RoundResults({ roundName, saved, highlight, sheetLink, officials }: RoundResultsProps) {
  const judges = saved.kind === 'recall' ? saved.result.sumRecalls.judges : saved.result.finalTable.judges;
  const headingId = `round-${roundName.replace(/\W+/g, '-')}`;
  const [order, setOrder] = useState<RowOrder>('place');
  return (
    <section aria-labelledby={headingId} className="results-round mb-5">
      <h2 id={headingId} className="h4">{roundName}</h2>
      <RowOrderToggle name={roundName} order={order} onChange={setOrder} />
      {saved.kind === 'recall' ? (
        <RecallTable roundName={roundName} result={saved.result} highlight={highlight} order={order} />
      ) : (
        <>
          {sheetLink && <Link className="results-no-print d-inline-block mb-2" to={sheetLink}>Skating sheet of the {roundName} (print)</Link>}
          <FinalPlacements placements={saved.result.placements} highlight={highlight} />
          <FinalWorking roundName={roundName} result={saved.result} highlight={highlight} order={order} />
        </>
      )}
      <PanelLegend roundName={roundName} judges={judges} officials={officials} />
    </section>
  );
}
