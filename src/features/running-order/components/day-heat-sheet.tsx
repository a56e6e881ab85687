// The printed heat sheet from the one model of the day: heats and breaks in running order, each heat with
// its number, time (the same one every screen shows), floor and rounds, and its couples by number.
import { formatClock } from '../../../components/format-date';
import type { HeatSheetLine } from '../../../domain/running-order';
import { CouplesSheet } from '../../../console-kit/components/couples-sheet';
import './day-heat-sheet.css';

const clock = (time: number | undefined) => (time === undefined ? 'time to be set' : formatClock(time));

function HeatBlock({ line, showFloor }: { line: Extract<HeatSheetLine, { kind: 'heat' }>; showFloor: boolean }) {
  const combined = new Set(line.couples.map((c) => c.eventName)).size > 1;
  const couples = line.couples.map((c) => ({
    entryId: `${c.eventName}/${c.entryId}`, leadName: c.leadName, followName: c.followName, affiliation: c.affiliation,
    ...(c.backNumber !== null ? { leadNumber: c.backNumber } : {}),
    ...(combined ? { events: [c.eventName] } : {}),
  }));
  return (
    <li className="day-heat-sheet-heat" aria-label={`Heat ${line.heatNumber}`}>
      <h2 className="h6 mb-1">
        Heat {line.heatNumber} · {clock(line.time)}{showFloor && ` · Floor ${line.floor}`}
      </h2>
      <p className="mb-1">{line.title}</p>
      {couples.length === 0 ? (
        <p className="small text-muted">Couples to be announced.</p>
      ) : (
        <CouplesSheet label={`Heat ${line.heatNumber} couples`} couples={couples} withEvents={combined} />
      )}
    </li>
  );
}

export interface DayHeatSheetProps {
  lines: readonly HeatSheetLine[];
  /** Name each heat's floor (a day on more than one floor). */
  showFloor: boolean;
}

export function DayHeatSheet({ lines, showFloor }: DayHeatSheetProps) {
  return (
    <ol aria-label="Running order" className="list-unstyled day-heat-sheet">
      {lines.map((line) =>
        line.kind === 'break' ? (
          <li key={line.slotKey} className="day-heat-sheet-break" aria-label={line.label}>
            <h2 className="h6 mb-0">{clock(line.time)} · {line.label} · {line.minutes} min</h2>
          </li>
        ) : (
          <HeatBlock key={line.slotKey} line={line} showFloor={showFloor} />
        ),
      )}
    </ol>
  );
}
