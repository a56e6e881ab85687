// The round state changes a console offers as buttons, each as the one update the domain builds.
import type { Requester } from './checked-transition';
import type { EventSnapshot } from '../event-snapshot';
import { reopenRound } from './reopen-round';
import type { RoundAction } from './round-state';
import { skipRound } from './skip-round';
import { clearRound, completeRound, startRound, stopRound, unskipRound } from './state-actions';
import type { TreeUpdate } from '../tree-update';

/** Posting has its own screen (the scrutineer's) and filling happens when the previous round posts. */
export type StateAction = Exclude<RoundAction, 'post' | 'fill'>;

const STATE_ACTIONS: Record<StateAction, (s: EventSnapshot, n: number, who: Requester) => TreeUpdate> = {
  start: startRound,
  stop: stopRound,
  complete: completeRound,
  skip: skipRound,
  unskip: unskipRound,
  clear: clearRound,
  reopen: (s, n, who) => reopenRound(s, n, who),
};

export function isStateAction(action: RoundAction): action is StateAction {
  return action in STATE_ACTIONS;
}

/** Throws the domain's refusal (RoundTransitionError / RoundOperationError) with its reason. */
export function stateActionPatch(action: StateAction, snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  return STATE_ACTIONS[action](snapshot, roundNumber, who);
}
