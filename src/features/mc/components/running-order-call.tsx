// The MC's view of the running order: the pace of the day, the heat on the floor and the heat on deck.
import { latenessText } from '../../../components/running-order/lateness-text';
import type { LiveTimeline } from '../../../data/hooks/running-order';
import { HeatCall } from './heat-call';

export function RunningOrderCall({ live }: { live: LiveTimeline }) {
  const { timeline, input } = live;
  const onFloor = timeline.slots.find((s) => s.status === 'on-floor');
  const onDeck = timeline.slots.find((s) => s.status === 'on-deck');
  const lateness = latenessText(timeline.latenessMinutes);
  return (
    <section aria-labelledby="mc-running-order" className="mb-4">
      <h2 id="mc-running-order" className="h4">Running order</h2>
      {lateness && <p role="status" aria-label="Pace" className="fs-5 fw-semibold">{lateness}</p>}
      {onFloor && <HeatCall heading="Heat on the floor" timing={onFloor} events={input.events} />}
      {onDeck && <HeatCall heading="Heat on deck" timing={onDeck} events={input.events} />}
      {!onFloor && !onDeck && <p className="text-secondary">Every heat of the day has been danced.</p>}
    </section>
  );
}
