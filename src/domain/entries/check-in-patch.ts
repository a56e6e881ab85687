// The deck captain's check-in: one tap, one field of the couple's entry in the round.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';

export function checkInPatch(eventName: string, roundNumber: number, entryId: string, checkedIn: boolean): TreeUpdate {
  return { [paths.roundEntryField(eventName, roundNumber, entryId, 'checkedIn')]: checkedIn };
}
