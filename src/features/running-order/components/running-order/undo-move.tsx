// Undo of the last move made on this screen, offered until the next heat starts (undoRefusal says why not).
import Button from 'react-bootstrap/Button';
import { undoRefusal, type RunningOrderInput, type UndoRecord } from '../../../../domain/running-order';

export interface UndoMoveProps {
  record: UndoRecord | null;
  input: RunningOrderInput;
  pending: boolean;
  onUndo: (record: UndoRecord) => void;
}

export function UndoMove({ record, input, pending, onUndo }: UndoMoveProps) {
  if (record === null) return null;
  const refusal = undoRefusal(record, input.slots);
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Button size="sm" variant="outline-warning" disabled={pending || refusal !== null} onClick={() => onUndo(record)}>
        {record.label}
      </Button>
      {refusal && <span className="small text-muted">{refusal}</span>}
    </div>
  );
}
