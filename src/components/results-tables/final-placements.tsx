import type { FinalPlacement } from '../../domain/results';
import { numberText, placeText } from './result-format';

/** The result as announced: place, number, couple and team, best first. */
export function FinalPlacements({ placements, highlight }: { placements: readonly FinalPlacement[]; highlight: string | null }) {
  return (
    <ol className="list-unstyled mb-3" aria-label="Final placements">
      {placements.map((p) => (
        <li
          key={p.entryId}
          className={`d-flex gap-3 py-1 border-bottom ${p.entryId === highlight ? 'bg-warning-subtle fw-semibold' : ''}`}
          aria-current={p.entryId === highlight ? 'true' : undefined}
        >
          <span className="fw-bold" style={{ minWidth: '2.5rem' }}>{placeText(p.place)}</span>
          <span className="text-secondary" style={{ minWidth: '2.5rem' }}>{numberText(p.leadNumber)}</span>
          <span>
            {p.leadName} &amp; {p.followName}
            <span className="d-block small text-secondary">{p.affiliation}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
