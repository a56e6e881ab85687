// The team's heat sheet: the day's running order (domain viewForHeatSheet, filtered to the team), each heat with
// its number, the time every screen shows, floor and rounds, and only the team's couples; breaks kept so the day
// reads as a day. Printable: the Print button prints this section alone.
import { formatClock } from '../../../components/format-date';
import { CouplesSheet } from '../../../console-kit/components/couples-sheet';
import type { HeatSheetLine } from '../../../domain/running-order';

const clock = (time: number | undefined) => (time === undefined ? 'time to be set' : formatClock(time));

export function TeamHeatSheet({ team, lines, showFloor }: { team: string; lines: readonly HeatSheetLine[]; showFloor: boolean }) {
  const heats = lines.filter((line) => line.kind === 'heat');
  return (
    <section aria-labelledby="team-heat-sheet" className="team-heat-sheet mb-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id="team-heat-sheet" className="h5 mb-0">{team}: heat sheet</h2>
        {heats.length > 0 && <button type="button" className="btn btn-sm btn-outline-secondary d-print-none" onClick={() => window.print()}>Print the heat sheet</button>}
      </div>
      {heats.length === 0 ? (
        <p className="text-secondary">No heat has a couple of the team yet: heats appear once the organisers draw the running order.</p>
      ) : (
        <ol aria-label="Team heat sheet, in running order" className="list-unstyled mt-2">
          {lines.map((line) => (line.kind === 'break' ? (
            <li key={line.slotKey} className="small text-secondary mb-2">{clock(line.time)} · {line.label} · {line.minutes} min</li>
          ) : (
            <li key={line.slotKey} aria-label={`Heat ${line.heatNumber}`} className="mb-2">
              <h3 className="h6 mb-1">Heat {line.heatNumber} · {clock(line.time)}{showFloor && ` · Floor ${line.floor}`}</h3>
              <p className="mb-1">{line.title}</p>
              <CouplesSheet
                label={`Heat ${line.heatNumber}: the team's couples`}
                couples={line.couples.map((c) => ({
                  entryId: `${c.eventName}/${c.entryId}`, leadName: c.leadName, followName: c.followName, affiliation: c.affiliation,
                  ...(c.backNumber !== null ? { leadNumber: c.backNumber } : {}),
                }))}
              />
            </li>
          )))}
        </ol>
      )}
    </section>
  );
}
