// Opens a printable sheet (heat sheet, blank judge sheets) of one event or of all of them: a picker and a
// link that puts the choice in the URL's `param`.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

export const ALL_EVENTS = '*';

export interface SheetPickerProps {
  eventNames: string[];
  /** The picker's label, e.g. "Heat sheet for". */
  label: string;
  /** The search parameter the sheet's screen reads, e.g. heatsheet. */
  param: string;
  /** The link's text, e.g. "Open heat sheet". */
  open: string;
}

export function SheetPicker({ eventNames, label, param, open }: SheetPickerProps) {
  const id = useId();
  const [choice, setChoice] = useState(ALL_EVENTS);
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
      <Form.Group controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Select value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value={ALL_EVENTS}>All events</option>
          {eventNames.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <Link className="btn btn-outline-secondary" to={`?${new URLSearchParams({ [param]: choice })}`}>
        {open}
      </Link>
    </div>
  );
}
