// Back-number cards to pin on a back: one large number per half page, with the couple's names and team,
// lowest number first. Couples without a number yet are named below the cards, to be numbered first.
import { compareByBackNumber } from '../../../domain/competitors';
import type { CoupleRow } from '../../../domain/entries';
import './back-number-cards.css';

export function BackNumberCards({ rows }: { rows: CoupleRow[] }) {
  const couples = rows.map(({ entry }) => entry).sort(compareByBackNumber);
  const numbered = couples.filter((c) => c.leadNumber !== undefined);
  const unnumbered = couples.filter((c) => c.leadNumber === undefined);
  return (
    <>
      <ul aria-label="Back-number cards" className="list-unstyled back-number-cards">
        {numbered.map((c) => (
          <li key={c.entryId} aria-label={`Back number ${c.leadNumber}`} className="back-number-card">
            <span className="back-number-card-number">{c.leadNumber}</span>
            <span className="back-number-card-names">{c.leadName} &amp; {c.followName}</span>
            <span className="back-number-card-team">{c.affiliation}</span>
          </li>
        ))}
      </ul>
      {unnumbered.length > 0 && (
        <section aria-labelledby="unnumbered-heading" className="d-print-none">
          <h2 id="unnumbered-heading" className="h6">No back number yet ({unnumbered.length})</h2>
          <ul aria-label="Couples without a back number">
            {unnumbered.map((c) => <li key={c.entryId}>{c.leadName} &amp; {c.followName}, {c.affiliation}</li>)}
          </ul>
        </section>
      )}
    </>
  );
}
