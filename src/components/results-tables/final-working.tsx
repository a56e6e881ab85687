// A final's working as results print it: each dance's marks and majority columns, the summary of a
// multi-dance final, and rules 10 and 11 step by step. Shared by the results page, the consoles and
// the skating sheet, so what the scrutineer checks is what is published and signed.
import type { FinalRoundResult } from '../../domain/results';
import { FinalDanceTable } from './final-dance-table';
import { FinalSummary } from './final-summary';
import { numberText } from './result-format';
import type { RowOrder } from './row-order';
import { TieBreakWorking } from './tie-break-working';

export interface FinalWorkingProps {
  roundName: string;
  result: FinalRoundResult;
  highlight: string | null;
  order?: RowOrder;
}

export function FinalWorking({ roundName, result, highlight, order = 'place' }: FinalWorkingProps) {
  const { placements, finalTable } = result;
  const numbers = new Map(placements.map((p) => [p.entryId, numberText(p.leadNumber)]));
  return (
    <>
      <h3 className="h5">Judges' marks</h3>
      {finalTable.danceTables.map((table) => (
        <FinalDanceTable key={table.dance} table={table} judges={finalTable.judges} highlight={highlight} order={order} />
      ))}
      {finalTable.dances.length > 1 && (
        <>
          <h3 className="h5">Summary</h3>
          <FinalSummary roundName={roundName} table={finalTable} placements={placements} highlight={highlight} order={order} />
        </>
      )}
      {finalTable.tieBreaks && (
        <TieBreakWorking steps={finalTable.tieBreaks} numberOf={(entryId) => numbers.get(entryId) ?? entryId} judges={finalTable.judges} dances={finalTable.dances} />
      )}
    </>
  );
}
