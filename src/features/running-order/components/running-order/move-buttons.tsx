// Moves a heat or a break one place up or down the running order.
import Button from 'react-bootstrap/Button';

export interface MoveButtonsProps {
  name: string;
  index: number;
  count: number;
  pending: boolean;
  onMove: (toIndex: number) => void;
}

export function MoveButtons({ name, index, count, pending, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button size="sm" variant="outline-secondary" disabled={index === 0 || pending} aria-label={`Move ${name} up`} onClick={() => onMove(index - 1)}>
        ↑
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={index === count - 1 || pending} aria-label={`Move ${name} down`} onClick={() => onMove(index + 1)}>
        ↓
      </Button>
    </>
  );
}
