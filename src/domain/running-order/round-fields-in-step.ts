// The rounds' legacy schedule fields (scheduleIndex, roundStartTime) written from the day model in the same
// update as an edit of the order, so screens and exports not yet reading the model never disagree with it.
// Also the one-off migration of a stored day: run once, it makes the stored fields match the running order.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { CompetitionEvent } from '../model';
import { roundsInOrder } from '../event-snapshot';
import type { DayModel } from './day-model';
import { roundOrderOf } from './day-rounds';
import { dayModelOf } from './build-day-model';
import { slotsAfterPatch } from './guard-clashes';
import type { RunningOrderInput } from './running-order-input';

/** scheduleIndex = place of the round's first heat (1, 2, …), roundStartTime = its planned start; only changed fields. */
export function roundFieldsInStepPatch(day: DayModel, events: Readonly<Record<string, CompetitionEvent>>): TreeUpdate {
  const patch: TreeUpdate = {};
  const order = roundOrderOf(day);
  const placed = new Set(order.map((r) => `${r.eventName}\u0000${r.roundNumber}`));
  order.forEach((r, i) => {
    const event = events[r.eventName];
    const round = event ? roundsInOrder(event).find((x) => x.roundNumber === r.roundNumber) : undefined;
    if (!round) return;
    if (round.scheduleIndex !== i + 1) patch[paths.roundField(r.eventName, r.roundNumber, 'scheduleIndex')] = i + 1;
    const start = r.plannedStart ?? null;
    if ((round.roundStartTime ?? null) !== start) patch[paths.roundField(r.eventName, r.roundNumber, 'roundStartTime')] = start;
  });
  // Rounds in no heat follow the ordered ones, keeping their relative order; they have no start time.
  let next = order.length;
  const rest = Object.values(events).flatMap((event) => roundsInOrder(event)).filter((round) => !placed.has(`${round.eventName}\u0000${round.roundNumber}`))
    .sort((a, b) => a.scheduleIndex - b.scheduleIndex || a.eventName.localeCompare(b.eventName) || a.roundNumber - b.roundNumber);
  for (const round of rest) {
    next += 1;
    if (round.scheduleIndex !== next) patch[paths.roundField(round.eventName, round.roundNumber, 'scheduleIndex')] = next;
    if (round.roundStartTime !== undefined) patch[paths.roundField(round.eventName, round.roundNumber, 'roundStartTime')] = null;
  }
  return patch;
}

/**
 * An edit of the order's slots together with the rounds' fields it changes, for ONE update: the day model is
 * derived from the slots as they will be after `slotPatch`, so a move (or its undo) never leaves the rounds'
 * scheduleIndex/roundStartTime saying something the running order does not.
 */
export function withRoundFieldsInStep(input: RunningOrderInput, slotPatch: TreeUpdate, now: number): TreeUpdate {
  const day = dayModelOf({ ...input, slots: slotsAfterPatch(input.slots, slotPatch) }, now);
  return { ...slotPatch, ...roundFieldsInStepPatch(day, input.events) };
}
