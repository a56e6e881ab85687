// What the projector shows: the rounds on the floor, the one on deck and the few after it, in schedule order.
import { type Round, RoundState } from '../../../domain/model';

export interface FloorStatus {
  onFloor: Round[];
  onDeck: Round | null;
  next: Round[];
  /** Every round that will be or was danced, in schedule order (skipped rounds left out). */
  schedule: Round[];
}

const started = (round: Round) =>
  round.roundState === RoundState.Running || round.roundState === RoundState.Marked || round.roundState === RoundState.Posted;
const waiting = (round: Round) => round.roundState === RoundState.Initialized || round.roundState === RoundState.Empty;

/**
 * `schedule` is the running order (domain scheduleOf). Rounds after the last started one wait their
 * turn; a round left waiting before it (a late change) is not called again automatically.
 */
export function floorStatus(schedule: readonly Round[], upcoming = 3): FloorStatus {
  const danced = schedule.filter((round) => round.roundState !== RoundState.Skipped);
  let anchor = -1;
  danced.forEach((round, index) => {
    if (started(round)) anchor = index;
  });
  const queue = danced.slice(anchor + 1).filter(waiting);
  return {
    onFloor: danced.filter((round) => round.roundState === RoundState.Running),
    onDeck: queue[0] ?? null,
    next: queue.slice(1, 1 + upcoming),
    schedule: danced,
  };
}
