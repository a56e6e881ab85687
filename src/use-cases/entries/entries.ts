// Writes to couples: an edit reaches every event and round at once, a withdrawal is per event (the
// domain decides which rounds lose them), back numbers are assigned by the domain, check-in is one field.
import { assignBackNumbers, type BackNumberConflict } from '../../domain/entries';
import { checkInPatch } from '../../domain/entries';
import { type CoupleEdit, editCouplePatch } from '../../domain/entries';
import { withdrawEntryPatch } from '../../domain/money';
import { loadAllEvents, loadEvent } from '../../data/snapshot';
import { competitorIdFor } from '../../domain/competitors';
import { type Couple, type Person, coupleRecordEditPatch } from '../../domain/people';
import { paths } from '../../data/paths';
import { getDbWriter } from '../../data/writes/db-writer';
import { atServerTime } from '../money/withdrawal-time';

/** Every entry and round copy, and the couple's record (issue 19), in one update. */
export async function editCouple(entryId: string, edit: CoupleEdit): Promise<void> {
  const patch = editCouplePatch(await loadAllEvents(), entryId, edit);
  const records = await loadCoupleRecords({ leadName: edit.leadName, followName: edit.followName, affiliation: edit.affiliation }, entryId);
  await getDbWriter().update({ ...patch, ...coupleRecordEditPatch(entryId, edit, records) });
}

async function loadCoupleRecords(names: { leadName: string; followName: string; affiliation: string }, coupleId: string): Promise<{ couples: Record<string, Couple>; people: Record<string, Person> }> {
  const db = getDbWriter();
  const ids = [competitorIdFor(names.leadName), competitorIdFor(names.followName)];
  const [couple, ...people] = await Promise.all([db.readOnce(paths.couple(coupleId)), ...ids.map((id) => db.readOnce(paths.person(id)))]);
  return {
    couples: couple ? { [coupleId]: couple as Couple } : {},
    people: Object.fromEntries(ids.flatMap((id, i) => (people[i] ? [[id, people[i] as Person]] : []))),
  };
}

/** The entry leaves the event and its waiting rounds; its record is kept under withdrawals/ for the refund rule. */
export async function withdrawEntry(eventName: string, entryId: string, withdrawnBy: string): Promise<void> {
  await getDbWriter().update(atServerTime(withdrawEntryPatch(await loadEvent(eventName), entryId, withdrawnBy, 0), eventName, entryId));
}

export interface BackNumberOutcome {
  assigned: number;
  conflicts: BackNumberConflict[];
}

export async function assignAllBackNumbers(): Promise<BackNumberOutcome> {
  const result = assignBackNumbers(await loadAllEvents());
  if (Object.keys(result.update).length > 0) await getDbWriter().update(result.update);
  return { assigned: Object.keys(result.assigned).length, conflicts: result.conflicts };
}

export function setCheckedIn(eventName: string, roundNumber: number, entryId: string, checkedIn: boolean): Promise<void> {
  return getDbWriter().update(checkInPatch(eventName, roundNumber, entryId, checkedIn));
}
