// The state changes that carry no other data: start, stop, complete, clear and un-skip a round.
import { RoundState } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type Requester, checkedTransition } from './checked-transition';
import type { EventSnapshot } from '../event-snapshot';

function stateUpdate(snapshot: EventSnapshot, roundNumber: number, to: RoundState, who: Requester): TreeUpdate {
  checkedTransition(snapshot, roundNumber, to, who);
  return { [paths.roundField(snapshot.event.eventName, roundNumber, 'roundState')]: to };
}

/** Initialized → Running: judges' tablets open the round for marking. */
export function startRound(snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  return stateUpdate(snapshot, roundNumber, RoundState.Running, who);
}

/** Running → Initialized: undoes a start made by mistake, only while no judge has saved a mark. */
export function stopRound(snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  return stateUpdate(snapshot, roundNumber, RoundState.Initialized, who);
}

/** Running → Marked: every judge has submitted; tablets lock and the scrutineer checks the results. */
export function completeRound(snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  return stateUpdate(snapshot, roundNumber, RoundState.Marked, who);
}

/** Skipped → Initialized (or Empty): the round will be danced after all. */
export function unskipRound(snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  const round = snapshot.event.rounds?.[String(roundNumber)];
  const hasEntries = Object.keys(round?.entries ?? {}).length > 0;
  return stateUpdate(snapshot, roundNumber, hasEntries ? RoundState.Initialized : RoundState.Empty, who);
}

/** Initialized → Empty: takes the couples off the floor list (they stay entered in the event). */
export function clearRound(snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  checkedTransition(snapshot, roundNumber, RoundState.Empty, who);
  const name = snapshot.event.eventName;
  return {
    [paths.roundField(name, roundNumber, 'roundState')]: RoundState.Empty,
    [paths.roundField(name, roundNumber, 'entries')]: null,
  };
}
