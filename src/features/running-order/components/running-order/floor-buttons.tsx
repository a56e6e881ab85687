// Start and finish of a slot on the floor: what the live estimate of the rest of the day follows.
import Button from 'react-bootstrap/Button';
import type { SlotStatus } from '../../../../domain/running-order';

export interface FloorButtonsProps {
  name: string;
  status: SlotStatus;
  pending: boolean;
  onRecord: (moment: 'start' | 'finish') => void;
}

export function FloorButtons({ name, status, pending, onRecord }: FloorButtonsProps) {
  if (status === 'danced') return null;
  const moment = status === 'on-floor' ? 'finish' : 'start';
  return (
    <Button size="sm" variant={moment === 'start' ? 'outline-success' : 'success'} disabled={pending} aria-label={`${moment === 'start' ? 'Start' : 'Finish'} ${name}`} onClick={() => onRecord(moment)}>
      {moment === 'start' ? 'Start' : 'Finish'}
    </Button>
  );
}
