// Opens the printable heat sheet of one event or of all of them.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

export const ALL_EVENTS = '*';

export function HeatSheetPicker({ eventNames }: { eventNames: string[] }) {
  const id = useId();
  const [choice, setChoice] = useState(ALL_EVENTS);
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
      <Form.Group controlId={id}>
        <Form.Label>Heat sheet for</Form.Label>
        <Form.Select value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value={ALL_EVENTS}>All events</option>
          {eventNames.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <Link className="btn btn-outline-secondary" to={`?${new URLSearchParams({ heatsheet: choice })}`}>
        Open heat sheet
      </Link>
    </div>
  );
}
