import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Button from 'react-bootstrap/Button';
import { ordinal } from '../../../domain/rounds';
import type { FloorCouple } from './floor-couple';

interface FinalDragRowProps {
  couple: FloorCouple;
  place: number;
  coupleCount: number;
  /** False while the list is only a proposal the judge has not confirmed or changed yet. */
  saved: boolean;
  disabled: boolean;
  onStep: (step: -1 | 1) => void;
}

/** One couple in drag mode: the place and back number are the drag handle; arrows move one place. */
export function FinalDragRow({ couple, place, coupleCount, saved, disabled, onStep }: FinalDragRowProps) {
  const sortable = useSortable({ id: couple.entryId, disabled });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;
  const className = ['final-drag-row', isDragging && 'is-dragging', !saved && 'is-unsaved'].filter(Boolean).join(' ');
  return (
    <li ref={setNodeRef} className={className} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="final-drag-handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag couple ${couple.number}, now ${ordinal(place)}`}
        disabled={disabled}
      >
        <span className="final-drag-grip" aria-hidden="true">⠿</span>
        <span className="final-drag-place">{ordinal(place)}</span>
        <span className="final-drag-number">{couple.number}</span>
      </button>
      <Button variant="outline-dark" className="final-drag-step" aria-label={`Move couple ${couple.number} up`} disabled={disabled || place === 1} onClick={() => onStep(-1)}>
        <span aria-hidden="true">▲</span>
      </Button>
      <Button
        variant="outline-dark"
        className="final-drag-step"
        aria-label={`Move couple ${couple.number} down`}
        disabled={disabled || place === coupleCount}
        onClick={() => onStep(1)}
      >
        <span aria-hidden="true">▼</span>
      </Button>
    </li>
  );
}
