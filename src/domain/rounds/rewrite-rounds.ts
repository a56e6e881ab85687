// The one way rounds are renumbered: give the new order, get the minimal update that moves rounds, marks
// and saved results to their new numbers and rewrites ids and names (shared by add and delete).
import type { Round } from '../model';
import { paths } from '../tree-paths';
import { type TreeUpdate, sameValue } from '../tree-update';
import { type EventSnapshot, roundsInOrder } from '../event-snapshot';
import { roundId, roundName } from './round-naming';

/** One round of the new order: its content and the number it had before (null for a new round). */
export interface PlannedRound {
  round: Round;
  fromNumber: number | null;
}

const FINAL_RESULTS_KEY = 'finalResults';

function withIdentity(round: Round, eventName: string, roundNumber: number, total: number): Round {
  return { ...round, eventName, roundNumber, roundId: roundId(eventName, roundNumber), roundName: roundName(roundNumber, total) };
}

export function rewriteRounds(snapshot: EventSnapshot, planned: readonly PlannedRound[]): TreeUpdate {
  const { event } = snapshot;
  const name = event.eventName;
  const current = roundsInOrder(event);
  const oldNumbers = current.map((round) => round.roundNumber);
  const update: TreeUpdate = {};
  const put = (path: string, next: unknown, before: unknown) => {
    if (!sameValue(next ?? null, before ?? null)) update[path] = next ?? null;
  };

  planned.forEach(({ round, fromNumber }, index) => {
    const number = index + 1;
    const next = withIdentity(round, name, number, planned.length);
    put(paths.round(name, number), next, event.rounds?.[String(number)]);
    if (fromNumber !== number) {
      const movedMarks = fromNumber === null ? null : snapshot.marks?.[String(fromNumber)];
      put(paths.roundMarks(name, number), movedMarks, snapshot.marks?.[String(number)]);
      const movedResults = fromNumber === null ? null : snapshot.results?.[String(fromNumber)];
      put(paths.roundResults(name, number), movedResults, snapshot.results?.[String(number)]);
    }
  });

  for (const number of oldNumbers.filter((n) => n > planned.length)) {
    update[paths.round(name, number)] = null;
    put(paths.roundMarks(name, number), null, snapshot.marks?.[String(number)]);
    put(paths.roundResults(name, number), null, snapshot.results?.[String(number)]);
  }

  // The event's listed result belongs to its final; a different round becoming the final invalidates it.
  const oldFinal = oldNumbers[oldNumbers.length - 1];
  const newFinal = planned[planned.length - 1]?.fromNumber ?? null;
  if (newFinal !== oldFinal) put(paths.finalResults(name), null, snapshot.results?.[FINAL_RESULTS_KEY]);

  return update;
}
