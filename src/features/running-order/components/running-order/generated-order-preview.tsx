// What a generated running order would be, before anything is written: its figures per floor, the
// constraints it breaks (by name), and the heats that change against the current order.
import type { GeneratedOrder } from '../../../../domain/running-order';
import { clockTime } from '../../utils/heat-words';

const SHOWN_CHANGES = 40;

export function GeneratedOrderPreview({ order, floorName }: { order: GeneratedOrder; floorName: (floor: string) => string }) {
  const f = order.figures;
  return (
    <section aria-label="Generated order preview" className="border rounded p-2 mb-2">
      <ul className="small mb-2" aria-label="Figures of the generated order">
        {f.floors.map((floor) => (
          <li key={floor.floor}>{floorName(floor.floor)}: {floor.heats} heats, ends {clockTime(floor.end)}, idle {floor.idleMinutes} min</li>
        ))}
        <li>Clashes: {f.clashes}</li>
        <li>Smallest change gap: {f.smallestChangeGapMinutes === null ? 'none' : `${f.smallestChangeGapMinutes.toFixed(1)} min`}</li>
        <li>Day length {Math.round(f.dayMinutes)} min; no order is shorter than {Math.round(f.lowerBoundMinutes)} min</li>
      </ul>
      {order.broken.length === 0 ? (
        <p className="small text-success">Every constraint is met.</p>
      ) : (
        <ul aria-label="Broken constraints" className="small text-danger">
          {order.broken.map((b) => <li key={b.constraint}>{b.message}</li>)}
        </ul>
      )}
      <p className="small mb-1">{order.changes.length} heats change{order.removed > 0 ? `, ${order.removed} old slots go` : ''}; heats already started stay as they are.</p>
      <ul aria-label="Heats that change" className="small">
        {order.changes.slice(0, SHOWN_CHANGES).map((c) => (
          <li key={c.roundKeys.join('+') + c.after.number}>
            Heat {c.after.number} at {clockTime(c.after.start)} on {floorName(c.after.floor)}: {c.label}
            {c.before ? ` (was heat ${c.before.number}${c.before.start !== undefined ? ` at ${clockTime(c.before.start)}` : ''} on ${floorName(c.before.floor)})` : ' (new)'}
          </li>
        ))}
        {order.changes.length > SHOWN_CHANGES && <li>and {order.changes.length - SHOWN_CHANGES} more</li>}
      </ul>
    </section>
  );
}
