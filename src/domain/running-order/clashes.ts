// Clash check for the whole day: a dancer in two rounds of one heat, or in two heats with fewer than K
// other heats between them (K = settings.minHeatsApart). A break between the two heats gives the dancer time.
// With several floors (issue 30) heats on different floors run at the same time: K counts the heats of one
// floor (between two heats of a dancer who stayed on it), and two heats on different floors clash when they
// overlap or leave less than the change time.
import type { FloorHeatSlot } from '../model';
import { floorOf, floorsOf } from './floors';
import { plannedSpansByFloor, type PlannedSpan } from './floor-times';
import { heatPeople, heatPeopleAmong } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { floorChangeMsOf, floorNameOf } from './settings';
import { slotsInOrder } from './slots';

/** same-time: on two floors at once; floor-change: too little time to go from one floor to the other. */
export type ClashReason = 'same-heat' | 'too-close' | 'same-time' | 'floor-change';

export interface ClashHeat {
  slotKey: string;
  heatNumber: number;
  eventName: string;
  roundNumber: number;
}

export interface Clash {
  personId: string;
  name: string;
  reason: ClashReason;
  first: ClashHeat;
  second: ClashHeat;
  /** Floor heats danced between the two on one floor (0 for back-to-back; -1 for the same heat or the same time). */
  heatsBetween: number;
  /** Two floors: minutes from the end of the first heat to the start of the second (negative: they overlap). */
  minutesBetween?: number;
  message: string;
}

interface Appearance extends ClashHeat {
  name: string;
  entryId: string;
  /** Index among its floor's heats, and how many breaks came before (a break between two heats resolves a clash). */
  heatIndex: number;
  breaksBefore: number;
  floor: string;
  /** Planned times on its floor, only when the day has several floors. */
  span?: PlannedSpan;
}

/** Some dancers (competitor ids), and the events to look for them in. */
export interface ClashScope {
  people: ReadonlySet<string>;
  events: ReadonlySet<string>;
}

function inScope(rounds: FloorHeatSlot['rounds'], only: ClashScope): FloorHeatSlot['rounds'] {
  return Object.fromEntries(Object.entries(rounds).filter(([, ref]) => only.events.has(ref.eventName)));
}

function appearancesByPerson(input: RunningOrderInput, only?: ClashScope): Map<string, Appearance[]> {
  const byPerson = new Map<string, Appearance[]>();
  const floors = floorsOf(input.slots);
  const spans = floors.length > 1 ? plannedSpansByFloor(input, floors) : undefined;
  const heatsOnFloor = new Map<string, number>();
  let breaksBefore = 0;
  for (const { key, slot } of slotsInOrder(input.slots)) {
    if (slot.kind === 'break') {
      breaksBefore += 1;
      continue;
    }
    const floor = floorOf(slot);
    const heatIndex = heatsOnFloor.get(floor) ?? 0;
    heatsOnFloor.set(floor, heatIndex + 1);
    const span = spans?.get(key);
    const rounds = (slot as FloorHeatSlot).rounds;
    for (const person of only ? heatPeopleAmong(input.events, inScope(rounds, only), only.people) : heatPeople(input.events, rounds)) {
      const list = byPerson.get(person.id) ?? [];
      list.push({ slotKey: key, heatNumber: slot.number, eventName: person.eventName, roundNumber: person.roundNumber, name: person.name, entryId: person.entryId, heatIndex, breaksBefore, floor, ...(span ? { span } : {}) });
      byPerson.set(person.id, list);
    }
  }
  return byPerson;
}

const heatOf = (a: Appearance): ClashHeat => ({ slotKey: a.slotKey, heatNumber: a.heatNumber, eventName: a.eventName, roundNumber: a.roundNumber });

const MINUTE = 60_000;

/** Two heats on different floors: overlapping, or less than the change time from the end of one to the start of the other. */
function floorClashBetween(personId: string, a: Appearance, b: Appearance, input: RunningOrderInput): Clash | null {
  if (!a.span || !b.span) return null;
  const [first, second] = a.span.start <= b.span.start ? [a, b] : [b, a];
  const gap = (second.span?.start ?? 0) - (first.span?.end ?? 0);
  const change = floorChangeMsOf(input.settings);
  if (gap >= 0 && (gap >= change || change === 0)) return null;
  const where = (x: Appearance) => `${floorNameOf(input.settings, x.floor)} (heat ${x.heatNumber}, ${x.eventName})`;
  const minutesBetween = Math.round(gap / MINUTE * 10) / 10;
  const base = { personId, name: a.name, first: heatOf(first), second: heatOf(second), minutesBetween };
  if (gap < 0) return { ...base, reason: 'same-time', heatsBetween: -1, message: `${a.name} is on ${where(first)} and ${where(second)} at the same time.` };
  return {
    ...base, reason: 'floor-change', heatsBetween: 0,
    message: `${a.name} has ${minutesBetween} min to change from ${where(first)} to ${where(second)}; at least ${change / MINUTE} needed.`,
  };
}

function clashBetween(personId: string, a: Appearance, b: Appearance, input: RunningOrderInput): Clash | null {
  if (a.floor !== b.floor) return floorClashBetween(personId, a, b, input);
  const minHeatsApart = input.settings.minHeatsApart;
  if (a.heatIndex === b.heatIndex) {
    if (a.entryId === b.entryId && a.eventName === b.eventName) return null;
    return {
      personId, name: a.name, reason: 'same-heat', first: heatOf(a), second: heatOf(b), heatsBetween: -1,
      message: `${a.name} is in heat ${a.heatNumber} twice (${a.eventName} and ${b.eventName}).`,
    };
  }
  const between = b.heatIndex - a.heatIndex - 1;
  if (between >= minHeatsApart || a.breaksBefore !== b.breaksBefore) return null;
  return {
    personId, name: a.name, reason: 'too-close', first: heatOf(a), second: heatOf(b), heatsBetween: between,
    message: `${a.name} dances heat ${a.heatNumber} (${a.eventName}) and heat ${b.heatNumber} (${b.eventName}) with ${between} heat${between === 1 ? '' : 's'} between; at least ${minHeatsApart} needed.`,
  };
}

/**
 * Every clash of the day, grouped by dancer (dancers in the order they first dance), each pair in running order;
 * with `only`, the clashes of those dancers in those events alone.
 */
/** Two heats on one floor with a heat of the same dancer on another floor between them: they left and came back. */
function leftTheFloorBetween(appearances: readonly Appearance[], a: Appearance, b: Appearance): boolean {
  if (!a.span || !b.span || a.floor !== b.floor) return false;
  const [from, to] = [Math.min(a.span.start, b.span.start), Math.max(a.span.start, b.span.start)];
  return appearances.some((c) => c.floor !== a.floor && c.span !== undefined && c.span.start > from && c.span.start < to);
}

export function findClashes(input: RunningOrderInput, only?: ClashScope): Clash[] {
  const clashes: Clash[] = [];
  for (const [personId, appearances] of appearancesByPerson(input, only)) {
    for (let i = 0; i < appearances.length; i += 1) {
      for (let j = i + 1; j < appearances.length; j += 1) {
        // Going to another floor and back is checked as two changes of floor, by the clock.
        if (leftTheFloorBetween(appearances, appearances[i], appearances[j])) continue;
        const clash = clashBetween(personId, appearances[i], appearances[j], input);
        if (clash) clashes.push(clash);
      }
    }
  }
  return clashes;
}

/** A stable identity of a clash, to tell which clashes an edit (a registration, an added round) created. */
export function clashKey(clash: Clash): string {
  return [clash.personId, clash.first.slotKey, clash.first.eventName, clash.first.roundNumber, clash.second.slotKey, clash.second.eventName, clash.second.roundNumber].join('|');
}

/** The clashes in `after` that were not in `before`. */
export function newClashes(before: readonly Clash[], after: readonly Clash[]): Clash[] {
  const known = new Set(before.map(clashKey));
  return after.filter((clash) => !known.has(clashKey(clash)));
}
