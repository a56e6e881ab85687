import { Link } from 'react-router-dom';
import type { SavedRound } from '../../../domain/rounds';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useOnDemand } from '../../../components/on-demand';
import { FinalPlacements } from '../../../components/results-tables/final-placements';
import { PanelLegend } from '../../../components/results-tables/panel-legend';
import type { Official } from '../../../domain/model';
import { roundWorking } from '../utils/results-parts';

export interface RoundResultsProps {
  roundName: string;
  saved: SavedRound;
  highlight: string | null;
  /** Where this final's printable skating sheet is; absent for a recall round. */
  sheetLink?: string;
  /** competitionMetadata/officials, for the panel's names. */
  officials: Readonly<Record<string, Official>> | undefined;
}

/** The round's tables, loaded after the first view: said while they come, and why if they did not. */
function Working({ roundName, saved, highlight }: Pick<RoundResultsProps, 'roundName' | 'saved' | 'highlight'>) {
  const working = useOnDemand(roundWorking);
  if (working.error) return <ErrorState error={working.error} title={`Could not show the ${roundName} marks`} onRetry={working.retry} />;
  if (!working.module) return <LoadingState label={`Loading the ${roundName} marks...`} />;
  return <working.module.RoundWorking roundName={roundName} saved={saved} highlight={highlight} />;
}

/** One posted round: the final's places first (the page's first view), then the recall table or the final's working. */
export function RoundResults({ roundName, saved, highlight, sheetLink, officials }: RoundResultsProps) {
  const judges = saved.kind === 'recall' ? saved.result.sumRecalls.judges : saved.result.finalTable.judges;
  const headingId = `round-${roundName.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="results-round mb-5">
      <h2 id={headingId} className="h4">{roundName}</h2>
      {saved.kind === 'final' && (
        <>
          {sheetLink && <Link className="results-no-print d-inline-block mb-2" to={sheetLink}>Skating sheet of the {roundName} (print)</Link>}
          <FinalPlacements placements={saved.result.placements} highlight={highlight} />
        </>
      )}
      <Working roundName={roundName} saved={saved} highlight={highlight} />
      <PanelLegend roundName={roundName} judges={judges} officials={officials} />
    </section>
  );
}
