// Posted rounds, latest in the running order first: what the MC may still have to read out.
import { RoundState, type CompetitionEvent, type Round } from '../../../domain/model';
import { roundsInOrder } from '../../../domain/rounds/event-snapshot';
import { nextDancedRound } from '../../../domain/rounds/guards';
import { scheduleOf } from '../../../domain/rounds/schedule';

export function postedRoundsLatestFirst(events: Readonly<Record<string, CompetitionEvent>>): Round[] {
  return scheduleOf(events)
    .filter((round) => round.roundState === RoundState.Posted)
    .reverse();
}

/** The round the recalled couples go on to dance (skipped rounds pass them on). */
export function nextDancedRoundName(events: Readonly<Record<string, CompetitionEvent>>, round: Round): string | undefined {
  const event = events[round.eventName];
  if (!event) return undefined;
  const rounds = roundsInOrder(event);
  return nextDancedRound(rounds, rounds.findIndex((r) => r.roundNumber === round.roundNumber))?.roundName;
}
