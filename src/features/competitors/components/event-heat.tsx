import { Link } from 'react-router-dom';
import { formatClock } from '../../../components/format-date';
import { type CompetitionEvent, type Round, RoundState } from '../../../domain/model';
import { roundsInOrder } from '../../../domain/event-snapshot';
import type { RoundInDay } from '../../../domain/running-order';
import type { CompetitorEntry } from '../hooks/competitor-index';
import { competitorPath, resultsPath } from '../hooks/competitor-path';
import { PUBLIC_ROUND_STATE } from './round-status';
import { FinalPlace } from './final-place';

export interface EventHeatProps {
  item: CompetitorEntry;
  event: CompetitionEvent;
  /** Whether the round's floor has couples yet (by round key). */
  drawn: (roundKey: string) => boolean;
  resultsShown: boolean;
  /** Where the round stands in the day (its heats and their one time), null while it is in no heat. */
  startOf: (roundNumber: number) => RoundInDay | null;
}

/** "Heat 48 · 10:42 AM" (or "Heats 48, 49 · …" for a split round): the same number and time as the heats table. */
function whenText(start: RoundInDay | null): string {
  if (!start) return 'TBA';
  const heats = `${start.heatNumbers.length === 1 ? 'Heat' : 'Heats'} ${start.heatNumbers.join(', ')}`;
  const time = start.estimatedStart ?? start.plannedStart;
  return time === undefined ? heats : `${heats} · ${formatClock(time)}`;
}

/** Whether the couple dances (or danced) this round: unknown until the round's floor is drawn. */
function floorText(round: Round, onFloor: boolean, drawn: boolean): string {
  if (round.roundState === RoundState.Empty || round.roundState === RoundState.Skipped || !drawn) return '—';
  if (!onFloor) return 'Not recalled';
  return round.roundState === RoundState.Marked || round.roundState === RoundState.Posted ? 'Danced' : 'Dancing';
}

/**
 * One event of a dancer's heat sheet: partner, number, each round's heat and time (from the day), state, and the result.
 * Bootstrap's card and badge markup (not react-bootstrap's Card and Badge): the same page with less script.
 */
export function EventHeat({ item, event, drawn, resultsShown, startOf }: EventHeatProps) {
  const rounds = roundsInOrder(event);
  const posted = rounds.some((round) => round.roundState === RoundState.Posted);
  const headingId = `heat-${event.eventName.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="card mb-3">
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-1">{event.eventName}</h2>
        <p className="mb-2">
          {item.role} with <Link to={competitorPath(item.partnerId)}>{item.partnerName}</Link>
          {item.entry.leadNumber !== undefined && <> · <span className="badge bg-dark">No. {item.entry.leadNumber}</span></>}
        </p>
        {rounds.length === 0 ? (
          <p className="text-secondary mb-0">The schedule for this event is not out yet.</p>
        ) : (
          <table className="table table-sm mb-2" aria-label={`${event.eventName} rounds`}>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Time</th>
                <th scope="col">Status</th>
                <th scope="col">Couple</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.roundNumber} className={round.roundState === RoundState.Running ? 'table-warning' : undefined}>
                  <th scope="row">{round.roundName}</th>
                  <td>{whenText(startOf(round.roundNumber))}</td>
                  <td>{PUBLIC_ROUND_STATE[round.roundState]}</td>
                  <td>{floorText(round, item.entry.rounds?.[String(round.roundNumber)] !== undefined, drawn(String(round.roundNumber)))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {resultsShown && posted && (
          <p className="mb-0">
            <FinalPlace eventName={event.eventName} entryId={item.entry.entryId} />{' '}
            <Link to={resultsPath(event.eventName, item.entry.entryId)}>Results of {event.eventName}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
