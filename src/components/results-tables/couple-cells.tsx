import type { ResultCouple } from '../../domain/results';
import { numberText } from './result-format';

/** The sticky number cell and the names cell that start every results row. */
export function CoupleCells({ couple }: { couple: ResultCouple | undefined; }) {
  return (
    <>
      <th scope="row" className="results-sticky">{numberText(couple?.leadNumber)}</th>
      <td className="results-couple">
        {couple ? (
          <>
            {couple.leadName} &amp; {couple.followName}
            <span className="d-block small text-secondary">{couple.affiliation}</span>
          </>
        ) : (
          '—'
        )}
      </td>
    </>
  );
}
