// A round's couples as the floor staff call them: by back number, couples without one last, by lead name.
import { compareByBackNumber } from '../competitors';
import type { Round, RoundEntry } from '../model';

export interface FloorCouple extends RoundEntry {
  entryId: string;
}

export function couplesByNumber(round: Round): FloorCouple[] {
  return Object.entries(round.entries ?? {})
    .map(([entryId, entry]) => ({ entryId, ...entry }))
    .sort(compareByBackNumber);
}
