// The key to the judges' letters under a round's tables: each letter with the judge's name, in the order of
// the columns. Letters are the competition's (panels/letters), so a judge reads the same on every result.
import type { Official } from '../../domain/model';
import type { ResultJudge } from '../../domain/results';

export interface PanelLegendProps {
  /** The round's name, to name the legend ("Final panel"). */
  roundName: string;
  /** The round's judges in column order, as the result stores them. */
  judges: readonly ResultJudge[];
  /** competitionMetadata/officials, for the names; a judge no longer listed shows only the letter. */
  officials: Readonly<Record<string, Pick<Official, 'name'>>> | undefined;
}

export function PanelLegend({ roundName, judges, officials }: PanelLegendProps) {
  if (judges.length === 0) return null;
  return (
    <section aria-label={`${roundName} adjudicators`} className="results-panel-legend small mb-3">
      <h3 className="h6 mb-1">Adjudicators ({judges.length})</h3>
      <ul className="list-inline mb-0" aria-label={`${roundName} panel`}>
        {judges.map((judge) => (
          <li key={judge.key} className="list-inline-item me-3">
            <strong>{judge.label}</strong> {officials?.[judge.key]?.name ?? 'Judge no longer listed'}
            {judge.paper && <span className="fst-italic"> (marks from the paper sheet)</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
