// A fixed break in the running order (lunch, awards): its name and length editable, movable, removable.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { BreakSlot } from '../../../../domain/model';
import type { SlotTiming } from '../../../../domain/running-order';
import { ConfirmButton } from '../../../../console-kit/components/confirm-button';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';
import { STATUS_WORDS, clockTime } from '../../utils/heat-words';
import { MoveButtons } from './move-buttons';
import { FloorButtons } from './floor-buttons';
import { DragHandle } from './drag-handle';
import { useSortableSlot } from './use-sortable-slot';
import type { SlotActions } from './slot-actions';

export interface BreakRowProps {
  timing: SlotTiming & { slot: BreakSlot };
  index: number;
  count: number;
  actions: SlotActions;
}

export function BreakRow({ timing, index, count, actions }: BreakRowProps) {
  const { slot, slotKey, status } = timing;
  const [label, setLabel] = useState(slot.label);
  const [minutes, setMinutes] = useState(String(slot.minutes));
  const write = useThunkWrite();
  const name = `break ${slot.label}`;
  const save = () => actions.editBreak(slotKey, { label, minutes: minutes.trim() === '' ? Number.NaN : Number(minutes) });
  const movable = status === 'to-come' || status === 'on-deck';
  const { rowRef, rowStyle, handleProps } = useSortableSlot(slotKey, movable);
  return (
    <tr ref={rowRef} style={rowStyle} aria-label={`Break: ${slot.label}`} className="table-light">
      <td>
        <DragHandle name={name} movable={movable} handleProps={handleProps} />
      </td>
      <th scope="row">Break</th>
      <td>
        <div className="d-flex flex-wrap gap-1 align-items-center">
          <Form.Control size="sm" aria-label={`Name of ${name}`} value={label} onChange={(e) => setLabel(e.target.value)} style={{ width: '10rem' }} />
          <Form.Control size="sm" type="number" aria-label={`Length of ${name} (minutes)`} value={minutes} onChange={(e) => setMinutes(e.target.value)} style={{ width: '5rem' }} />
          <Button size="sm" variant="link" disabled={write.pending} aria-label={`Save ${name}`} onClick={() => void write.run(save)}>
            Save
          </Button>
        </div>
      </td>
      <td>{slot.minutes} min</td>
      <td>{clockTime(timing.plannedStart)}</td>
      <td>{clockTime(timing.estimatedStart)}</td>
      <td>{STATUS_WORDS[status]}</td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <MoveButtons name={name} index={index} count={count} pending={write.pending} onMove={(to) => void write.run(() => actions.move(slotKey, to))} />
          <FloorButtons name={name} status={status} pending={write.pending} onRecord={(moment) => void write.run(() => actions.record(slotKey, moment))} />
          <ConfirmButton label={`Remove ${name}`} text="Remove" confirmLabel={`Confirm removing ${name}`} disabled={write.pending} onConfirm={() => void write.run(() => actions.removeBreak(slotKey))} />
        </div>
        <WriteFeedback error={write.error} done={write.done} doneText={`Saved: ${name}.`} onDismiss={write.clearError} />
      </td>
    </tr>
  );
}
