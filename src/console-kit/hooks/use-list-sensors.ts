// The sensors of a reorderable list on the consoles: a pointer drag that starts after 5 px, so a click on the
// handle is not a drag. The keyboard goes through KeyboardReorder (row by row in the list's order), not @dnd-kit's
// keyboard sensor, which picks rows by position on screen and jumped rows on the long running order.
import { PointerSensor, useSensor, useSensors } from '@dnd-kit/core';

export function useListSensors() {
  return useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
}
