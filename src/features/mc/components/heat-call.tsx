// A heat as the MC calls it: its number, the rounds danced together, and the couples' back numbers.
import { heatRoundsText } from '../../../components/running-order/heat-rounds-text';
import { formatClock } from '../../../components/format-date';
import type { CompetitionEvent } from '../../../domain/model';
import { heatCouples, type SlotTiming } from '../../../domain/running-order';
import { CalledNumbers } from './called-numbers';

export function HeatCall({ heading, timing, events }: { heading: string; timing: SlotTiming; events: Readonly<Record<string, CompetitionEvent>> }) {
  if (timing.slot.kind !== 'heat') {
    return (
      <section aria-label={heading} className="mb-3">
        <h3 className="h5">{heading}: {timing.slot.label} ({timing.slot.minutes} min)</h3>
      </section>
    );
  }
  const couples = heatCouples(events, timing.slot.rounds)
    .map(({ entryId, entry }) => ({ entryId, leadNumber: entry.leadNumber, leadName: entry.leadName }))
    .sort((a, b) => (a.leadNumber ?? Number.MAX_SAFE_INTEGER) - (b.leadNumber ?? Number.MAX_SAFE_INTEGER));
  return (
    <section aria-label={heading} className="mb-3">
      <h3 className="h5">
        {heading}: Heat {timing.slot.number} · {heatRoundsText(events, timing.slot)}
      </h3>
      <p className="mb-1">
        {couples.length} couples{timing.status !== 'on-floor' && timing.estimatedStart !== undefined ? `, at about ${formatClock(timing.estimatedStart)}` : ''}
      </p>
      <CalledNumbers label={`Couples of heat ${timing.slot.number}`} couples={couples} size="fs-3" />
    </section>
  );
}
