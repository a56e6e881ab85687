import Table from 'react-bootstrap/Table';
import type { FinalDanceTable as DanceTable, ResultJudge } from '../../domain/results';
import { cellText, numberText, placeText } from './result-format';
import { type RowOrder, orderRows } from './row-order';
import { ScrollTable } from './scroll-table';

export interface FinalDanceTableProps {
  table: DanceTable;
  judges: readonly ResultJudge[];
  highlight: string | null;
  /** Place order (default) or couple-number order. */
  order?: RowOrder;
}

/**
 * One dance of a final: each judge's place for each couple, the cumulative majority columns
 * ("1", "1-2", …, with the sum in brackets where rule 7 compared sums) up to where the couple was
 * placed, and the place.
 */
export function FinalDanceTable({ table, judges, highlight, order = 'place' }: FinalDanceTableProps) {
  const label = `${table.dance}: judges' places and majority columns`;
  return (
    <section aria-label={table.dance} className="mb-3">
      <h4 className="h6">{table.dance} <span className="fw-normal text-secondary small">(majority {table.majority})</span></h4>
      <ScrollTable label={label}>
        <Table size="sm" bordered className="results-table" aria-label={label}>
          <thead>
            <tr>
              <th scope="col" className="results-sticky">No.</th>
              {judges.map((judge, j) => (
                <th key={judge.key} scope="col" className={j === 0 ? 'results-group-start' : undefined} title={`Judge ${judge.label}`}>{judge.label}</th>
              ))}
              {table.columns.map((column, c) => (
                <th key={column} scope="col" className={c === 0 ? 'results-group-start' : undefined}>{column}</th>
              ))}
              <th scope="col" className="results-group-start">Place</th>
            </tr>
          </thead>
          <tbody>
            {orderRows(table.rows, order).map((row) => (
              <tr key={row.entryId} className={row.entryId === highlight ? 'results-highlight' : undefined} aria-current={row.entryId === highlight ? 'true' : undefined}>
                <th scope="row" className="results-sticky">{numberText(row.leadNumber)}</th>
                {row.marks.map((mark, j) => (
                  <td key={j} className={j === 0 ? 'results-group-start' : undefined}>{mark}</td>
                ))}
                {row.cells.map((cell, c) => (
                  <td
                    key={c}
                    className={[c === 0 ? 'results-group-start' : '', c === row.placedAtColumn ? 'results-decided' : ''].join(' ').trim() || undefined}
                  >
                    {c <= row.placedAtColumn ? cellText(cell) : ''}
                  </td>
                ))}
                <td className="results-group-start fw-bold">{placeText(row.place)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollTable>
    </section>
  );
}
