// Small public records derived from `events/`, so a spectator's page downloads what it shows rather than
// the whole competition (issue 23 item 2). Pure: each record is a function of the source alone, and the
// data layer's writer adds the difference to every update that changes the source (summary-patch.ts).
import type { CompetitionEvent, Entry, Round } from '../model';
import { roundCouplesInOrder } from '../running-order';

// The records' shapes are declared once, in src/domain/records (summaries.ts).
export type { CompetitorEntrySummary, CompetitorListing, EntrySummary, EventSummary, RoundSummary } from '../records';
import type { CompetitorEntrySummary, CompetitorListing, EntrySummary, EventSummary, RoundSummary } from '../records';

export interface PublicSummaries {
  eventIndex: Record<string, EventSummary>;
  eventEntries: Record<string, Record<string, EntrySummary>>;
  competitorEntries: Record<string, Record<string, Record<string, CompetitorEntrySummary>>>;
  competitorList: Record<string, CompetitorListing>;
}

/** The summaries' top-level keys, each a sibling of `events` in the tree. */
export const SUMMARY_BRANCHES = ['eventIndex', 'eventEntries', 'competitorEntries', 'competitorList'] as const;
export type SummaryBranch = (typeof SUMMARY_BRANCHES)[number];

function roundSummary(round: Round): RoundSummary {
  const couples = Object.keys(round.entries ?? {}).length;
  return {
    roundName: round.roundName,
    roundNumber: round.roundNumber,
    scheduleIndex: round.scheduleIndex,
    ...(round.roundStartTime !== undefined ? { roundStartTime: round.roundStartTime } : {}),
    recallSize: round.recallSize,
    roundState: round.roundState,
    ...(couples > 0 ? { couples } : {}),
  };
}

// The rules refuse an event without its name and an entry without its names and ids; a half-written one
// (a field set on a record that was just removed) is left out of every summary rather than summarised wrong.
const isWholeEvent = (event: CompetitionEvent | undefined): event is CompetitionEvent =>
  event !== undefined && typeof event.eventName === 'string' && typeof event.style === 'string' && typeof event.eventLevel === 'string';
const isWholeEntry = (entry: Entry): boolean =>
  [entry.leadName, entry.followName, entry.leadId, entry.followId, entry.affiliation].every((field) => typeof field === 'string');

/** The entries of the event that are whole records. */
export function wholeEntries(event: CompetitionEvent | undefined): [string, Entry][] {
  return isWholeEvent(event) ? Object.entries(event.entries ?? {}).filter(([, entry]) => isWholeEntry(entry)) : [];
}

/** `eventIndex/<event>`, or undefined for an event that is not a whole record. */
export function eventSummaryOf(event: CompetitionEvent | undefined): EventSummary | undefined {
  return isWholeEvent(event) ? eventSummary(event) : undefined;
}

export function eventSummary(event: CompetitionEvent): EventSummary {
  const rounds = Object.entries(event.rounds ?? {}).map(([key, round]) => [key, roundSummary(round)] as const);
  return {
    eventName: event.eventName,
    style: event.style,
    eventLevel: event.eventLevel,
    ...(event.dances && Object.keys(event.dances).length > 0 ? { dances: { ...event.dances } } : {}),
    ...(rounds.length > 0 ? { rounds: Object.fromEntries(rounds) } : {}),
  };
}

export function entrySummary(entry: Entry): EntrySummary {
  return {
    leadName: entry.leadName,
    followName: entry.followName,
    leadId: entry.leadId,
    followId: entry.followId,
    affiliation: entry.affiliation,
    ...(entry.leadNumber !== undefined ? { leadNumber: entry.leadNumber } : {}),
  };
}

/** Per entry: the rounds whose floor holds it, with its place in the round's back-number order. */
function floorPlaces(event: CompetitionEvent): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const [key, round] of Object.entries(event.rounds ?? {})) {
    roundCouplesInOrder(round).forEach(([entryId], place) => {
      const rounds = out.get(entryId) ?? {};
      rounds[key] = place;
      out.set(entryId, rounds);
    });
  }
  return out;
}

/** The event's records of `competitorEntries`, by person: both dancers of each entry. */
export function competitorEntriesOf(event: CompetitionEvent): Record<string, Record<string, CompetitorEntrySummary>> {
  const out: Record<string, Record<string, CompetitorEntrySummary>> = {};
  const places = floorPlaces(event);
  for (const [entryId, entry] of wholeEntries(event)) {
    const rounds = places.get(entryId);
    const record: CompetitorEntrySummary = { ...entrySummary(entry), ...(rounds ? { rounds } : {}) };
    for (const personId of new Set([entry.leadId, entry.followId])) (out[personId] ??= {})[entryId] = record;
  }
  return out;
}

interface Gathered {
  names: string[];
  teams: Set<string>;
  numbers: Set<number>;
  entries: number;
}

function listing(person: Gathered): CompetitorListing {
  // The name as typed most often; the first in sort order on a tie, so the record does not depend on key order.
  const counts = new Map<string, number>();
  for (const name of person.names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const name = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))[0][0];
  const numbers = [...person.numbers].sort((a, b) => a - b);
  return [name, [...person.teams].sort().join(', '), numbers.join(', '), String(person.entries)].join('\t');
}

/** `competitorList` for the given people (all when omitted), gathered from every event's entries. */
export function competitorListOf(events: Readonly<Record<string, CompetitionEvent>>, only?: ReadonlySet<string>): Record<string, CompetitorListing> {
  const people = new Map<string, Gathered>();
  const add = (id: string, name: string, entry: Entry) => {
    if (only && !only.has(id)) return;
    const person = people.get(id) ?? { names: [], teams: new Set(), numbers: new Set(), entries: 0 };
    person.names.push(name);
    person.teams.add(entry.affiliation);
    if (entry.leadNumber !== undefined) person.numbers.add(entry.leadNumber);
    person.entries += 1;
    people.set(id, person);
  };
  for (const event of Object.values(events)) {
    for (const [, entry] of wholeEntries(event)) {
      add(entry.leadId, entry.leadName, entry);
      if (entry.followId !== entry.leadId) add(entry.followId, entry.followName, entry);
    }
  }
  return Object.fromEntries([...people].map(([id, person]) => [id, listing(person)]));
}

/** Every summary record of the competition: what the tree's summary branches must hold. */
export function publicSummaries(events: Readonly<Record<string, CompetitionEvent>>): PublicSummaries {
  const out: PublicSummaries = { eventIndex: {}, eventEntries: {}, competitorEntries: {}, competitorList: competitorListOf(events) };
  for (const [eventKey, event] of Object.entries(events)) {
    const summary = eventSummaryOf(event);
    if (summary) out.eventIndex[eventKey] = summary;
    const entries = wholeEntries(event);
    if (entries.length > 0) out.eventEntries[eventKey] = Object.fromEntries(entries.map(([id, entry]) => [id, entrySummary(entry)]));
    for (const [personId, records] of Object.entries(competitorEntriesOf(event))) (out.competitorEntries[personId] ??= {})[eventKey] = records;
  }
  return out;
}
