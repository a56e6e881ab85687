// The day's rounds in the given states, in running order: e.g. on the floor (Running), or waiting with
// their couples (Initialized; the first of them is on deck).
import type { CompetitionEvent, Round, RoundState } from '../model';
import { scheduleOf } from './rounds-in-running-order';

export function roundsInState(events: Readonly<Record<string, CompetitionEvent>>, ...states: RoundState[]): Round[] {
  return scheduleOf(events).filter((round) => states.includes(round.roundState));
}
