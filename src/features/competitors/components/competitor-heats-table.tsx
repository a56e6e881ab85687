import { formatClock } from '../../../components/format-date';
import { ScrollBox } from '../../../components/scroll-box';
import { paceText } from '../../../components/running-order/lateness-text';
import type { CompetitionEvent } from '../../../domain/model';
import type { CompetitorHeatInDay } from '../../../domain/running-order';
import { type CompetitorEntrySummary, postedOutcome } from '../../../domain/summaries';
import { HeatOutcome } from './heat-outcome';

export interface CompetitorHeatsTableProps {
  heats: readonly CompetitorHeatInDay[];
  events: Readonly<Record<string, CompetitionEvent>>;
  latenessMinutes: number | null;
  resultsShown: boolean;
  /** The dancer's competitorEntries (event → entry → summary): which rounds' floors hold each couple. */
  records: Readonly<Record<string, Readonly<Record<string, CompetitorEntrySummary>>>> | undefined;
  /** With more than one floor, each heat says its floor. */
  floorCount?: number;
  /** Each floor's pace on a day of several floors (its name and lateness). */
  floorPaces?: readonly { name: string; latenessMinutes: number | null }[];
}

/** A dancer's day from the running order: each heat's number, event, round, estimated time and outcome. */
export function CompetitorHeatsTable({ heats, events, latenessMinutes, resultsShown, records, floorCount = 1, floorPaces }: CompetitorHeatsTableProps) {
  const lateness = paceText(latenessMinutes, floorPaces);
  return (
    <section aria-labelledby="competitor-heats" className="mb-4">
      <h2 id="competitor-heats" className="h5">Heats</h2>
      {lateness && <p role="status" aria-label="Pace" className="mb-2">{lateness}; the times below are the new estimates.</p>}
      <ScrollBox label="Heats, scrolls sideways">
        <table className="table table-sm" aria-label="Heats">
          <thead>
            <tr>
              <th scope="col">Heat</th>
              <th scope="col">Time</th>
              {floorCount > 1 && <th scope="col">Floor</th>}
              <th scope="col">Event</th>
              <th scope="col">Round</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {heats.map((heat) => (
              <tr key={`${heat.slotKey}/${heat.eventName}`} className={heat.status === 'on-floor' ? 'table-warning' : undefined}>
                <th scope="row">{heat.heatNumber}</th>
                <td className="text-nowrap">{(heat.estimatedStart ?? heat.plannedStart) !== undefined ? formatClock(heat.estimatedStart ?? heat.plannedStart ?? 0) : '—'}</td>
                {floorCount > 1 && <td>{heat.floor}</td>}
                <td>{heat.eventName}</td>
                <td>{heat.roundName}</td>
                <td><HeatOutcome heat={heat} outcome={resultsShown ? postedOutcome(events[heat.eventName], heat.roundNumber, records?.[heat.eventName]?.[heat.entryId]?.rounds) : undefined} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
