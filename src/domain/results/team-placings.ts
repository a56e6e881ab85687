// A team's public page (/teams/<team>, issue 31): its couples by event and their final places. A team is an
// affiliation, matched however it is typed in the URL (case, spacing, escapes: teamKeyOf).
import type { EntrySummary } from '../records';
import { normalizeName } from '../competitors';
import type { FinalResultRow, FinalResults } from './types';

/** The comparison form of a team's name (the URL's and the entries'). */
export function teamKeyOf(team: string): string {
  return normalizeName(team);
}

export interface TeamEventCouples {
  eventName: string;
  couples: { entryId: string; leadName: string; followName: string; leadNumber?: number }[];
}

export interface TeamEntries {
  /** The team's name as its entries spell it; null when no entry names the team. */
  name: string | null;
  events: TeamEventCouples[];
}

/** The team's couples in each event (events in the order given), from the public entry lists. */
export function teamEntries(
  entryLists: Readonly<Record<string, Readonly<Record<string, EntrySummary>>>>, eventOrder: readonly string[], team: string,
): TeamEntries {
  const key = teamKeyOf(team);
  let name: string | null = null;
  const events: TeamEventCouples[] = [];
  for (const eventName of eventOrder) {
    const couples = Object.entries(entryLists[eventName] ?? {})
      .filter(([, entry]) => teamKeyOf(entry.affiliation) === key)
      .map(([entryId, entry]) => {
        name ??= entry.affiliation;
        return { entryId, leadName: entry.leadName, followName: entry.followName, ...(entry.leadNumber !== undefined ? { leadNumber: entry.leadNumber } : {}) };
      })
      .sort((a, b) => a.leadName.localeCompare(b.leadName));
    if (couples.length > 0) events.push({ eventName, couples });
  }
  return { name, events };
}

/** The team's rows of an event's final places, best first. */
export function teamPlaces(results: FinalResults | undefined, team: string): FinalResultRow[] {
  const key = teamKeyOf(team);
  return (results?.places ?? []).filter((row) => teamKeyOf(row.affiliation) === key);
}
