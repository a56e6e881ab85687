// "Floor": which floor this console follows. Nothing to pick with one floor, so nothing shows then.
import Form from 'react-bootstrap/Form';
import type { DayFloor } from '../../domain/running-order';

export interface FloorPickerProps {
  floors: readonly DayFloor[];
  selected: string;
  onSelect: (floor: string) => void;
}

export function FloorPicker({ floors, selected, onSelect }: FloorPickerProps) {
  if (floors.length < 2) return null;
  return (
    <Form.Group controlId="console-floor" className="mb-3" style={{ maxWidth: '20rem' }}>
      <Form.Label>Floor</Form.Label>
      <Form.Select value={selected} onChange={(e) => onSelect(e.target.value)}>
        {floors.map((f) => <option key={f.floor} value={f.floor}>{f.name}</option>)}
      </Form.Select>
    </Form.Group>
  );
}
