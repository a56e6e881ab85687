import type { SavedRound } from '../../../domain/rounds/posted-results';
import { numberText } from '../../../components/results-tables/result-format';
import { FinalDanceTable } from '../../../components/results-tables/final-dance-table';
import { FinalPlacements } from '../../../components/results-tables/final-placements';
import { FinalSummary } from '../../../components/results-tables/final-summary';
import { RecallTable } from '../../../components/results-tables/recall-table';
import { TieBreakWorking } from '../../../components/results-tables/tie-break-working';
import { PanelLegend } from '../../../components/results-tables/panel-legend';
import type { Official } from '../../../domain/model';

export interface RoundResultsProps {
  roundName: string;
  saved: SavedRound;
  highlight: string | null;
  /** competitionMetadata/officials, for the panel's names. */
  officials: Readonly<Record<string, Official>> | undefined;
}

/** One posted round: the recall table, or the final's places, dance tables, summary and tie-breaks. */
export function RoundResults({ roundName, saved, highlight, officials }: RoundResultsProps) {
  const judges = saved.kind === 'recall' ? saved.result.sumRecalls.judges : saved.result.finalTable.judges;
  const headingId = `round-${roundName.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="results-round mb-5">
      <h2 id={headingId} className="h4">{roundName}</h2>
      {saved.kind === 'recall' ? (
        <RecallTable roundName={roundName} result={saved.result} highlight={highlight} />
      ) : (
        <FinalBody roundName={roundName} saved={saved} highlight={highlight} />
      )}
      <PanelLegend roundName={roundName} judges={judges} officials={officials} />
    </section>
  );
}

function FinalBody({ roundName, saved, highlight }: { roundName: string; saved: Extract<SavedRound, { kind: 'final' }>; highlight: string | null }) {
  const { placements, finalTable } = saved.result;
  const numbers = new Map(placements.map((p) => [p.entryId, numberText(p.leadNumber)]));
  const numberOf = (entryId: string) => numbers.get(entryId) ?? entryId;
  return (
    <>
      <FinalPlacements placements={placements} highlight={highlight} />
      <h3 className="h5">Judges' marks</h3>
      {finalTable.danceTables.map((table) => (
        <FinalDanceTable key={table.dance} table={table} judges={finalTable.judges} highlight={highlight} />
      ))}
      {finalTable.dances.length > 1 && (
        <>
          <h3 className="h5">Summary</h3>
          <FinalSummary roundName={roundName} table={finalTable} placements={placements} highlight={highlight} />
        </>
      )}
      {finalTable.tieBreaks && <TieBreakWorking steps={finalTable.tieBreaks} numberOf={numberOf} />}
    </>
  );
}
