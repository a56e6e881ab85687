// A heat or break row that can be dragged to another place of the day (pointer or keyboard: focus the handle,
// Space, arrows, Space). Slots already on the floor or danced stay put.
import Button from 'react-bootstrap/Button';

export function DragHandle({ name, movable, handleProps }: { name: string; movable: boolean; handleProps: object }) {
  if (!movable) return null;
  return (
    <Button size="sm" variant="light" className="py-0 px-1 me-1" aria-label={`Drag ${name}`} {...handleProps}>
      ⠿
    </Button>
  );
}
