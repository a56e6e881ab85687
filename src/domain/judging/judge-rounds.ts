// What a judge's tablet needs to know about rounds: which are on the floor, what comes next,
// and each round's couples and dances in the order a judge expects them.
import type { CompetitionEvent, Round } from '../model';
import { RoundState } from '../model';
import { orderedDances } from '../constants';
import { isFinalRound } from '../event-snapshot';

export interface JudgeCouple {
  entryId: string;
  /** The back number, or "?" while the organiser has not assigned one. */
  number: number | string;
}

export interface JudgeRound {
  eventName: string;
  roundNumber: number;
  roundName: string;
  kind: 'recall' | 'final';
  dances: string[];
  couples: JudgeCouple[];
  recallSize: number;
  roundState: RoundState;
  scheduleIndex: number;
  roundStartTime?: number;
}

export function toJudgeRound(event: CompetitionEvent, round: Round): JudgeRound {
  const couples = Object.entries(round.entries ?? {})
    .map(([entryId, entry]) => ({ entryId, number: entry.leadNumber ?? '?' }))
    .sort((a, b) => (typeof a.number === 'number' && typeof b.number === 'number' ? a.number - b.number : String(a.number).localeCompare(String(b.number))));
  return {
    eventName: event.eventName,
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    kind: isFinalRound(event, round.roundNumber) ? 'final' : 'recall',
    dances: orderedDances(event.dances),
    couples,
    recallSize: Math.max(1, round.recallSize),
    roundState: round.roundState,
    scheduleIndex: round.scheduleIndex,
    roundStartTime: round.roundStartTime,
  };
}

function allRounds(events: Readonly<Record<string, CompetitionEvent>>): JudgeRound[] {
  return Object.values(events)
    .flatMap((event) => Object.values(event.rounds ?? {}).map((round) => toJudgeRound(event, round)))
    .sort((a, b) => a.scheduleIndex - b.scheduleIndex);
}

export function runningRounds(events: Readonly<Record<string, CompetitionEvent>>): JudgeRound[] {
  return allRounds(events).filter((r) => r.roundState === RoundState.Running);
}

/** The next round by schedule that has not started yet, for the judge's waiting screen. */
export function nextScheduledRound(events: Readonly<Record<string, CompetitionEvent>>): JudgeRound | null {
  return allRounds(events).find((r) => r.roundState === RoundState.Initialized || r.roundState === RoundState.Empty) ?? null;
}

export function findRound(events: Readonly<Record<string, CompetitionEvent>>, eventName: string, roundNumber: number): JudgeRound | null {
  const event = events[eventName];
  const round = event && Object.values(event.rounds ?? {}).find((r) => r.roundNumber === roundNumber);
  return event && round ? toJudgeRound(event, round) : null;
}
