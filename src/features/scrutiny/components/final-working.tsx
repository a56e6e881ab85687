// A final's working as the results page prints it (its components, reused): each dance's marks and
// majority columns, the summary of a multi-dance final, and rules 10 and 11 step by step.
import type { FinalRoundResult } from '../../../domain/results';
import { FinalDanceTable } from '../../../components/results-tables/final-dance-table';
import { FinalSummary } from '../../../components/results-tables/final-summary';
import { numberText } from '../../../components/results-tables/result-format';
import { TieBreakWorking } from '../../../components/results-tables/tie-break-working';

export function FinalWorking({ roundName, result }: { roundName: string; result: FinalRoundResult }) {
  const { placements, finalTable } = result;
  const numbers = new Map(placements.map((p) => [p.entryId, numberText(p.leadNumber)]));
  return (
    <>
      {finalTable.danceTables.map((table) => (
        <FinalDanceTable key={table.dance} table={table} judges={finalTable.judges} highlight={null} />
      ))}
      {finalTable.dances.length > 1 && <FinalSummary roundName={roundName} table={finalTable} placements={placements} highlight={null} />}
      {finalTable.tieBreaks && <TieBreakWorking steps={finalTable.tieBreaks} numberOf={(entryId) => numbers.get(entryId) ?? entryId} />}
    </>
  );
}
