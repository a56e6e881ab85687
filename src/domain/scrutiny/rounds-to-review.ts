// The rounds with marks to look at (started: running, marked or posted), in running order, and the
// one that needs the scrutineer first.
import { RoundState, type CompetitionEvent, type Round } from '../model';
import { isStarted } from '../rounds';
import { scheduleOf } from '../running-order';

export function roundsToReview(events: Readonly<Record<string, CompetitionEvent>>): Round[] {
  return scheduleOf(events).filter(isStarted);
}

/** A marked round waiting to be posted first, then one being marked, then the last one posted. */
export function firstToReview(rounds: readonly Round[]): Round | undefined {
  return (
    rounds.find((r) => r.roundState === RoundState.Marked) ??
    rounds.find((r) => r.roundState === RoundState.Running) ??
    [...rounds].reverse().find((r) => r.roundState === RoundState.Posted)
  );
}
