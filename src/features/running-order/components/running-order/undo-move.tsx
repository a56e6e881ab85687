// Undo of the last move made on this screen (within the list, or to another floor), offered until it is no longer
// safe; `refusal` (from the domain: undoRefusal, floorUndoRefusal) says why not.
import Button from 'react-bootstrap/Button';

export interface UndoMoveProps {
  /** What the button says, e.g. "Undo moving heat 12 to place 4"; null: nothing to undo. */
  label: string | null;
  refusal: string | null;
  pending: boolean;
  onUndo: () => void;
}

export function UndoMove({ label, refusal, pending, onUndo }: UndoMoveProps) {
  if (label === null) return null;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Button size="sm" variant="outline-warning" disabled={pending || refusal !== null} onClick={onUndo}>
        {label}
      </Button>
      {refusal && <span className="small text-muted">{refusal}</span>}
    </div>
  );
}
