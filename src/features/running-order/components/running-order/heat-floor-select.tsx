// The floor a heat is danced on (issue 30), shown once the organiser names two floors or more. Choosing another
// floor moves the heat there; the floor's judges' panel follows its rounds in the same update.
import Form from 'react-bootstrap/Form';
import type { FloorHeatSlot, ScheduleSettings } from '../../../../domain/model';
import { floorIdsOf, floorNameOf, floorOf } from '../../../../domain/running-order';

export interface HeatFloorSelectProps {
  name: string;
  slot: FloorHeatSlot;
  settings: ScheduleSettings;
  disabled: boolean;
  onChoose: (floor: string) => void;
}

export function HeatFloorSelect({ name, slot, settings, disabled, onChoose }: HeatFloorSelectProps) {
  const floors = floorIdsOf(settings);
  if (floors.length < 2) return null;
  const current = floorOf(slot);
  return (
    <Form.Select size="sm" className="w-auto" aria-label={`Floor of ${name}`} value={current} disabled={disabled} onChange={(e) => onChoose(e.target.value)}>
      {/* A heat on a floor no longer named still shows where it is. */}
      {!floors.includes(current as (typeof floors)[number]) && <option value={current}>{floorNameOf(settings, current)}</option>}
      {floors.map((floor) => <option key={floor} value={floor}>{floorNameOf(settings, floor)}</option>)}
    </Form.Select>
  );
}
