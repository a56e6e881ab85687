// Posting a round from its marks, and taking a posted round down again: each the ONE update the
// consoles send (the saved results, the next round's couples and the new states together).
import { postingRefusal } from '../panels';
import type { ChairmanChoice, ResultJudge } from '../results';
import { computeRound } from '../results';
import type { TreeUpdate } from '../tree-update';
import type { Requester } from '../rounds';
import { type EventSnapshot, roundMarksOf, roundsInOrder } from '../event-snapshot';
import { postRound } from '../rounds';
import { reopenRound } from '../rounds';
import { RoundOperationError } from '../rounds';

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
      throw new RoundOperationError('not-scorable', `Nothing was posted: ${computed.message}`);
  }
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
