// Keeping the running order in step with the rounds: heats name rounds by number, so adding or deleting a
// round (which renumbers the later rounds of its event) must rename the heats' references in the same update;
// and the schedule screen lists what is out of step.
import type { CompetitionEvent, FloorHeatSlot, HeatRound } from '../model';
import { heatCountFor } from './build-running-order';
import { RunningOrderError } from './errors';
import { capacityFor } from './settings';
import { RoundState } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { findRound, plannedCoupleCount } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { floorHeatsInOrder, heatRoundKey, heatsOfRound, nextHeatNumbers, nextSlotKeys, positionAfter, slotsInOrder } from './slots';

/**
 * Renames an event's round references after its rounds were renumbered: `renumbered` maps old → new round
 * number (null: the round was deleted, so its heat references go; a heat left with no round goes too).
 */
export function renumberRoundRefsPatch(input: RunningOrderInput, eventName: string, renumbered: ReadonlyMap<number, number | null>): TreeUpdate {
  const patch: TreeUpdate = {};
  for (const { key, slot } of floorHeatsInOrder(input.slots)) {
    const rounds: Record<string, HeatRound> = {};
    let changed = false;
    for (const [roundKey, ref] of Object.entries(slot.rounds)) {
      const to = ref.eventName === eventName ? renumbered.get(ref.roundNumber) : undefined;
      if (to === undefined || to === ref.roundNumber) {
        rounds[roundKey] = ref;
        continue;
      }
      changed = true;
      if (to !== null) rounds[heatRoundKey({ eventName, roundNumber: to })] = { ...ref, roundNumber: to };
    }
    if (!changed) continue;
    if (Object.keys(rounds).length === 0) patch[paths.scheduleSlot(key)] = null;
    else patch[paths.scheduleSlotField(key, 'rounds')] = rounds;
  }
  return patch;
}

export interface RunningOrderProblem {
  kind: 'missing-round' | 'unknown-round' | 'duplicate-number';
  message: string;
  /** The round a missing-round problem is about, so the screen can offer to add it. */
  round?: { eventName: string; roundNumber: number };
}

/** What is out of step: rounds to be danced that no heat holds, heats naming rounds that do not exist, numbers used twice. */
export function runningOrderProblems(input: RunningOrderInput): RunningOrderProblem[] {
  const heats = floorHeatsInOrder(input.slots);
  const problems: RunningOrderProblem[] = [];
  const placed = new Set(heats.flatMap(({ slot }) => Object.keys(slot.rounds)));
  for (const event of Object.values(input.events) as CompetitionEvent[]) {
    for (const round of roundsInOrder(event)) {
      if (round.roundState !== RoundState.Skipped && !placed.has(heatRoundKey(round))) {
        problems.push({
          kind: 'missing-round', message: `${event.eventName} ${round.roundName} is not in any heat; add it to the running order.`,
          round: { eventName: event.eventName, roundNumber: round.roundNumber },
        });
      }
    }
  }
  for (const { slot } of heats) {
    for (const ref of Object.values(slot.rounds)) {
      if (!findRound(input.events, ref.eventName, ref.roundNumber)) problems.push({ kind: 'unknown-round', message: `Heat ${slot.number} names ${ref.eventName} round ${ref.roundNumber}, which no longer exists.` });
    }
  }
  const seen = new Map<number, number>();
  for (const { slot } of heats) seen.set(slot.number, (seen.get(slot.number) ?? 0) + 1);
  for (const [number, count] of seen) if (count > 1) problems.push({ kind: 'duplicate-number', message: `Heat number ${number} is used ${count} times; renumber the heats.` });
  return problems;
}

/**
 * Puts a round that no heat holds into heats of its own (split by the floor's capacity), after slot
 * `afterSlotKey` or at the end of the day, with the next free heat numbers.
 */
export function addRoundHeatsPatch(input: RunningOrderInput, eventName: string, roundNumber: number, afterSlotKey?: string): TreeUpdate {
  const event = input.events[eventName];
  const round = findRound(input.events, eventName, roundNumber);
  if (!event || !round) throw new RunningOrderError('no-such-round', `${eventName} has no round ${roundNumber}.`);
  const key = heatRoundKey({ eventName, roundNumber });
  if (heatsOfRound(input.slots, key).length > 0) throw new RunningOrderError('invalid-split', `${eventName} ${round.roundName} is already in the running order.`);
  const parts = heatCountFor(plannedCoupleCount(event, round), capacityFor(input.settings, event.style));
  const ordered = slotsInOrder(input.slots);
  const last = ordered.at(-1);
  const anchor = afterSlotKey ?? last?.key;
  const from = anchor === undefined ? 0 : input.slots[anchor]?.position ?? 0;
  const to = anchor === undefined ? 1 : positionAfter(input.slots, anchor);
  const step = (to - from) / (parts + 1);
  const keys = nextSlotKeys(input.slots, parts);
  const numbers = nextHeatNumbers(input.slots, parts);
  const patch: TreeUpdate = {};
  keys.forEach((slotKey, i) => {
    const ref: HeatRound = parts === 1 ? { eventName, roundNumber } : { eventName, roundNumber, part: i + 1, parts };
    const slot: FloorHeatSlot = { kind: 'heat', number: numbers[i], position: from + step * (i + 1), rounds: { [key]: ref } };
    patch[paths.scheduleSlot(slotKey)] = slot;
  });
  return patch;
}
