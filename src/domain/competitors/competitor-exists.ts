// Whether a person dances in an event (spec section 5).
import type { CompetitionEvent } from '../model';
import { normalizeName } from './names';
import { roundsInOrder } from '../event-snapshot';

/**
 * The spec checks "the last round's entries", written for a round list kept final-first, where the
 * last round is the first one danced: the round that holds the whole field. Here that is round 1
 * (rounds count from the first; docs/ROUNDS.md). Until round 1 is filled, the event's entries are the field.
 */
export function competitorExistsInEvent(event: CompetitionEvent, name: string): boolean {
  const wanted = normalizeName(name);
  if (wanted === '') return false;
  const first = roundsInOrder(event)[0];
  const floor = Object.values(first?.entries ?? {});
  const field = floor.length > 0 ? floor : Object.values(event.entries ?? {});
  return field.some((entry) => normalizeName(entry.leadName) === wanted || normalizeName(entry.followName) === wanted);
}
