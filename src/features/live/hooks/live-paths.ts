import type { Round } from '../../../domain/model';

export function liveRoundPath(round: Pick<Round, 'eventName' | 'roundNumber'>): string {
  return `/live/${encodeURIComponent(round.eventName)}/${round.roundNumber}`;
}
