// The printable heat sheet (?heatsheet=…): the day's running order from the one model of the day.
import { EmptyState } from '../../../components/empty-state';
import { useNow } from '../../../components/use-now';
import { useDay } from '../../../data/hooks/day';
import { viewForHeatSheet } from '../../../domain/running-order';
import { DataGate } from '../../../console-kit/components/data-gate';
import { PrintFrame } from '../../../console-kit/components/print-frame';
import { heatSheetChoiceOf } from '../utils/heat-sheet-choice';
import { DayHeatSheet } from './day-heat-sheet';

export function HeatSheetPrint({ choice }: { choice: string }) {
  const now = useNow(60_000);
  const day = useDay(now);
  return (
    <DataGate values={[day]}>
      {() => {
        if (!day.data) return null;
        const { filter, title } = heatSheetChoiceOf(choice, day.data);
        const lines = viewForHeatSheet(day.data, filter);
        return (
          <PrintFrame title={title} backTo="/admin/eventschedule" backLabel="Back to the schedule">
            {lines.every((line) => line.kind === 'break') ? (
              <EmptyState title="No heats to print">Build the running order first (Heats, below the rounds).</EmptyState>
            ) : (
              <DayHeatSheet lines={lines} showFloor={day.data.floors.length > 1} />
            )}
          </PrintFrame>
        );
      }}
    </DataGate>
  );
}
