// An event's heat sheet: each round with its time and the couples on its floor, by number.
import { orderedDances } from '../../../domain/constants/dances';
import type { CompetitionEvent } from '../../../domain/model';
import { roundsInOrder } from '../../../domain/rounds/event-snapshot';
import { couplesByNumber } from '../../../domain/rounds/round-couples';
import { CouplesSheet } from '../../../console-kit/components/couples-sheet';

const time = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toLocaleString([], { weekday: 'short', hour: 'numeric', minute: '2-digit' }));

export function HeatSheet({ event }: { event: CompetitionEvent }) {
  const rounds = roundsInOrder(event);
  return (
    <section aria-label={`Heat sheet of ${event.eventName}`} className="mb-4" style={{ breakInside: 'avoid' }}>
      <h2 className="h4 mb-0">{event.eventName}</h2>
      <p className="text-muted">{orderedDances(event.dances).join(', ')}</p>
      {rounds.length === 0 && <p>No rounds yet.</p>}
      {rounds.map((round) => {
        const couples = couplesByNumber(round);
        return (
          <div key={round.roundNumber} className="mb-3">
            <h3 className="h6">
              {round.roundName} {round.roundStartTime !== undefined && <span className="fw-normal">· {time(round.roundStartTime)}</span>}{' '}
              <span className="fw-normal text-muted">· #{round.scheduleIndex}</span>
            </h3>
            {couples.length === 0 ? (
              <p className="small text-muted">Couples to be announced.</p>
            ) : (
              <CouplesSheet label={`${event.eventName} ${round.roundName} couples`} couples={couples} />
            )}
          </div>
        );
      })}
    </section>
  );
}
