// What a screen reader hears while a couple is dragged by keyboard or touch.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { ordinal } from '../../../domain/rounds';

export const finalDragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this couple, press Space or Enter, use the up and down arrow keys to choose its place, ' +
    'then press Space or Enter again. Escape cancels. On a touch screen, hold the couple and drag it.',
};

/** `order` is the list as it stands when the drag begins; `numberOf` gives a couple's back number. */
export function finalDragAnnouncements(order: readonly string[], numberOf: (entryId: string) => number | string): Announcements {
  const couple = (id: UniqueIdentifier) => `couple ${numberOf(String(id))}`;
  const place = (id: UniqueIdentifier) => ordinal(order.indexOf(String(id)) + 1);
  const stays = (id: UniqueIdentifier) => `${couple(id)} stays ${place(id)}`;
  // At pickup the sensor also reports the couple over its own row; both say the same, so neither hides the other.
  const holding = (id: UniqueIdentifier) => `Holding ${couple(id)} at ${place(id)}, where it started.`;
  return {
    onDragStart: ({ active }) => holding(active.id),
    onDragOver: ({ active, over }) =>
      !over ? `Holding ${couple(active.id)} outside the list.` : over.id === active.id ? holding(active.id) : `Holding ${couple(active.id)} over ${place(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id ? `Placed ${couple(active.id)} ${place(over.id)}.` : `Dropped; ${stays(active.id)}.`,
    onDragCancel: ({ active }) => `Move cancelled; ${stays(active.id)}.`,
  };
}
