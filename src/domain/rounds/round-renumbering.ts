// Adding or deleting a round renumbers the later rounds of its event. Everything else that names a round by
// its number (the running order's heats, a round's own panel) must follow in the same update, or a heat
// would call the wrong round to the floor and a panel would judge the wrong round.
import type { CompetitionEvent } from '../model';
import { roundsInOrder } from '../event-snapshot';

/** Old round number → new number, or null for the deleted round; rounds that keep their number are absent. */
export type RoundRenumbering = ReadonlyMap<number, number | null>;

/** A round added after `afterRoundNumber`: every later round moves up by one. */
export function renumberingAfterAdding(event: CompetitionEvent, afterRoundNumber: number): RoundRenumbering {
  const later = roundsInOrder(event).filter((round) => round.roundNumber > afterRoundNumber);
  return new Map(later.map((round) => [round.roundNumber, round.roundNumber + 1]));
}

/** Round `roundNumber` deleted: it goes, and every later round moves down by one. */
export function renumberingAfterDeleting(event: CompetitionEvent, roundNumber: number): RoundRenumbering {
  const renumbered = new Map<number, number | null>([[roundNumber, null]]);
  for (const round of roundsInOrder(event)) {
    if (round.roundNumber > roundNumber) renumbered.set(round.roundNumber, round.roundNumber - 1);
  }
  return renumbered;
}
