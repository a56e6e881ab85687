// A heat or break row as a sortable item: its ref and style while dragged, and the handle's listeners.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export function useSortableSlot(slotKey: string, movable: boolean) {
  const { setNodeRef, transform, transition, attributes, listeners } = useSortable({ id: slotKey, disabled: !movable });
  return {
    rowRef: setNodeRef,
    rowStyle: { transform: CSS.Transform.toString(transform), transition },
    handleProps: movable ? { ...attributes, ...listeners } : {},
  };
}
