// Couples as the organiser sees them: one row per couple across every event it entered.
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent, Entry } from '../model';
import { normalizeName } from '../competitors';

export interface CoupleRow {
  entryId: string;
  /** The couple's entry as first found (names, affiliation, number are the same in every event). */
  entry: Entry;
  events: string[];
}

/** Every couple entered anywhere (or only the entries `keep` accepts), by lead name; the placeholder couple is left out. */
export function couplesOf(events: Readonly<Record<string, CompetitionEvent>>, keep: (entry: Entry) => boolean = () => true): CoupleRow[] {
  const rows = new Map<string, CoupleRow>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (isPlaceholderEntryId(entry.entryId) || !keep(entry)) continue;
      const row = rows.get(entry.entryId) ?? { entryId: entry.entryId, entry, events: [] };
      row.events.push(event.eventName);
      rows.set(entry.entryId, row);
    }
  }
  return [...rows.values()]
    .map((row) => ({ ...row, events: row.events.sort() }))
    .sort((a, b) => normalizeName(a.entry.leadName).localeCompare(normalizeName(b.entry.leadName)) || a.entryId.localeCompare(b.entryId));
}
