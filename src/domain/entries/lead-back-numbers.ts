// A back number belongs to the lead for the whole competition (back-numbers.ts), so an entry added
// after numbers were handed out shows the lead's number from their other entries (issue 19 item 1:
// the public list and the officials' screens agree).
import { competitorIdFor } from '../competitors';
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent, Entry } from '../model';

/** leadId → the lead's back number (the lowest, should hand-typed numbers disagree). */
export function leadBackNumbers(events: Readonly<Record<string, CompetitionEvent>>): ReadonlyMap<string, number> {
  const numbers = new Map<string, number>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (entry.leadNumber === undefined || isPlaceholderEntryId(entry.entryId)) continue;
      const leadId = competitorIdFor(entry.leadName);
      const known = numbers.get(leadId);
      if (known === undefined || entry.leadNumber < known) numbers.set(leadId, entry.leadNumber);
    }
  }
  return numbers;
}

/** The entry's own number, else its lead's from another entry; undefined when the lead has none yet. */
export function backNumberOf(entry: Entry, numbers: ReadonlyMap<string, number>): number | undefined {
  return entry.leadNumber ?? numbers.get(competitorIdFor(entry.leadName));
}
