// Rounds with marks to look at: running, marked or posted, in running order; which one to open first.
import { RoundState, type CompetitionEvent, type Round } from '../../../domain/model';
import { scheduleOf } from '../../../domain/rounds/schedule';

const REVIEWABLE: readonly RoundState[] = [RoundState.Running, RoundState.Marked, RoundState.Posted];

export function reviewableRounds(events: Readonly<Record<string, CompetitionEvent>>): Round[] {
  return scheduleOf(events).filter((round) => REVIEWABLE.includes(round.roundState));
}

/** A marked round waiting to be posted first, then one being marked, then the last one posted. */
export function defaultReviewRound(rounds: readonly Round[]): Round | undefined {
  return (
    rounds.find((r) => r.roundState === RoundState.Marked) ??
    rounds.find((r) => r.roundState === RoundState.Running) ??
    [...rounds].reverse().find((r) => r.roundState === RoundState.Posted)
  );
}
