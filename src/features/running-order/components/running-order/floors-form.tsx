// The competition's floors (issue 30): how many (1 to 4), their names, and the minutes a dancer needs to go
// from one floor to another. Saved with the other settings, which it leaves as they are.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FloorId, ScheduleSettings } from '../../../../domain/model';
import { DEFAULT_FLOOR_CHANGE_MINUTES, floorIdsOf, floorNameOf } from '../../../../domain/running-order';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';

const IDS: readonly FloorId[] = ['A', 'B', 'C', 'D'];

export interface FloorsFormProps {
  stored: ScheduleSettings;
  onSave: (settings: ScheduleSettings) => Promise<void>;
}

export function FloorsForm({ stored, onSave }: FloorsFormProps) {
  const [count, setCount] = useState(floorIdsOf(stored).length);
  const [names, setNames] = useState<string[]>(IDS.map((id) => floorNameOf(stored, id)));
  const [change, setChange] = useState(String(stored.floorChangeMinutes ?? DEFAULT_FLOOR_CHANGE_MINUTES));
  const write = useThunkWrite();
  const save = () => {
    const floors = Object.fromEntries(IDS.slice(0, count).map((id, i) => [id, { name: names[i] }]));
    return onSave({ ...stored, floors, floorChangeMinutes: change.trim() === '' ? Number.NaN : Number(change) });
  };
  return (
    <Form aria-label="Floors" className="mb-3" onSubmit={(e) => e.preventDefault()}>
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <Form.Group controlId="floors-count">
          <Form.Label className="small">Floors danced at the same time</Form.Label>
          <Form.Select size="sm" value={count} onChange={(e) => setCount(Number(e.target.value))} style={{ width: '6rem' }}>
            {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{n}</option>)}
          </Form.Select>
        </Form.Group>
        {IDS.slice(0, count).map((id, i) => (
          <Form.Group key={id} controlId={`floor-name-${id}`}>
            <Form.Label className="small">Name of floor {id}</Form.Label>
            <Form.Control size="sm" value={names[i]} onChange={(e) => setNames(names.map((n, k) => (k === i ? e.target.value : n)))} style={{ width: '10rem' }} />
          </Form.Group>
        ))}
        <Form.Group controlId="floors-change">
          <Form.Label className="small">Minutes to change floors</Form.Label>
          <Form.Control size="sm" type="number" value={change} onChange={(e) => setChange(e.target.value)} style={{ width: '6rem' }} />
        </Form.Group>
        <Button size="sm" variant="outline-primary" disabled={write.pending} onClick={() => void write.run(save)}>Save floors</Button>
      </div>
      <WriteFeedback error={write.error} done={write.done} onDismiss={write.clearError} />
    </Form>
  );
}
