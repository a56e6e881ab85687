// An event's heat sheet: each round with its time, its heat number(s) from the running order, and the
// couples on its floor by number (a split round: each floor heat with its own couples).
import { useSchedule } from '../../../data/hooks/running-order';
import { orderedDances } from '../../../domain/constants';
import type { CompetitionEvent, Round, ScheduleSlot } from '../../../domain/model';
import { roundsInOrder } from '../../../domain/event-snapshot';
import { couplesByNumber, type FloorCouple } from '../../../domain/rounds';
import { coupleIdsOfHeatRound, heatRoundKey, heatsOfRound } from '../../../domain/running-order';
import { CouplesSheet } from '../../../console-kit/components/couples-sheet';

const time = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toLocaleString([], { weekday: 'short', hour: 'numeric', minute: '2-digit' }));

interface FloorHeat {
  number: number;
  part?: string;
  couples: FloorCouple[];
}

/** The round's floor heats in running order; none while the running order does not hold the round. */
function floorHeatsOf(slots: Readonly<Record<string, ScheduleSlot>>, round: Round): FloorHeat[] {
  const couples = couplesByNumber(round);
  return heatsOfRound(slots, heatRoundKey(round)).map(({ slot }) => {
    const ref = slot.rounds[heatRoundKey(round)];
    const ids = new Set(coupleIdsOfHeatRound(round, ref));
    return {
      number: slot.number,
      ...(ref.part !== undefined && ref.parts !== undefined ? { part: `${ref.part} of ${ref.parts}` } : {}),
      couples: couples.filter((c) => ids.has(c.entryId)),
    };
  });
}

export function HeatSheet({ event }: { event: CompetitionEvent }) {
  const schedule = useSchedule();
  const slots = schedule.data?.slots ?? {};
  const rounds = roundsInOrder(event);
  return (
    <section aria-label={`Heat sheet of ${event.eventName}`} className="mb-4" style={{ breakInside: 'avoid' }}>
      <h2 className="h4 mb-0">{event.eventName}</h2>
      <p className="text-muted">{orderedDances(event.dances).join(', ')}</p>
      {rounds.length === 0 && <p>No rounds yet.</p>}
      {rounds.map((round) => {
        const couples = couplesByNumber(round);
        const heats = floorHeatsOf(slots, round);
        const split = heats.length > 1;
        return (
          <div key={round.roundNumber} className="mb-3">
            <h3 className="h6">
              {heats.length === 1 && <>Heat {heats[0].number} · </>}
              {round.roundName} {round.roundStartTime !== undefined && <span className="fw-normal">· {time(round.roundStartTime)}</span>}{' '}
              <span className="fw-normal text-muted">· #{round.scheduleIndex}</span>
            </h3>
            {couples.length === 0 ? (
              <p className="small text-muted">
                {split && `Heats ${heats.map((h) => h.number).join(', ')}. `}Couples to be announced.
              </p>
            ) : split ? (
              heats.map((heat) => (
                <div key={heat.number}>
                  <h4 className="h6 fw-normal">Heat {heat.number}{heat.part && ` (${heat.part})`}</h4>
                  <CouplesSheet label={`${event.eventName} ${round.roundName} heat ${heat.number} couples`} couples={heat.couples} />
                </div>
              ))
            ) : (
              <CouplesSheet label={`${event.eventName} ${round.roundName} couples`} couples={couples} />
            )}
          </div>
        );
      })}
    </section>
  );
}
