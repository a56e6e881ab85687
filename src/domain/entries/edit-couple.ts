// The organiser's edit of a couple: checked like a registration (names, affiliation), with a back number
// no other lead wears and no duplicate of a couple already in the same event.
import { competitorIdFor } from '../competitors';
import { AFFILIATION_OTHER } from '../constants';
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { entryInputProblem } from './make-entry';
import { displayName, normalizeName } from '../competitors';

export interface CoupleEdit {
  leadName: string;
  followName: string;
  affiliation: string;
  /** null: no back number yet. */
  leadNumber: number | null;
}

export class EntryEditRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EntryEditRefused';
  }
}

function refuseProblems(events: Readonly<Record<string, CompetitionEvent>>, entryId: string, edit: CoupleEdit): void {
  // The names and affiliation are checked as at registration (the time is not checked).
  const { leadName, followName, affiliation } = edit;
  const problem = entryInputProblem({ leadName, followName, affiliation, registeredTime: 0 });
  if (problem) throw new EntryEditRefused(problem.message);
  if (edit.leadNumber !== null && (!Number.isInteger(edit.leadNumber) || edit.leadNumber < 0 || edit.leadNumber > 9999)) {
    throw new EntryEditRefused('A back number is a whole number from 0 to 9999.');
  }
  const lead = competitorIdFor(edit.leadName);
  for (const event of Object.values(events)) {
    for (const other of Object.values(event.entries ?? {})) {
      if (other.entryId === entryId || isPlaceholderEntryId(other.entryId)) continue;
      if (event.entries?.[entryId] && normalizeName(other.leadName) === normalizeName(edit.leadName) && normalizeName(other.followName) === normalizeName(edit.followName)) {
        throw new EntryEditRefused(`${other.leadName} and ${other.followName} are already entered in ${event.eventName}.`);
      }
      if (edit.leadNumber !== null && other.leadNumber === edit.leadNumber && competitorIdFor(other.leadName) !== lead) {
        throw new EntryEditRefused(`Back number ${edit.leadNumber} is worn by ${other.leadName}; choose another.`);
      }
    }
  }
}

/**
 * The couple keeps its key (judges' marks and saved results refer to it); names, ids, affiliation and
 * number change in every event entry and every round's copy, danced rounds included, so sheets agree.
 */
export function editCouplePatch(events: Readonly<Record<string, CompetitionEvent>>, entryId: string, edit: CoupleEdit): TreeUpdate {
  refuseProblems(events, entryId, edit);
  const leadName = displayName(edit.leadName);
  const followName = displayName(edit.followName);
  const affiliation = edit.affiliation.trim();
  const patch: TreeUpdate = {};
  for (const event of Object.values(events)) {
    if (!event.entries?.[entryId]) continue;
    const name = event.eventName;
    patch[paths.eventEntryField(name, entryId, 'leadName')] = leadName;
    patch[paths.eventEntryField(name, entryId, 'followName')] = followName;
    patch[paths.eventEntryField(name, entryId, 'leadId')] = competitorIdFor(leadName);
    patch[paths.eventEntryField(name, entryId, 'followId')] = competitorIdFor(followName);
    patch[paths.eventEntryField(name, entryId, 'affiliation')] = affiliation;
    // The team typed with Other goes once the couple has a team (the rules keep it only beside Other).
    if (affiliation !== AFFILIATION_OTHER) patch[paths.eventEntryField(name, entryId, 'affiliationOther')] = null;
    patch[paths.eventEntryField(name, entryId, 'leadNumber')] = edit.leadNumber;
    for (const round of roundsInOrder(event)) {
      if (!round.entries?.[entryId]) continue;
      patch[paths.roundEntryField(name, round.roundNumber, entryId, 'leadName')] = leadName;
      patch[paths.roundEntryField(name, round.roundNumber, entryId, 'followName')] = followName;
      patch[paths.roundEntryField(name, round.roundNumber, entryId, 'affiliation')] = affiliation;
      patch[paths.roundEntryField(name, round.roundNumber, entryId, 'leadNumber')] = edit.leadNumber;
    }
  }
  return patch;
}
