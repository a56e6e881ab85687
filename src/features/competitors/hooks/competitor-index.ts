// Everyone registered, gathered from every event's entries: a dancer appears once, whatever their role or partner.
import { normalizeName } from '../../../domain/entries/names';
import type { CompetitionEvent, Entry } from '../../../domain/model';

export type DanceRole = 'Lead' | 'Follow';

export interface CompetitorEntry {
  eventName: string;
  entry: Entry;
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

function addTo(index: Map<string, Competitor>, id: string, name: string, item: CompetitorEntry): void {
  const competitor = index.get(id) ?? { id, name, affiliations: [], numbers: [], entries: [] };
  competitor.entries.push(item);
  if (!competitor.affiliations.includes(item.entry.affiliation)) competitor.affiliations.push(item.entry.affiliation);
  const number = item.entry.leadNumber;
  if (number !== undefined && !competitor.numbers.includes(number)) competitor.numbers.push(number);
  index.set(id, competitor);
}

/** Competitors by name (A to Z), each with their entries in event order. */
export function buildCompetitorIndex(events: Readonly<Record<string, CompetitionEvent>>): Competitor[] {
  const index = new Map<string, Competitor>();
  const names = Object.keys(events).sort((a, b) => a.localeCompare(b));
  for (const eventName of names) {
    for (const entry of Object.values(events[eventName].entries ?? {})) {
      addTo(index, entry.leadId, entry.leadName, { eventName, entry, role: 'Lead', partnerName: entry.followName, partnerId: entry.followId });
      addTo(index, entry.followId, entry.followName, { eventName, entry, role: 'Follow', partnerName: entry.leadName, partnerId: entry.leadId });
    }
  }
  const all = [...index.values()];
  for (const competitor of all) competitor.numbers.sort((a, b) => a - b);
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

export function competitorMatches(competitor: Competitor, query: string): boolean {
  const wanted = normalizeName(query).replace(/^#/, '');
  if (wanted === '') return true;
  if (normalizeName(competitor.name).includes(wanted)) return true;
  if (competitor.numbers.some((n) => String(n).startsWith(wanted))) return true;
  return competitor.affiliations.some((team) => normalizeName(team).includes(wanted));
}
