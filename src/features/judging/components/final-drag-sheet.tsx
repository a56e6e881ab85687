import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { moveCoupleBy, moveInOrder, orderFromPlacement } from '../../../domain/judging';
import { isPlacementComplete, type DancePlacement } from '../../../domain/judging';
import { finalDragAnnouncements, finalDragInstructions } from './final-drag-announcements';
import { FinalDragRow } from './final-drag-row';
import type { FloorCouple } from './floor-couple';
import { ordinal } from '../../../domain/rounds';

interface FinalDragSheetProps {
  dance: string;
  couples: readonly FloorCouple[];
  placement: DancePlacement;
  disabled: boolean;
  /** The whole list, first = 1st; every couple gets a place, so none can be missing or doubled. */
  onOrder: (order: string[]) => void;
  onClear: () => void;
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Drag mode: the list order is the placement. The first change (or "Use this order") saves all places. */
export function FinalDragSheet({ dance, couples, placement, disabled, onOrder, onClear }: FinalDragSheetProps) {
  const entryIds = couples.map((c) => c.entryId);
  const order = orderFromPlacement(placement, entryIds);
  const saved = isPlacementComplete(placement, entryIds);
  const numberOf = (id: string) => couples.find((c) => c.entryId === id)?.number ?? '?';
  const [lastMove, setLastMove] = useState('');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // Hold briefly before a drag starts, so a swipe over the list still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const commit = (next: string[], movedId: string) => {
    onOrder(next);
    setLastMove(`Couple ${numberOf(movedId)} moved to ${ordinal(next.indexOf(movedId) + 1)}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    commit(moveInOrder(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))), String(active.id));
  };

  return (
    <section aria-label={`${dance} order`}>
      <p className="judge-counter" role="status" aria-live="polite">
        {saved ? `${dance}: every couple placed` : `${dance}: not placed yet. Put the couples in order, 1st at the top.`}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        accessibility={{ announcements: finalDragAnnouncements(order, numberOf), screenReaderInstructions: finalDragInstructions }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="final-drag-list" aria-label={`${dance} placings, 1st at the top`}>
            {order.map((id, index) => (
              <FinalDragRow
                key={id}
                couple={{ entryId: id, number: numberOf(id) }}
                place={index + 1}
                coupleCount={order.length}
                saved={saved}
                disabled={disabled}
                onStep={(step) => commit(moveCoupleBy(order, id, step), id)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="final-drag-last-move" aria-live="polite">{lastMove}</p>
      <div className="final-drag-actions">
        {!saved && (
          <Button size="lg" variant="primary" onClick={() => onOrder(order)} disabled={disabled}>
            Use this order for {dance}
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onClear} disabled={disabled || Object.keys(placement).length === 0}>
          Clear {dance} placements
        </Button>
      </div>
    </section>
  );
}
