// Couples entered as "Other", with the team name they typed, for the organiser to review.
import { AFFILIATION_OTHER } from '../constants/affiliations';
import { isPlaceholderEntryId } from '../constants/placeholder';
import type { CompetitionEvent } from '../model';

export interface OtherCouple {
  /** The couple's key in every event. */
  entryId: string;
  leadName: string;
  followName: string;
  /** What the registrant typed; '' when they typed nothing (older entries). */
  typed: string;
  eventNames: string[];
}

/** Every couple with an entry whose affiliation is Other, by lead name; one row per couple. */
export function otherCouples(events: Readonly<Record<string, CompetitionEvent>>): OtherCouple[] {
  const byCouple = new Map<string, OtherCouple>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (isPlaceholderEntryId(entry.entryId) || entry.affiliation !== AFFILIATION_OTHER) continue;
      const row = byCouple.get(entry.entryId) ?? { entryId: entry.entryId, leadName: entry.leadName, followName: entry.followName, typed: '', eventNames: [] };
      row.eventNames.push(event.eventName);
      if (row.typed === '' && entry.affiliationOther) row.typed = entry.affiliationOther;
      byCouple.set(entry.entryId, row);
    }
  }
  return [...byCouple.values()]
    .map((row) => ({ ...row, eventNames: row.eventNames.sort() }))
    .sort((a, b) => a.leadName.localeCompare(b.leadName) || a.followName.localeCompare(b.followName));
}
