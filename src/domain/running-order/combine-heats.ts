// Several events on the floor at once: rounds of different events danced in one heat and marked separately.
// A combination is refused when it would overfill the floor, mix dances, put a dancer on the floor twice,
// or touch a round that judges have already marked.
import type { CompetitionEvent, FloorHeatSlot, HeatRound } from '../model';
import { orderedDances } from '../constants';
import { capacityFor } from './settings';
import { roundMarksOf } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { RunningOrderError } from './errors';
import { findRound, heatPeople, plannedCoupleCount } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { hasStarted, heatRoundKey, isFloorHeat, nextHeatNumbers, nextSlotKeys, positionAfter, type OrderedHeat } from './slots';

function heatAt(input: RunningOrderInput, slotKey: string): OrderedHeat {
  const slot = input.slots[slotKey];
  if (slot === undefined) throw new RunningOrderError('no-such-slot', `There is no heat ${slotKey} in the running order; reload the schedule.`);
  if (!isFloorHeat(slot)) throw new RunningOrderError('no-such-slot', `"${slot.label}" is a break; only heats can be combined.`);
  return { key: slotKey, slot };
}

const describe = (ref: HeatRound) => `${ref.eventName} round ${ref.roundNumber}`;

function danceSignature(event: CompetitionEvent): string {
  return `${event.style}: ${orderedDances(event.dances).join(', ')}`;
}

export function roundHasMarks(input: RunningOrderInput, ref: HeatRound): boolean {
  return Object.keys(roundMarksOf(input.marks?.[ref.eventName], ref.roundNumber)).length > 0;
}

function checkEachRound(input: RunningOrderInput, heats: readonly OrderedHeat[], refs: readonly HeatRound[]): void {
  for (const { slot } of heats) {
    if (hasStarted(slot)) throw new RunningOrderError('heat-started', `Heat ${slot.number} has already started; a heat on the floor or danced cannot be combined.`);
  }
  for (const ref of refs) {
    if (ref.parts !== undefined) {
      throw new RunningOrderError('split-round', `${describe(ref)} is split into ${ref.parts} heats because it fills the floor; a split round cannot share the floor.`);
    }
    if (!findRound(input.events, ref.eventName, ref.roundNumber)) throw new RunningOrderError('no-such-round', `${describe(ref)} no longer exists; rebuild or edit the running order.`);
    if (roundHasMarks(input, ref)) throw new RunningOrderError('round-has-marks', `${describe(ref)} already has judges' marks, so it cannot be moved into another heat.`);
  }
}

function checkDances(input: RunningOrderInput, refs: readonly HeatRound[]): void {
  const signatures = new Map(refs.map((ref) => [ref.eventName, danceSignature(input.events[ref.eventName])]));
  const distinct = [...new Set(signatures.values())];
  if (distinct.length > 1) {
    throw new RunningOrderError('different-dances', `Rounds in one heat must dance the same dances; these differ: ${[...signatures].map(([event, sig]) => `${event} (${sig})`).join('; ')}.`);
  }
}

function checkFloor(input: RunningOrderInput, refs: readonly HeatRound[]): void {
  const couples = refs.reduce((sum, ref) => {
    const event = input.events[ref.eventName];
    const round = findRound(input.events, ref.eventName, ref.roundNumber);
    return sum + (round ? plannedCoupleCount(event, round) : 0);
  }, 0);
  const capacity = Math.min(...refs.map((ref) => capacityFor(input.settings, input.events[ref.eventName].style)));
  if (couples > capacity) {
    throw new RunningOrderError('exceeds-floor', `Together these rounds bring ${couples} couples to the floor, more than its ${capacity}.`);
  }
}

function checkDancers(input: RunningOrderInput, rounds: Readonly<Record<string, HeatRound>>): void {
  const seen = new Map<string, { name: string; eventName: string; entryId: string }>();
  for (const person of heatPeople(input.events, rounds)) {
    const before = seen.get(person.id);
    if (before && (before.eventName !== person.eventName || before.entryId !== person.entryId)) {
      throw new RunningOrderError('dancer-twice', `${person.name} dances in both ${before.eventName} and ${person.eventName}; one dancer cannot be on the floor twice in one heat.`);
    }
    seen.set(person.id, { name: person.name, eventName: person.eventName, entryId: person.entryId });
  }
}

/** Why these heats cannot be danced as one, or null when they can. For greying out a drop target. */
export function combineRefusal(input: RunningOrderInput, slotKeys: readonly string[]): RunningOrderError | null {
  try {
    combinedRounds(input, slotKeys);
    return null;
  } catch (error) {
    if (error instanceof RunningOrderError) return error;
    throw error;
  }
}

function combinedRounds(input: RunningOrderInput, slotKeys: readonly string[]): Record<string, HeatRound> {
  const keys = [...new Set(slotKeys)];
  if (keys.length < 2) throw new RunningOrderError('nothing-to-combine', 'Pick at least two heats to dance together.');
  const heats = keys.map((key) => heatAt(input, key));
  const rounds: Record<string, HeatRound> = Object.assign({}, ...heats.map(({ slot }) => slot.rounds));
  const refs = Object.values(rounds);
  checkEachRound(input, heats, refs);
  checkDances(input, refs);
  checkFloor(input, refs);
  checkDancers(input, rounds);
  return rounds;
}

/**
 * Dances the rounds of `otherKeys` in heat `intoKey`: that heat keeps its number and place, the others
 * leave the running order (their numbers stay unused until the organiser renumbers).
 */
export function combineHeatsPatch(input: RunningOrderInput, intoKey: string, otherKeys: readonly string[]): TreeUpdate {
  const others = otherKeys.filter((key) => key !== intoKey);
  const rounds = combinedRounds(input, [intoKey, ...others]);
  const patch: TreeUpdate = { [paths.scheduleSlotField(intoKey, 'rounds')]: rounds };
  for (const key of others) patch[paths.scheduleSlot(key)] = null;
  return patch;
}

/** Takes one round out of a combined heat into a heat of its own, right after it, with the next free number. */
export function separateRoundPatch(input: RunningOrderInput, slotKey: string, roundKey: string): TreeUpdate {
  const { slot } = heatAt(input, slotKey);
  const ref = slot.rounds[roundKey];
  if (ref === undefined) throw new RunningOrderError('no-such-round', `Heat ${slot.number} does not dance ${roundKey}.`);
  if (Object.keys(slot.rounds).length < 2) throw new RunningOrderError('nothing-to-combine', `Heat ${slot.number} dances only ${describe(ref)}; there is nothing to separate.`);
  if (hasStarted(slot)) throw new RunningOrderError('heat-started', `Heat ${slot.number} has already started; its rounds stay together.`);
  if (roundHasMarks(input, ref)) throw new RunningOrderError('round-has-marks', `${describe(ref)} already has judges' marks, so it stays in heat ${slot.number}.`);
  const [newKey] = nextSlotKeys(input.slots, 1);
  const [number] = nextHeatNumbers(input.slots, 1);
  // The separated round stays on the heat's floor (issue 30).
  const alone: FloorHeatSlot = { kind: 'heat', number, position: positionAfter(input.slots, slotKey), ...(slot.floor !== undefined ? { floor: slot.floor } : {}), rounds: { [heatRoundKey(ref)]: ref } };
  return { [paths.scheduleHeatRound(slotKey, roundKey)]: null, [paths.scheduleSlot(newKey)]: alone };
}
