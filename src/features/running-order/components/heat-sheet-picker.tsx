// Opens the printable heat sheet of the whole day, of one floor or of one dancer.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useNow } from '../../../components/use-now';
import { useDay } from '../../../data/hooks/day';
import type { DayModel } from '../../../domain/running-order';
import { WHOLE_DAY, dancerChoice, dancersOfDay, floorChoice } from '../utils/heat-sheet-choice';

export function HeatSheetPicker({ day }: { day: DayModel }) {
  const id = useId();
  const [choice, setChoice] = useState(WHOLE_DAY);
  const floors = day.floors.map((f) => f.floor);
  const dancers = dancersOfDay(day);
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
      <Form.Group controlId={id}>
        <Form.Label>Heat sheet for</Form.Label>
        <Form.Select value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value={WHOLE_DAY}>The whole day</option>
          {floors.length > 1 && (
            <optgroup label="Floors">
              {floors.map((floor) => <option key={floor} value={floorChoice(floor)}>Floor {floor}</option>)}
            </optgroup>
          )}
          {dancers.length > 0 && (
            <optgroup label="Dancers">
              {dancers.map((d) => <option key={d.id} value={dancerChoice(d.id)}>{d.name}</option>)}
            </optgroup>
          )}
        </Form.Select>
      </Form.Group>
      <Link className="btn btn-outline-secondary" to={`?${new URLSearchParams({ heatsheet: choice })}`}>
        Open heat sheet
      </Link>
    </div>
  );
}

/** The picker over the day as it stands (its floors and dancers), once the day is read. */
export function HeatSheetLink() {
  const now = useNow(60_000);
  const day = useDay(now);
  return day.data ? <HeatSheetPicker day={day.data} /> : null;
}
