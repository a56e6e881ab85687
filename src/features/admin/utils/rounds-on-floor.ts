// Which rounds the floor staff care about: on the floor now, on deck, and the couples of a round by number.
import { RoundState, type CompetitionEvent, type Round, type RoundEntry } from '../../../domain/model';
import { scheduleOf } from '../../../domain/rounds/schedule';

export function runningRounds(events: Readonly<Record<string, CompetitionEvent>>): Round[] {
  return scheduleOf(events).filter((round) => round.roundState === RoundState.Running);
}

/** Rounds with couples waiting to dance, in running order; the first is on deck. */
export function waitingRounds(events: Readonly<Record<string, CompetitionEvent>>): Round[] {
  return scheduleOf(events).filter((round) => round.roundState === RoundState.Initialized);
}

export interface FloorCouple extends RoundEntry {
  entryId: string;
}

/** By back number; couples without one yet come last, by lead name. */
export function couplesByNumber(round: Round): FloorCouple[] {
  return Object.entries(round.entries ?? {})
    .map(([entryId, entry]) => ({ entryId, ...entry }))
    .sort((a, b) => (a.leadNumber ?? Infinity) - (b.leadNumber ?? Infinity) || a.leadName.localeCompare(b.leadName));
}

export function findRound(events: Readonly<Record<string, CompetitionEvent>>, eventName: string, roundNumber: number): Round | undefined {
  return events[eventName]?.rounds?.[String(roundNumber)];
}
