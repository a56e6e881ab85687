// A heat as the MC calls it: its number, the rounds danced together, and the couples' back numbers.
import { formatClock } from '../../../components/format-date';
import type { DayHeat, McHeat } from '../../../domain/running-order';
import { CalledNumbers } from './called-numbers';

export function HeatCall({ heading, call, heat }: { heading: string; call: McHeat; heat: DayHeat }) {
  const couples = heat.couples
    .map((c) => ({ entryId: c.entryId, leadName: c.leadName, ...(c.backNumber === null ? {} : { leadNumber: c.backNumber }) }))
    .sort((a, b) => (a.leadNumber ?? Number.MAX_SAFE_INTEGER) - (b.leadNumber ?? Number.MAX_SAFE_INTEGER));
  return (
    <section aria-label={heading} className="mb-3">
      <h3 className="h5">
        {heading}: Heat {call.heatNumber} · {call.title}
      </h3>
      <p className="mb-1">
        {couples.length} couples{call.status !== 'on-floor' && call.time !== undefined ? `, at about ${formatClock(call.time)}` : ''}
      </p>
      <CalledNumbers label={`Couples of heat ${call.heatNumber}`} couples={couples} size="fs-3" />
      <p className="text-secondary small mb-0">{call.announcement}</p>
    </section>
  );
}
