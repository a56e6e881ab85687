// Checks shared by the operations that renumber or refill rounds.
import { RoundState, type Round } from '../model';
import { type EventSnapshot, roundsInOrder } from '../event-snapshot';
import { RoundOperationError } from './round-errors';

export function findRound(snapshot: EventSnapshot, roundNumber: number): { rounds: Round[]; index: number; round: Round } {
  const rounds = roundsInOrder(snapshot.event);
  const index = rounds.findIndex((round) => round.roundNumber === roundNumber);
  if (index === -1) {
    throw new RoundOperationError('no-such-round', `${snapshot.event.eventName} has no round ${roundNumber}.`);
  }
  return { rounds, index, round: rounds[index] };
}

/**
 * Judges' tablets write to marks/<event>/<round number>: renumbering a running round would send
 * their next marks to another round, so it must be stopped (or finished) first.
 */
export function refuseRenumberingRunning(rounds: readonly Round[], what: string): void {
  const running = rounds.find((round) => round.roundState === RoundState.Running);
  if (running) {
    throw new RoundOperationError(
      'round-running',
      `${running.roundName} of ${running.eventName} is running and would be renumbered by ${what}; finish or stop it first.`,
    );
  }
}

export function isStarted(round: Round): boolean {
  return round.roundState === RoundState.Running || round.roundState === RoundState.Marked || round.roundState === RoundState.Posted;
}

/** The first round after `index` that will be danced (skipped rounds pass their couples on). */
export function nextDancedRound(rounds: readonly Round[], index: number): Round | undefined {
  return rounds.slice(index + 1).find((round) => round.roundState !== RoundState.Skipped);
}
