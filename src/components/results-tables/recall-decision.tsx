// How the recall cut was made: by the marks, or by the Chairman of Judges after a tie (which cuts were
// offered, which was chosen, by whom and when).
import { format } from 'date-fns';
import type { SumRecalls } from '../../domain/results';

const couples = (n: number) => `${n} ${n === 1 ? 'couple' : 'couples'}`;
const marks = (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'}`;

export function RecallDecision({ sumRecalls }: { sumRecalls: SumRecalls }) {
  const { chairmanChoice } = sumRecalls;
  return (
    <>
      <p className="small mb-1">
        {sumRecalls.recalledCount} of {sumRecalls.rows.length} couples recalled ({sumRecalls.requested} requested): every couple with at
        least {marks(sumRecalls.minMarks)}.
        {sumRecalls.chairmanDecided && chairmanChoice === undefined && ' The Chairman of Judges chose this cut after a tie.'}
      </p>
      {chairmanChoice && (
        <section aria-label="Chairman's decision" className="small mb-2">
          <p className="mb-1">
            A tie at the cut allowed no recall of exactly {couples(sumRecalls.requested)}. The Chairman of Judges
            {chairmanChoice.chosenBy ? `, ${chairmanChoice.chosenBy},` : ''} chose to recall every couple with at least {marks(chairmanChoice.chosenMinMarks)}
            {chairmanChoice.chosenAt === undefined ? '' : ` at ${format(chairmanChoice.chosenAt, 'HH:mm, d MMMM yyyy')}`}.
          </p>
          <ul aria-label="Cuts offered" className="mb-0">
            {chairmanChoice.offered.map((cut) => (
              <li key={cut.minMarks}>
                {marks(cut.minMarks)} or more: {couples(cut.recalledCount)}
                {cut.minMarks === chairmanChoice.chosenMinMarks ? ' (chosen)' : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
