// A heat or break row as a sortable item: its ref and style while dragged, the handle's pointer listeners and
// keyboard handling, and whether the keyboard has picked the row up or would drop it here.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useKeyboardReorderRow } from '../../../../console-kit/hooks/use-keyboard-reorder-row';

export function useSortableSlot(slotKey: string, movable: boolean) {
  const { setNodeRef, transform, transition, attributes, listeners } = useSortable({ id: slotKey, disabled: !movable });
  const keyboard = useKeyboardReorderRow(slotKey);
  return {
    rowRef: setNodeRef,
    rowStyle: { transform: CSS.Transform.toString(transform), transition },
    handleProps: movable ? { ...attributes, ...listeners, ...keyboard.handleProps } : {},
    rowClass: keyboard.picked ? 'table-warning' : keyboard.dropPlace ? 'table-info' : undefined,
  };
}
