import type { RoundEntry } from '../../../domain/model';

/** The couples on the floor, by back number, in columns across a projector screen. */
export function RoundCouples({ entries }: { entries: Readonly<Record<string, RoundEntry>> }) {
  const couples = Object.entries(entries).sort(
    ([, a], [, b]) => (a.leadNumber ?? Number.POSITIVE_INFINITY) - (b.leadNumber ?? Number.POSITIVE_INFINITY) || a.leadName.localeCompare(b.leadName),
  );
  return (
    <ul className="list-unstyled live-couples" aria-label="Couples">
      {couples.map(([entryId, couple]) => (
        <li key={entryId} className="mb-1">
          <span className="live-place fw-bold">{couple.leadNumber ?? '—'}</span> {couple.leadName} &amp; {couple.followName}
        </li>
      ))}
    </ul>
  );
}
