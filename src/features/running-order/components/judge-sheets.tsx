// Blank marking sheets for paper backup when a tablet dies: one printed page per heat of the running order,
// round and judge, couples by number down the side, a column per dance to write in.
import type { JudgeSheetPage } from '../../../domain/transfer';
import './judge-sheets.css';

function pageTitle(page: JudgeSheetPage): string {
  const part = page.heatsOfRound > 1 ? ` (${page.heatOfRound} of ${page.heatsOfRound})` : '';
  const heat = page.heatNumber === null ? '' : `, heat ${page.heatNumber}${part}`;
  return `${page.eventName}, ${page.roundName}${heat}: judge ${page.judge.label} (${page.judge.name})`;
}

function SheetPage({ page }: { page: JudgeSheetPage }) {
  const title = pageTitle(page);
  return (
    <section className="judge-sheet-page" aria-label={title}>
      <h2 className="h5">{title}</h2>
      <p className="small">{page.instruction}</p>
      <table aria-label={`Marks: ${title}`}>
        <thead>
          <tr>
            <th scope="col">Number</th>
            {page.dances.map((dance) => (
              <th key={dance} scope="col">
                {dance}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.couples.map((couple) => (
            <tr key={couple.entryId}>
              <th scope="row">{couple.number}</th>
              {page.dances.map((dance) => (
                <td key={dance} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small mt-3">Signature: ______________________</p>
    </section>
  );
}

export function JudgeSheets({ pages }: { pages: readonly JudgeSheetPage[] }) {
  return (
    <>
      {pages.map((page) => (
        <SheetPage key={`${page.eventName}/${page.roundNumber}/${page.heatOfRound}/${page.judge.key}`} page={page} />
      ))}
    </>
  );
}
