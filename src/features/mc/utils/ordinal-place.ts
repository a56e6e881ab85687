// A place as an MC says it: 1st, 2nd, 3rd, 11th… and a shared place as "2.5 (shared)".
import { ordinal } from '../../../domain/rounds';

export function ordinalPlace(place: number): string {
  return Number.isInteger(place) ? ordinal(place) : `${place} (shared)`;
}
