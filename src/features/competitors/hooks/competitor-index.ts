// Competitors as the public summaries hold them: the list (competitorList) and one dancer's entries
// (competitorEntries/<id>), so neither page reads every event's entries.
import { normalizeName } from '../../../domain/competitors';
import { type CompetitorEntrySummary, type CompetitorListing, readListing } from '../../../domain/summaries';

export type DanceRole = 'Lead' | 'Follow';

/** One line of /competitors. */
export interface CompetitorRow {
  id: string;
  name: string;
  /** Back numbers joined with ", " ('' before numbers are given). */
  numbers: string;
  teams: string;
  entries: number;
}

export interface CompetitorEntry {
  eventName: string;
  entry: CompetitorEntrySummary & { entryId: string };
  role: DanceRole;
  partnerName: string;
  partnerId: string;
}

export interface Competitor {
  id: string;
  name: string;
  /** Teams they are entered for (usually one). */
  affiliations: string[];
  /** The couples' back numbers they dance under, ascending. */
  numbers: number[];
  entries: CompetitorEntry[];
}

/** Everyone on /competitors, A to Z. */
export function competitorRows(list: Readonly<Record<string, CompetitorListing>>): CompetitorRow[] {
  return Object.entries(list)
    .map(([id, listing]) => ({ id, ...readListing(listing) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One dancer from their records (event → entryId → entry), events A to Z; undefined when they have none. */
export function competitorFromSummaries(
  id: string,
  records: Readonly<Record<string, Readonly<Record<string, CompetitorEntrySummary>>>> | undefined,
): Competitor | undefined {
  const entries: CompetitorEntry[] = [];
  for (const eventName of Object.keys(records ?? {}).sort((a, b) => a.localeCompare(b))) {
    for (const [entryId, entry] of Object.entries(records?.[eventName] ?? {})) {
      const lead = entry.leadId === id;
      entries.push({
        eventName,
        entry: { ...entry, entryId },
        role: lead ? 'Lead' : 'Follow',
        partnerName: lead ? entry.followName : entry.leadName,
        partnerId: lead ? entry.followId : entry.leadId,
      });
    }
  }
  if (entries.length === 0) return undefined;
  const first = entries[0];
  return {
    id,
    name: first.role === 'Lead' ? first.entry.leadName : first.entry.followName,
    affiliations: [...new Set(entries.map((e) => e.entry.affiliation))],
    numbers: [...new Set(entries.flatMap((e) => (e.entry.leadNumber === undefined ? [] : [e.entry.leadNumber])))].sort((a, b) => a - b),
    entries,
  };
}

/** The line under a dancer's name: "Carnegie Mellon · No. 112". */
export function competitorLeadText(competitor: Pick<Competitor, 'affiliations' | 'numbers'>): string {
  const numbers = competitor.numbers.length > 0 ? ` · No. ${competitor.numbers.join(', ')}` : '';
  return `${competitor.affiliations.join(', ')}${numbers}`;
}

export function competitorMatches(competitor: CompetitorRow, query: string): boolean {
  const wanted = normalizeName(query).replace(/^#/, '');
  if (wanted === '') return true;
  if (normalizeName(competitor.name).includes(wanted)) return true;
  if (competitor.numbers.split(', ').some((n) => n !== '' && n.startsWith(wanted))) return true;
  return competitor.teams.split(', ').some((team) => normalizeName(team).includes(wanted));
}
