// Search and filter over every event's entries: what /entries shows for a query, style and level.
import { normalizeName } from '../../../domain/competitors';
import { compareEvents } from '../../../domain/events';
import type { CompetitionEvent, Entry } from '../../../domain/model';
import type { EntrySummary } from '../../../domain/summaries';

/** What the page shows of an entry: its public fields (eventEntries) and its key. */
export type EntryRow = Pick<Entry, 'entryId' | 'leadName' | 'followName' | 'leadId' | 'followId' | 'affiliation' | 'leadNumber'>;

/** An event from the index with, when they are loaded, its couples. */
export type EventWithRows = Omit<CompetitionEvent, 'entries'> & { entries?: Record<string, EntryRow> };

/** An event's list as stored (eventEntries/<event>), keyed by entryId, as rows. */
export function entryRows(list: Readonly<Record<string, EntrySummary>> | null | undefined): Record<string, EntryRow> {
  return Object.fromEntries(Object.entries(list ?? {}).map(([entryId, entry]) => [entryId, { ...entry, entryId }]));
}

export interface EntryFilter {
  /** Matches part of a name or affiliation, or the start of a back number. */
  query: string;
  style: string;
  level: string;
}

export interface EventEntries {
  event: EventWithRows;
  entries: EntryRow[];
}

export function entryMatches(entry: EntryRow, query: string): boolean {
  const wanted = normalizeName(query);
  if (wanted === '') return true;
  if (entry.leadNumber !== undefined && String(entry.leadNumber).startsWith(wanted.replace(/^#/, ''))) return true;
  return [entry.leadName, entry.followName, entry.affiliation].some((text) => normalizeName(text).includes(wanted));
}

/** Back number first (the floor's order), couples without one after, by name. */
export function compareEntries(a: EntryRow, b: EntryRow): number {
  const an = a.leadNumber ?? Number.POSITIVE_INFINITY;
  const bn = b.leadNumber ?? Number.POSITIVE_INFINITY;
  return an - bn || a.leadName.localeCompare(b.leadName) || a.followName.localeCompare(b.followName);
}

/**
 * Events in program order (style, then level), each with its matching entries. With a query, events
 * without a match are left out; without one, every event of the chosen style and level is kept.
 */
export function filterEventEntries(events: Readonly<Record<string, EventWithRows>>, filter: EntryFilter): EventEntries[] {
  const searching = normalizeName(filter.query) !== '';
  return Object.values(events)
    .filter((event) => (!filter.style || event.style === filter.style) && (!filter.level || event.eventLevel === filter.level))
    .sort(compareEvents)
    .map((event) => ({
      event,
      entries: Object.values(event.entries ?? {}).filter((entry) => entryMatches(entry, filter.query)).sort(compareEntries),
    }))
    .filter((group) => !searching || group.entries.length > 0);
}
