// The couples a registrant entered, each with its events: what /updateEntries lets them change.
import type { CompetitionEvent, Entry } from '../../../domain/model';

export interface MyCouple {
  /** The same couple has the same entry id in every event. */
  entryId: string;
  entry: Entry;
  eventNames: string[];
}

export function couplesRegisteredBy(events: Readonly<Record<string, CompetitionEvent>>, uid: string): MyCouple[] {
  const couples = new Map<string, MyCouple>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (entry.registeredBy !== uid) continue;
      const couple = couples.get(entry.entryId) ?? { entryId: entry.entryId, entry, eventNames: [] };
      couple.eventNames.push(event.eventName);
      couples.set(entry.entryId, couple);
    }
  }
  const all = [...couples.values()];
  for (const couple of all) couple.eventNames.sort((a, b) => a.localeCompare(b));
  return all.sort((a, b) => a.entry.leadName.localeCompare(b.entry.leadName) || a.entry.followName.localeCompare(b.entry.followName));
}
