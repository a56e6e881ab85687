// The chairman reopens a marked or posted round to correct it: results come down, judges may resubmit.
import { RoundState } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type Requester, checkedTransition } from './checked-transition';
import { type EventSnapshot, roundMarksOf } from '../event-snapshot';
import { nextDancedRound } from './guards';

export interface ReopenOptions {
  /** Judges whose submission is withdrawn so they can change marks; default every judge who submitted. */
  judgesToResubmit?: readonly string[];
}

export function reopenRound(snapshot: EventSnapshot, roundNumber: number, who: Requester, options: ReopenOptions = {}): TreeUpdate {
  const { rounds, index, round } = checkedTransition(snapshot, roundNumber, RoundState.Running, who);
  const name = snapshot.event.eventName;
  const roundMarks = roundMarksOf(snapshot.marks, roundNumber);
  const submitted = Object.keys(roundMarks).filter((judge) => roundMarks[judge].submittedAt !== undefined);
  const update: TreeUpdate = { [paths.roundField(name, roundNumber, 'roundState')]: RoundState.Running };
  for (const judge of options.judgesToResubmit ?? submitted) {
    if (submitted.includes(judge)) update[paths.judgeSubmittedAt(name, roundNumber, judge)] = null;
  }
  if (round.roundState !== RoundState.Posted) return update;
  update[paths.roundResults(name, roundNumber)] = null;
  if (index === rounds.length - 1) {
    update[paths.finalResults(name)] = null;
    return update;
  }
  // The recall may change, so the next round's floor list is taken down until the round is posted again.
  const target = nextDancedRound(rounds, index);
  if (target && target.roundState === RoundState.Initialized) {
    update[paths.roundField(name, target.roundNumber, 'entries')] = null;
    update[paths.roundField(name, target.roundNumber, 'roundState')] = RoundState.Empty;
  }
  return update;
}
