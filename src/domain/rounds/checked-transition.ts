// Looks a round up and checks a state change against the transition rules, for the operations below.
import type { Round, RoundState, StaffRole } from '../model';
import type { EventSnapshot } from '../event-snapshot';
import { findRound } from './guards';
import { type RoundAction, RoundTransitionError, canTransition } from './round-state';
import { transitionContextFor } from './transition-context';

/** Who asks, and which judges mark the event's rounds (the officials with role Judge). */
export interface Requester {
  actor: StaffRole;
  judgeKeys: readonly string[];
  /** The judges' names by key, for messages that name them. */
  judgeNames?: Readonly<Record<string, string>>;
}

export interface CheckedTransition {
  rounds: Round[];
  index: number;
  round: Round;
  action: RoundAction;
}

/** Throws RoundTransitionError (with the reason) or RoundOperationError (no such round). */
export function checkedTransition(snapshot: EventSnapshot, roundNumber: number, to: RoundState, who: Requester): CheckedTransition {
  const { rounds, index, round } = findRound(snapshot, roundNumber);
  const check = canTransition(round, to, transitionContextFor(snapshot, roundNumber, who.judgeKeys, who.actor, who.judgeNames));
  if (!check.ok) throw new RoundTransitionError(round.roundState, to, check.code, check.reason);
  return { rounds, index, round, action: check.action };
}
