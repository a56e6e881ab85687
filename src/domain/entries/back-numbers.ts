// Back numbers: one per lead for the whole competition, unique, never handed out twice.
import { competitorIdFor } from '../competitors';
import { PLACEHOLDER_LEAD_NUMBER, isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent, Entry } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { normalizeName } from '../competitors';

export interface BackNumberOptions {
  /** The lowest number handed out; default 100, so every bib has three digits. */
  first?: number;
  /** Numbers never to hand out (bibs already printed for withdrawn couples, say). */
  retired?: Iterable<number>;
}

export type BackNumberConflict =
  | { code: 'lead-has-several-numbers'; leadId: string; leadName: string; numbers: number[]; message: string }
  | { code: 'number-shared'; number: number; leadNames: string[]; message: string };

export interface BackNumberAssignment {
  /** Sets the number on every entry that lacks one and on the rounds' copies that lag behind. */
  update: TreeUpdate;
  /** Every lead's number after the update (leadId → number). */
  numbers: Record<string, number>;
  /** Only the numbers handed out now. */
  assigned: Record<string, number>;
  /** Inconsistencies found in numbers typed by hand; left as they are for the organiser to resolve. */
  conflicts: BackNumberConflict[];
}

interface LeadEntry {
  eventName: string;
  entry: Entry;
  leadId: string;
}

function leadEntries(events: Readonly<Record<string, CompetitionEvent>>): LeadEntry[] {
  return Object.values(events).flatMap((event) =>
    Object.values(event.entries ?? {})
      .filter((entry) => !isPlaceholderEntryId(entry.entryId) && normalizeName(entry.leadName) !== '')
      .map((entry) => ({ eventName: event.eventName, entry, leadId: competitorIdFor(entry.leadName) })));
}

function findConflicts(all: LeadEntry[]): BackNumberConflict[] {
  const numbersByLead = new Map<string, { name: string; numbers: Set<number> }>();
  const leadsByNumber = new Map<number, Map<string, string>>();
  for (const { entry, leadId } of all) {
    if (entry.leadNumber === undefined) continue;
    const lead = numbersByLead.get(leadId) ?? { name: entry.leadName, numbers: new Set<number>() };
    lead.numbers.add(entry.leadNumber);
    numbersByLead.set(leadId, lead);
    const holders = leadsByNumber.get(entry.leadNumber) ?? new Map<string, string>();
    holders.set(leadId, entry.leadName);
    leadsByNumber.set(entry.leadNumber, holders);
  }
  const conflicts: BackNumberConflict[] = [];
  for (const [leadId, { name, numbers }] of numbersByLead) {
    if (numbers.size > 1) {
      const list = [...numbers].sort((a, b) => a - b);
      conflicts.push({ code: 'lead-has-several-numbers', leadId, leadName: name, numbers: list, message: `${name} has several back numbers (${list.join(', ')}); keep one.` });
    }
  }
  for (const [number, holders] of leadsByNumber) {
    if (holders.size > 1) {
      const names = [...holders.values()];
      conflicts.push({ code: 'number-shared', number, leadNames: names, message: `Back number ${number} is worn by ${names.join(' and ')}; give one of them another number.` });
    }
  }
  return conflicts;
}

/**
 * Keeps every number already given; a lead entered in another event under a number keeps it; new
 * numbers continue above the highest in use, so a number freed by a withdrawal is not given again.
 */
export function assignBackNumbers(events: Readonly<Record<string, CompetitionEvent>>, options: BackNumberOptions = {}): BackNumberAssignment {
  const all = leadEntries(events);
  const numbers: Record<string, number> = {};
  for (const { entry, leadId } of all) {
    if (entry.leadNumber !== undefined) numbers[leadId] = Math.min(numbers[leadId] ?? Infinity, entry.leadNumber);
  }
  // Every number on any entry counts as used, including a lead's second number typed by mistake.
  const used = all.flatMap(({ entry }) => (entry.leadNumber === undefined ? [] : [entry.leadNumber]));
  const unavailable = new Set<number>([PLACEHOLDER_LEAD_NUMBER, ...(options.retired ?? []), ...used]);
  let next = Math.max((options.first ?? 100) - 1, ...used) + 1;
  const assigned: Record<string, number> = {};
  const waiting = [...new Map(all.filter(({ leadId }) => numbers[leadId] === undefined).map((l) => [l.leadId, l.entry.leadName]))]
    .sort(([idA, a], [idB, b]) => normalizeName(a).localeCompare(normalizeName(b)) || idA.localeCompare(idB));
  for (const [leadId] of waiting) {
    while (unavailable.has(next)) next++;
    numbers[leadId] = assigned[leadId] = next;
    unavailable.add(next);
  }
  return { update: numberUpdate(events, all, numbers), numbers, assigned, conflicts: findConflicts(all) };
}

function numberUpdate(events: Readonly<Record<string, CompetitionEvent>>, all: LeadEntry[], numbers: Record<string, number>): TreeUpdate {
  const update: TreeUpdate = {};
  const finalNumber = new Map<string, number>();
  for (const { eventName, entry, leadId } of all) {
    const number = entry.leadNumber ?? numbers[leadId];
    finalNumber.set(`${eventName}\u0000${entry.entryId}`, number);
    if (entry.leadNumber === undefined) update[paths.eventEntryField(eventName, entry.entryId, 'leadNumber')] = number;
  }
  for (const event of Object.values(events)) {
    for (const round of roundsInOrder(event)) {
      for (const [entryId, roundEntry] of Object.entries(round.entries ?? {})) {
        const number = finalNumber.get(`${event.eventName}\u0000${entryId}`);
        if (number !== undefined && roundEntry.leadNumber !== number) {
          update[paths.roundEntryField(event.eventName, round.roundNumber, entryId, 'leadNumber')] = number;
        }
      }
    }
  }
  return update;
}
