// The couples an account manages, each with its events: what /updateEntries lets it change. Its own entries,
// and every entry of a couple whose dancers' e-mails name the account's verified address (issue 19.2).
import { couplesOf } from '../../../domain/entries';
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
  const registeredHere = (entryId: string, eventName: string) => events[eventName]?.entries?.[entryId]?.registeredBy === uid;
  return couplesOf(events, (entry) => entry.registeredBy === uid || dancerOf.includes(entry.entryId)).map((row) => ({
    entryId: row.entryId,
    entry: row.entry,
    eventNames: row.events,
    asDancer: !row.events.some((eventName) => registeredHere(row.entryId, eventName)),
  }));
}
