// The demo's people and couples (issue 19): a record for every couple entered, owned by the account that
// registered it (the competitor's and the team captain's) or by the organiser (entered at the desk), and
// one second record of a couple with a typing slip in the lead's name, entered late in an event not yet
// danced, for the organiser to merge.
import { isPlaceholderEntryId } from '../domain/constants';
import { addEntryUpdate } from '../domain/entries';
import { RoundState, type CompetitionEvent, type Entry } from '../domain/model';
import { type Couple, makePerson } from '../domain/people';
import { roundsInOrder } from '../domain/event-snapshot';
import { paths } from '../domain/tree-paths';
import type { TreeUpdate } from '../domain/tree-update';

/** Couple and person records for every entered couple; ordinary accounts' couples hold slots 0, 1, … */
export function demoCoupleRecords(events: Readonly<Record<string, CompetitionEvent>>, organiserUid: string, slotted: ReadonlySet<string>): TreeUpdate {
  const update: TreeUpdate = {};
  const slots: Record<string, number> = {};
  const entries = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}))
    .filter((entry) => !isPlaceholderEntryId(entry.entryId))
    .sort((a, b) => a.registeredTime - b.registeredTime || a.entryId.localeCompare(b.entryId));
  for (const entry of entries) {
    if (update[paths.couple(entry.entryId)]) continue;
    const ownerUid = entry.registeredBy ?? organiserUid;
    const couple: Couple = {
      coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: entry.leadName, followName: entry.followName,
      affiliation: entry.affiliation, ownerUid, createdAt: entry.registeredTime,
    };
    if (slotted.has(ownerUid)) {
      const slot = slots[ownerUid] ?? 0;
      slots[ownerUid] = slot + 1;
      couple.slot = slot;
      update[paths.accountCouple(ownerUid, slot)] = entry.entryId;
    }
    update[paths.couple(entry.entryId)] = couple;
    for (const [id, name] of [[entry.leadId, entry.leadName], [entry.followId, entry.followName]] as const) {
      const person = makePerson({ name, affiliation: entry.affiliation });
      if (person.personId === id) update[paths.person(id)] = { personId: id, name: person.name, affiliation: person.affiliation };
    }
  }
  return update;
}

const waiting = (event: CompetitionEvent) => roundsInOrder(event).every((r) => r.roundState === RoundState.Empty || r.roundState === RoundState.Initialized);

/** The lead's name with one doubled or inner letter dropped: "Theo Castillo" → "Theo Castilo". */
function slip(name: string): string {
  const doubled = /([a-z])\1/u.exec(name);
  const at = doubled ? doubled.index : name.length - 2;
  return name.slice(0, at) + name.slice(at + 1);
}

/**
 * A second record of an organiser-entered couple, entered by the organiser in the last event of the day (not yet
 * danced) that the couple is not in, under the next free back number; null when the demo has no such event.
 */
export function demoDuplicateEntry(events: Readonly<Record<string, CompetitionEvent>>, now: number): TreeUpdate | null {
  const all = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}));
  const nextNumber = Math.max(0, ...all.map((e) => e.leadNumber ?? 0)) + 1;
  // The event danced last, so the day's play (and the browser suite's) leaves it waiting for the merge.
  const lastRound = (event: CompetitionEvent) => Math.max(0, ...roundsInOrder(event).map((r) => r.scheduleIndex));
  const latestFirst = (a: CompetitionEvent, b: CompetitionEvent) => lastRound(b) - lastRound(a) || a.eventName.localeCompare(b.eventName);
  for (const event of Object.values(events).filter(waiting).sort(latestFirst)) {
    const candidates: Entry[] = all.filter((e) => !e.registeredBy && !isPlaceholderEntryId(e.entryId) && !event.entries?.[e.entryId] && slip(e.leadName) !== e.leadName)
      .sort((a, b) => a.entryId.localeCompare(b.entryId));
    const real = candidates[0];
    if (!real) continue;
    const result = addEntryUpdate(event, { leadName: slip(real.leadName), followName: real.followName, affiliation: real.affiliation, registeredTime: now - 60_000, leadNumber: nextNumber });
    if (result.ok) return result.update;
  }
  return null;
}
