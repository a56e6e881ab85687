// What a screen reader says on a reorderable list's drag handle (@dnd-kit reads it through aria-describedby).
export const REORDER_INSTRUCTIONS = {
  draggable: 'To move this row with the keyboard, press Space, then the up and down arrow keys, then Space to drop it or Escape to cancel. With a pointer, drag the handle.',
};
