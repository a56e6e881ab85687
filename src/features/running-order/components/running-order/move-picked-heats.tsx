// "Move to place N" from the keyboard: the picked heats (several at once, kept in their order) go to place N
// of the day. The button is greyed out with the domain's reason when the move would be refused.
import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { moveHeatsPlan, type RunningOrderInput } from '../../../../domain/running-order';

export interface MovePickedHeatsProps {
  input: RunningOrderInput;
  /** The picked slot keys, in the day's order. */
  picked: readonly string[];
  pending: boolean;
  onMove: (slotKeys: readonly string[], place: number) => void;
}

/** Why the move cannot be made, or null. */
function refusalOf(input: RunningOrderInput, picked: readonly string[], place: number): string | null {
  if (picked.length === 0) return 'Pick one or more heats to move.';
  if (!Number.isInteger(place)) return 'Enter the place to move them to, a whole number.';
  try {
    moveHeatsPlan(input, picked, place);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function MovePickedHeats({ input, picked, pending, onMove }: MovePickedHeatsProps) {
  const id = useId();
  const [place, setPlace] = useState('');
  const to = place.trim() === '' ? Number.NaN : Number(place);
  const refusal = useMemo(() => refusalOf(input, picked, to), [input, picked, to]);
  return (
    <Form
      aria-label="Move picked heats"
      className="d-flex flex-wrap gap-2 align-items-center"
      onSubmit={(e) => {
        e.preventDefault();
        if (refusal === null) onMove(picked, to);
      }}
    >
      <Form.Label htmlFor={`${id}-place`} className="small mb-0">Move picked heats to place</Form.Label>
      <Form.Control id={`${id}-place`} size="sm" type="number" min={1} value={place} onChange={(e) => setPlace(e.target.value)} style={{ width: '5rem' }} />
      <Button type="submit" size="sm" variant="outline-primary" disabled={pending || refusal !== null} aria-describedby={refusal ? `${id}-why` : undefined}>
        Move picked heats
      </Button>
      {refusal && <span id={`${id}-why`} className="small text-muted">{refusal}</span>}
    </Form>
  );
}
