// Words for rounds and their state changes, shared by the consoles.
import type { StateAction } from '../../domain/rounds';
import type { Round } from '../../domain/model';

export const ACTION_LABELS: Record<StateAction, string> = {
  start: 'Start',
  stop: 'Stop',
  complete: 'Mark complete',
  skip: 'Skip',
  unskip: 'Unskip',
  clear: 'Clear couples',
  reopen: 'Reopen',
};

export function roundLabel(round: Pick<Round, 'eventName' | 'roundName'>): string {
  return `${round.eventName} ${round.roundName}`;
}

export const roundKey = (round: Pick<Round, 'eventName' | 'roundNumber'>) => `${round.eventName}#${round.roundNumber}`;
