// Where a round's recalled couples dance next: the following round, passing over skipped ones.
import type { CompetitionEvent, Round } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { nextDancedRound } from './guards';

export function nextDancedRoundOf(events: Readonly<Record<string, CompetitionEvent>>, round: Pick<Round, 'eventName' | 'roundNumber'>): Round | undefined {
  const event = events[round.eventName];
  if (!event) return undefined;
  const rounds = roundsInOrder(event);
  return nextDancedRound(rounds, rounds.findIndex((r) => r.roundNumber === round.roundNumber));
}
