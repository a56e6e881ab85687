// The couples an account manages, each with its events: what /updateEntries lets it change. Its own entries,
// and every entry of a couple whose dancers' e-mails name the account's verified address (issue 19.2).
import type { CompetitionEvent, Entry } from '../../../domain/model';

export interface MyCouple {
  /** The same couple has the same entry id in every event. */
  entryId: string;
  entry: Entry;
  eventNames: string[];
  /** Managed through the account's verified e-mail rather than as the account that registered it. */
  asDancer: boolean;
}

export function myCouples(events: Readonly<Record<string, CompetitionEvent>>, uid: string, dancerOf: readonly string[] = []): MyCouple[] {
  const couples = new Map<string, MyCouple>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      const own = entry.registeredBy === uid;
      if (!own && !dancerOf.includes(entry.entryId)) continue;
      const couple = couples.get(entry.entryId) ?? { entryId: entry.entryId, entry, eventNames: [], asDancer: true };
      couple.eventNames.push(event.eventName);
      if (own) couple.asDancer = false;
      couples.set(entry.entryId, couple);
    }
  }
  const all = [...couples.values()];
  for (const couple of all) couple.eventNames.sort((a, b) => a.localeCompare(b));
  return all.sort((a, b) => a.entry.leadName.localeCompare(b.entry.leadName) || a.entry.followName.localeCompare(b.entry.followName));
}
