import Table from 'react-bootstrap/Table';
import type { FinalPlacement, FinalTable } from '../../domain/results';
import { CoupleCells } from './couple-cells';
import { DECISION_TEXT, placeText } from './result-format';
import { type RowOrder, orderRows } from './row-order';
import { ScrollTable } from './scroll-table';

export interface FinalSummaryProps {
  roundName: string;
  table: FinalTable;
  placements: readonly FinalPlacement[];
  highlight: string | null;
  /** Place order (default) or couple-number order. */
  order?: RowOrder;
}

/** The multi-dance summary (rule 9): each dance's place, the total, the final place and the rule that decided it. */
export function FinalSummary({ roundName, table, placements, highlight, order = 'place' }: FinalSummaryProps) {
  const couples = new Map(placements.map((p) => [p.entryId, p]));
  const label = `${roundName} summary`;
  return (
    <ScrollTable label={label}>
      <Table size="sm" bordered className="results-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className="results-sticky">No.</th>
            <th scope="col" className="results-couple">Couple</th>
            {table.dances.map((dance, d) => (
              <th key={dance} scope="col" className={d === 0 ? 'results-group-start' : undefined}>{dance}</th>
            ))}
            <th scope="col" className="results-group-start">Total</th>
            <th scope="col">Place</th>
            {table.dances.length > 1 && <th scope="col">Decided by</th>}
          </tr>
        </thead>
        <tbody>
          {orderRows(table.summary, order).map((row) => (
            <tr key={row.entryId} className={row.entryId === highlight ? 'results-highlight' : undefined} aria-current={row.entryId === highlight ? 'true' : undefined}>
              <CoupleCells couple={couples.get(row.entryId)} />
              {row.dancePlaces.map((place, d) => (
                <td key={d} className={d === 0 ? 'results-group-start' : undefined}>{placeText(place)}</td>
              ))}
              <td className="results-group-start">{placeText(row.total)}</td>
              <td className="fw-bold">{placeText(row.place)}</td>
              {table.dances.length > 1 && <td>{DECISION_TEXT[row.decidedBy]}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollTable>
  );
}
