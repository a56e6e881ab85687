// Clash check for the whole day: a dancer in two rounds of one heat, or in two heats with fewer than K
// other heats between them (K = settings.minHeatsApart). A break between the two heats gives the dancer time.
import type { FloorHeatSlot } from '../model';
import { heatPeople, heatPeopleAmong } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { slotsInOrder } from './slots';

export type ClashReason = 'same-heat' | 'too-close';

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
  /** Floor heats danced between the two (0 for back-to-back; -1 for the same heat). */
  heatsBetween: number;
  message: string;
}

interface Appearance extends ClashHeat {
  name: string;
  entryId: string;
  /** Index among floor heats, and how many breaks came before (a break between two heats resolves a clash). */
  heatIndex: number;
  breaksBefore: number;
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
  let heatIndex = -1;
  let breaksBefore = 0;
  for (const { key, slot } of slotsInOrder(input.slots)) {
    if (slot.kind === 'break') {
      breaksBefore += 1;
      continue;
    }
    heatIndex += 1;
    const rounds = (slot as FloorHeatSlot).rounds;
    for (const person of only ? heatPeopleAmong(input.events, inScope(rounds, only), only.people) : heatPeople(input.events, rounds)) {
      const list = byPerson.get(person.id) ?? [];
      list.push({ slotKey: key, heatNumber: slot.number, eventName: person.eventName, roundNumber: person.roundNumber, name: person.name, entryId: person.entryId, heatIndex, breaksBefore });
      byPerson.set(person.id, list);
    }
  }
  return byPerson;
}

const heatOf = (a: Appearance): ClashHeat => ({ slotKey: a.slotKey, heatNumber: a.heatNumber, eventName: a.eventName, roundNumber: a.roundNumber });

function clashBetween(personId: string, a: Appearance, b: Appearance, minHeatsApart: number): Clash | null {
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
export function findClashes(input: RunningOrderInput, only?: ClashScope): Clash[] {
  const clashes: Clash[] = [];
  for (const [personId, appearances] of appearancesByPerson(input, only)) {
    for (let i = 0; i < appearances.length; i += 1) {
      for (let j = i + 1; j < appearances.length; j += 1) {
        const clash = clashBetween(personId, appearances[i], appearances[j], input.settings.minHeatsApart);
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
