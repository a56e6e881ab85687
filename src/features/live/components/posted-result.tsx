import type { Official } from '../../../domain/model';
import type { SavedRound } from '../../../domain/rounds';
import { PanelLegend } from '../../../components/results-tables/panel-legend';

function place(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** Once posted: who is recalled (by number, as the MC reads them), or the final's places from the top. */
export function PostedResult({ saved, roundName, officials }: { saved: SavedRound; roundName: string; officials: Readonly<Record<string, Official>> | undefined }) {
  const judges = saved.kind === 'recall' ? saved.result.sumRecalls.judges : saved.result.finalTable.judges;
  const legend = <PanelLegend roundName={roundName} judges={judges} officials={officials} />;
  if (saved.kind === 'recall') {
    const recalled = saved.result.placements
      .filter((p) => p.recalled)
      .sort((a, b) => (a.leadNumber ?? Number.POSITIVE_INFINITY) - (b.leadNumber ?? Number.POSITIVE_INFINITY));
    return (
      <section aria-labelledby="live-recalled">
        <h2 id="live-recalled" className="live-panel-title">Recalled ({recalled.length})</h2>
        <ul className="list-unstyled live-couples live-recalled" aria-label="Recalled couples">
          {recalled.map((p) => (
            <li key={p.entryId} className="mb-1">
              <span className="live-place">{p.leadNumber ?? '—'}</span> {p.leadName} &amp; {p.followName}
            </li>
          ))}
        </ul>
        {legend}
      </section>
    );
  }
  return (
    <section aria-labelledby="live-placements">
      <h2 id="live-placements" className="live-panel-title">Final placements</h2>
      <ol className="list-unstyled" aria-label="Placements">
        {saved.result.placements.map((p) => (
          <li key={p.entryId} className="mb-1">
            <span className="live-place fw-bold">{place(p.place)}</span>{' '}
            <span className="live-place text-secondary">{p.leadNumber ?? '—'}</span> {p.leadName} &amp; {p.followName}
            <span className="small text-secondary"> · {p.affiliation}</span>
          </li>
        ))}
      </ol>
      {legend}
    </section>
  );
}
