// Who is on the floor in a heat: the couples of each of its rounds (a split round's part only), and the
// people in them, identified as the competitors' pages identify them (leadId / followId).
import { competitorIdFor } from '../competitors';
import type { CompetitionEvent, HeatRound, Round, RoundEntry } from '../model';
import { RoundState } from '../model';
import { roundsInOrder } from '../event-snapshot';

export interface HeatCouple {
  entryId: string;
  eventName: string;
  roundNumber: number;
  entry: RoundEntry;
}

export interface HeatPerson {
  /** The competitor id (/competitors/<id>). */
  id: string;
  name: string;
  entryId: string;
  eventName: string;
  roundNumber: number;
}

export function findRound(events: Readonly<Record<string, CompetitionEvent>>, eventName: string, roundNumber: number): Round | undefined {
  const event = events[eventName];
  return event ? roundsInOrder(event).find((round) => round.roundNumber === roundNumber) : undefined;
}

/** A round's couples in back-number order (unnumbered last, then by entryId), the order heats are filled in. */
export function roundCouplesInOrder(round: Round): [string, RoundEntry][] {
  return Object.entries(round.entries ?? {}).sort(
    ([idA, a], [idB, b]) => (a.leadNumber ?? Number.MAX_SAFE_INTEGER) - (b.leadNumber ?? Number.MAX_SAFE_INTEGER) || idA.localeCompare(idB),
  );
}

/** `items` in `parts` consecutive groups whose sizes differ by at most one (larger first), order kept. */
export function splitIntoParts<T>(items: readonly T[], parts: number): T[][] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('A round is danced in at least one heat.');
  const base = Math.floor(items.length / parts);
  const larger = items.length % parts;
  const out: T[][] = [];
  let start = 0;
  for (let i = 0; i < parts; i += 1) {
    const size = base + (i < larger ? 1 : 0);
    out.push(items.slice(start, start + size));
    start += size;
  }
  return out;
}

/**
 * The entryIds dancing in this heat for one round: every couple of a whole round; for a split round the
 * part's pinned couples when the organiser adjusted the split, otherwise the even split by back number.
 */
export function coupleIdsOfHeatRound(round: Round, ref: HeatRound): string[] {
  const ordered = roundCouplesInOrder(round).map(([entryId]) => entryId);
  if (ref.couples !== undefined) return ordered.filter((entryId) => ref.couples?.[entryId] === true);
  if (ref.part === undefined || ref.parts === undefined) return ordered;
  return splitIntoParts(ordered, ref.parts)[ref.part - 1] ?? [];
}

export function heatCouples(events: Readonly<Record<string, CompetitionEvent>>, rounds: Readonly<Record<string, HeatRound>>): HeatCouple[] {
  return Object.values(rounds).flatMap((ref) => {
    const round = findRound(events, ref.eventName, ref.roundNumber);
    if (!round || round.roundState === RoundState.Skipped) return [];
    return coupleIdsOfHeatRound(round, ref).map((entryId) => ({ entryId, eventName: ref.eventName, roundNumber: ref.roundNumber, entry: (round.entries ?? {})[entryId] }));
  });
}

/** The competitor id of a dancer: the entry's stored id, else the id derived from the name. */
export function personId(storedId: string | undefined, name: string): string {
  if (storedId) return storedId;
  try {
    return competitorIdFor(name);
  } catch {
    return `?${name}`;
  }
}

/**
 * heatPeople limited to some dancers: rounds none of them dances in are passed over before their couples
 * are ordered, so checking two dancers against a whole day stays cheap (the import checks every row).
 */
export function heatPeopleAmong(events: Readonly<Record<string, CompetitionEvent>>, rounds: Readonly<Record<string, HeatRound>>, only: ReadonlySet<string>): HeatPerson[] {
  const relevant = Object.fromEntries(Object.entries(rounds).filter(([, ref]) => {
    const round = findRound(events, ref.eventName, ref.roundNumber);
    const stored = events[ref.eventName]?.entries;
    return Object.entries(round?.entries ?? {}).some(([entryId, entry]) =>
      only.has(personId(stored?.[entryId]?.leadId, entry.leadName)) || only.has(personId(stored?.[entryId]?.followId, entry.followName)));
  }));
  return heatPeople(events, relevant).filter((person) => only.has(person.id));
}

/** Both dancers of each couple; ids from the event's entry when it has them, else derived from the name. */
export function heatPeople(events: Readonly<Record<string, CompetitionEvent>>, rounds: Readonly<Record<string, HeatRound>>): HeatPerson[] {
  return heatCouples(events, rounds).flatMap(({ entryId, eventName, roundNumber, entry }) => {
    const stored = events[eventName]?.entries?.[entryId];
    const base = { entryId, eventName, roundNumber };
    return [
      { ...base, id: personId(stored?.leadId, entry.leadName), name: entry.leadName },
      { ...base, id: personId(stored?.followId, entry.followName), name: entry.followName },
    ];
  });
}

/** How many couples a round will bring to the floor: its couples once filled, else what the round before recalls. */
export function plannedCoupleCount(event: CompetitionEvent, round: Round): number {
  const filled = Object.keys(round.entries ?? {}).length;
  if (filled > 0) return filled;
  const rounds = roundsInOrder(event);
  const before = rounds.filter((r) => r.roundNumber < round.roundNumber && r.roundState !== RoundState.Skipped).at(-1);
  if (before) return Math.max(1, before.recallSize);
  return Math.max(1, Object.keys(event.entries ?? {}).length);
}
