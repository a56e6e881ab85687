// The MC's view of the floor, from the one model of the day: the pace, the heat on the floor and the next one.
import { latenessText } from '../../../components/running-order/lateness-text';
import { type DayModel, viewForMc } from '../../../domain/running-order';
import { HeatCall } from './heat-call';

export function RunningOrderCall({ day }: { day: DayModel }) {
  const view = viewForMc(day);
  const heatOf = (slotKey: string) => day.heats.find((heat) => heat.slotKey === slotKey);
  const current = view.current && heatOf(view.current.slotKey);
  const next = view.next && heatOf(view.next.slotKey);
  const lateness = latenessText(view.latenessMinutes);
  return (
    <section aria-labelledby="mc-running-order" className="mb-4">
      <h2 id="mc-running-order" className="h4">Running order</h2>
      {lateness && <p role="status" aria-label="Pace" className="fs-5 fw-semibold">{lateness}</p>}
      {view.current && current && <HeatCall heading="On the floor" call={view.current} heat={current} />}
      {view.next && next && <HeatCall heading="Next" call={view.next} heat={next} />}
      {!view.current && !view.next && <p className="text-secondary">No heat on the floor or on deck.</p>}
    </section>
  );
}
