// A final's working as the results page prints it (its components, reused): each dance's marks and
// majority columns, the summary of a multi-dance final, and rules 10 and 11 step by step.
import type { FinalRoundResult } from '../../../domain/results';
import { FinalDanceTable } from '../../results/components/final-dance-table';
import { FinalSummary } from '../../results/components/final-summary';
import { numberText } from '../../results/components/result-format';
import { TieBreakWorking } from '../../results/components/tie-break-working';

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
