// Adding a round after a chosen one (spec section 4).
import { recallSizeForDistance, normalizeRecallSize } from '../constants';
import { RoundState, type Round } from '../model';
import type { TreeUpdate } from '../tree-update';
import type { EventSnapshot } from '../event-snapshot';
import { findRound, refuseRenumberingRunning } from './guards';
import { type PlannedRound, rewriteRounds } from './rewrite-rounds';

export interface AddRoundOptions {
  /** Defaults to the planned recall size for the new round's distance to the final. */
  recallSize?: number;
  roundStartTime?: number;
}

/**
 * The new round is scheduled right after the chosen one (scheduleIndex + 0.5) and starts Empty; it is
 * filled when the chosen round is posted. Later rounds, their marks and saved results move up by one;
 * every round's name is rewritten, since names count back from the final.
 */
export function addRoundAfter(snapshot: EventSnapshot, afterRoundNumber: number, options: AddRoundOptions = {}): TreeUpdate {
  const { rounds, index, round: chosen } = findRound(snapshot, afterRoundNumber);
  refuseRenumberingRunning(rounds.slice(index + 1), 'adding a round');
  const total = rounds.length + 1;
  const newNumber = index + 2;
  const added: Round = {
    roundId: '',
    roundName: '',
    roundNumber: newNumber,
    eventName: snapshot.event.eventName,
    scheduleIndex: chosen.scheduleIndex + 0.5,
    recallSize: normalizeRecallSize(options.recallSize ?? recallSizeForDistance(total - newNumber)),
    roundState: RoundState.Empty,
    ...(options.roundStartTime !== undefined ? { roundStartTime: options.roundStartTime } : {}),
  };
  const planned: PlannedRound[] = [
    ...rounds.slice(0, index + 1).map((round) => ({ round, fromNumber: round.roundNumber })),
    { round: added, fromNumber: null },
    ...rounds.slice(index + 1).map((round) => ({ round, fromNumber: round.roundNumber })),
  ];
  return rewriteRounds(snapshot, planned);
}
