// Writes to couples: an edit reaches every event and round at once, a withdrawal is per event (the
// domain decides which rounds lose them), back numbers are assigned by the domain, check-in is one field.
import { competitorIdFor } from '../../domain/competitors/competitor-id';
import { isPlaceholderEntryId } from '../../domain/constants/placeholder';
import { assignBackNumbers, type BackNumberConflict } from '../../domain/entries/back-numbers';
import { removeEntryUpdate } from '../../domain/entries/entry-updates';
import { displayName, normalizeName } from '../../domain/entries/names';
import type { CompetitionEvent } from '../../domain/model';
import { roundsInOrder } from '../../domain/rounds/event-snapshot';
import type { TreeUpdate } from '../../domain/tree-update';
import { paths } from '../paths';
import { loadAllEvents, loadEvent } from './snapshot';
import { getAdminWriter } from './writer';

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
  if (!displayName(edit.leadName) || !displayName(edit.followName)) throw new EntryEditRefused('Enter both the lead\'s and the follow\'s name.');
  if (normalizeName(edit.leadName) === normalizeName(edit.followName)) throw new EntryEditRefused('The lead and the follow must be two different people.');
  if (!edit.affiliation.trim()) throw new EntryEditRefused('Choose an affiliation (TBA if not known yet).');
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

export async function editCouple(entryId: string, edit: CoupleEdit): Promise<void> {
  await getAdminWriter().update(editCouplePatch(await loadAllEvents(), entryId, edit));
}

export async function withdrawEntry(eventName: string, entryId: string): Promise<void> {
  await getAdminWriter().update(removeEntryUpdate(await loadEvent(eventName), entryId));
}

export interface BackNumberOutcome {
  assigned: number;
  conflicts: BackNumberConflict[];
}

export async function assignAllBackNumbers(): Promise<BackNumberOutcome> {
  const result = assignBackNumbers(await loadAllEvents());
  if (Object.keys(result.update).length > 0) await getAdminWriter().update(result.update);
  return { assigned: Object.keys(result.assigned).length, conflicts: result.conflicts };
}

/** Deck captain: one tap, one field. */
export function checkInPatch(eventName: string, roundNumber: number, entryId: string, checkedIn: boolean): TreeUpdate {
  return { [paths.roundEntryField(eventName, roundNumber, entryId, 'checkedIn')]: checkedIn };
}

export function setCheckedIn(eventName: string, roundNumber: number, entryId: string, checkedIn: boolean): Promise<void> {
  return getAdminWriter().update(checkInPatch(eventName, roundNumber, entryId, checkedIn));
}
