// Scrutineering: posting a round (the saved results the domain computes from its marks, the next
// round's couples and the new states in ONE update) and taking it down again.
import type { StaffRole } from '../../domain/model';
import { type EventSnapshot, roundMarksOf, roundsInOrder } from '../../domain/rounds/event-snapshot';
import { postingRefusal } from '../../domain/panels';
import type { Requester } from '../../domain/rounds/checked-transition';
import { postRound } from '../../domain/rounds/post-round';
import { reopenRound } from '../../domain/rounds/reopen-round';
import { computeRound } from '../../domain/results/compute-round';
import type { ChairmanChoice, ResultJudge } from '../../domain/results';
import type { TreeUpdate } from '../../domain/tree-update';
import { DbError } from '../errors';
import { loadEventSnapshot, loadRequester, loadRoundPanel } from './snapshot';
import { getDbWriter } from '../writes/db-writer';

/**
 * The one update that posts the round (the domain checks the transition and fills the next round).
 * `judges`: the round's own panel; posting refuses a panel under 3 judges.
 * `chairmanChoice`: the Chairman of Judges' cut after a tie, with their name and the time, saved in
 * the public result; the domain refuses it when the tally offers no such cut.
 */
export function postRoundPatch(snapshot: EventSnapshot, roundNumber: number, judges: readonly ResultJudge[], who: Requester, chairmanChoice?: ChairmanChoice): TreeUpdate {
  const roundName = roundsInOrder(snapshot.event).find((round) => round.roundNumber === roundNumber)?.roundName ?? `round ${roundNumber}`;
  const refusal = postingRefusal(judges.length, `${snapshot.event.eventName} ${roundName}`);
  if (refusal) throw refusal;
  const computed = computeRound({
    event: snapshot.event, roundNumber, marks: roundMarksOf(snapshot.marks, roundNumber), judges, ...(chairmanChoice ? { chairmanChoice } : {}),
  });
  switch (computed.kind) {
    case 'final':
      return postRound(snapshot, roundNumber, { savedResults: computed.result, finalResults: computed.finalResults }, who);
    case 'recall':
      return postRound(snapshot, roundNumber, { savedResults: computed.result, recalled: computed.recalled }, who);
    default:
      throw new DbError('write-failed', `Nothing was posted: ${computed.message}`);
  }
}

export async function postRoundResults(eventName: string, roundNumber: number, actor: StaffRole, chairmanChoice?: ChairmanChoice): Promise<void> {
  const round = { eventName, roundNumber };
  const [snapshot, who, judges] = await Promise.all([loadEventSnapshot(eventName), loadRequester(actor, round), loadRoundPanel(eventName, roundNumber)]);
  await getDbWriter().update(postRoundPatch(snapshot, roundNumber, judges, who, chairmanChoice));
}

/** Spec §8: unposting a round that has no saved results says so in the console. */
export const NO_RESULTS_FOUND = 'no results found';

/**
 * Takes a posted round's results down (and the next round's couples, if it has not started) by reopening
 * it for correction through the domain; a round without saved results is reported, not touched.
 */
export function unpostRoundPatch(snapshot: EventSnapshot, roundNumber: number, who: Requester, log: (message: string) => void = console.log): TreeUpdate | null {
  if (snapshot.results?.[String(roundNumber)] === undefined) {
    log(NO_RESULTS_FOUND);
    return null;
  }
  return reopenRound(snapshot, roundNumber, who);
}

/** Resolves false when there was nothing to unpost. */
export async function unpostRound(eventName: string, roundNumber: number, actor: StaffRole): Promise<boolean> {
  const [snapshot, who] = await Promise.all([loadEventSnapshot(eventName), loadRequester(actor, { eventName, roundNumber })]);
  const patch = unpostRoundPatch(snapshot, roundNumber, who);
  if (patch === null) return false;
  await getDbWriter().update(patch);
  return true;
}
