// What the MC reads out for a posted round, in reading order, in large type.
import type { SavedRound } from '../../../domain/rounds';
import { finalInCallOrder, recalledInCallOrder } from '../../../domain/results';
import { ordinalPlace } from '../utils/ordinal-place';
import { CalledNumbers } from './called-numbers';

export interface AnnouncementProps {
  title: string;
  saved: SavedRound;
  /** The next round's name, for "recalled to the …". */
  nextRoundName?: string;
}

export function Announcement({ title, saved, nextRoundName }: AnnouncementProps) {
  if (saved.kind === 'final') {
    return (
      <section aria-label={`Results of ${title}`}>
        <h2 className="h4">{title}: results, from last place to first</h2>
        <ol reversed aria-label="Placements in reading order" className="list-unstyled fs-4">
          {finalInCallOrder(saved.result.placements).map((p) => (
            <li key={p.entryId} className="mb-2">
              <strong>{ordinalPlace(p.place)} place</strong>: number {p.leadNumber ?? '?'}, {p.leadName} and {p.followName}{' '}
              <span className="text-muted fs-6">{p.affiliation}</span>
            </li>
          ))}
        </ol>
      </section>
    );
  }
  const recalled = recalledInCallOrder(saved.result.placements);
  return (
    <section aria-label={`Results of ${title}`}>
      <h2 className="h4">
        {title}: {recalled.length} couples recalled{nextRoundName ? ` to the ${nextRoundName}` : ''}
      </h2>
      <CalledNumbers label="Recalled numbers in reading order" couples={recalled} size="display-6" />
    </section>
  );
}
