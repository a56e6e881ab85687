// The MC's view of one floor, from the one model of the day: the pace, the heat on the floor and the next one,
// and the heat counter: advancing starts the next heat (and finishes the one before) for every screen at once.
import Button from 'react-bootstrap/Button';
import { latenessText } from '../../../components/running-order/lateness-text';
import { type DayModel, DEFAULT_FLOOR, viewForMc } from '../../../domain/running-order';
import { advanceHeat } from '../../../use-cases/running-order/running-order';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { HeatCall } from './heat-call';

export function RunningOrderCall({ day, floor = DEFAULT_FLOOR }: { day: DayModel; floor?: string }) {
  const view = viewForMc(day, floor);
  const advance = useThunkWrite();
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
      {view.next && (
        <div className="mb-3">
          <Button variant="primary" disabled={advance.pending} onClick={() => { const key = view.next?.slotKey; if (key) void advance.run(() => advanceHeat(floor, key)); }}>
            Advance to heat {view.next.heatNumber}
          </Button>
          <WriteFeedback error={advance.error} />
        </div>
      )}
      {!view.current && !view.next && <p className="text-secondary">No heat on the floor or on deck.</p>}
    </section>
  );
}
