// Places a fixed break (lunch, awards) in the running order, after a chosen slot.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { NewBreak, OrderedSlot } from '../../../../domain/running-order';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';
import { slotName } from '../../utils/heat-words';

export interface AddBreakFormProps {
  slots: readonly OrderedSlot[];
  /** `at`: the index in the day's list the break takes (0 = first). */
  onAdd: (draft: NewBreak, at: number) => Promise<void>;
}

export function AddBreakForm({ slots, onAdd }: AddBreakFormProps) {
  const [label, setLabel] = useState('');
  const [minutes, setMinutes] = useState('');
  const [after, setAfter] = useState(String(slots.length));
  const write = useThunkWrite();
  const add = async () => {
    // A blank length reaches the domain as NaN, which it refuses with "needs a length in minutes".
    const length = minutes.trim() === '' ? Number.NaN : Number(minutes);
    await onAdd({ label, minutes: length }, Number(after));
    setLabel('');
    setMinutes('');
  };
  return (
    <Form aria-label="Add a break" className="mb-3" onSubmit={(e) => e.preventDefault()}>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId="break-label">
          <Form.Label className="small">Break name</Form.Label>
          <Form.Control size="sm" value={label} placeholder="Lunch" onChange={(e) => setLabel(e.target.value)} />
        </Form.Group>
        <Form.Group controlId="break-minutes">
          <Form.Label className="small">Break length (minutes)</Form.Label>
          <Form.Control size="sm" type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} style={{ width: '6rem' }} />
        </Form.Group>
        <Form.Group controlId="break-after">
          <Form.Label className="small">Place the break</Form.Label>
          <Form.Select size="sm" value={after} onChange={(e) => setAfter(e.target.value)}>
            <option value="0">At the start of the day</option>
            {slots.map(({ key, slot }, i) => (
              <option key={key} value={String(i + 1)}>
                After {slotName(slot)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" variant="outline-primary" disabled={write.pending} onClick={() => void write.run(add)}>
          Add break
        </Button>
      </div>
      <WriteFeedback error={write.error} done={write.done} doneText="Break added." onDismiss={write.clearError} />
    </Form>
  );
}
