// The rounds' legacy schedule fields (scheduleIndex, roundStartTime) written from the day model in the same
// update as an edit of the order, so screens and exports not yet reading the model never disagree with it.
// Also the one-off migration of a stored day: run once, it makes the stored fields match the running order.
import { paths } from '../tree-paths';
import { applyTreeUpdate, type TreeUpdate } from '../tree-update';
import type { CompetitionEvent, ScheduleSettings, ScheduleSlot } from '../model';
import { roundsInOrder } from '../event-snapshot';
import type { DayModel } from './day-model';
import { roundOrderOf } from './day-rounds';
import { dayModelOf } from './build-day-model';
import { mergePatches } from './running-order-patch';
import { scheduleSettingsOf } from './settings';
import type { RunningOrderInput } from './running-order-input';

/** scheduleIndex = place of the round's first heat (1, 2, …), roundStartTime = its planned start; only changed fields. */
export function roundFieldsInStepPatch(day: DayModel, events: Readonly<Record<string, CompetitionEvent>>): TreeUpdate {
  const patch: TreeUpdate = {};
  const order = roundOrderOf(day);
  // A day without a running order keeps the rounds' own numbers and start times (the setup's seed sets them).
  if (order.length === 0) return patch;
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

/** The events, slots and settings as they will be once `patch` is written (a patch may touch any of them). */
function inputAfterPatch(input: RunningOrderInput, patch: TreeUpdate): RunningOrderInput {
  const before = { [paths.events()]: input.events, [paths.schedule()]: { settings: input.settings, slots: input.slots } };
  const tree = applyTreeUpdate(before, patch) as Record<string, unknown>;
  const schedule = (tree[paths.schedule()] ?? {}) as { settings?: Partial<ScheduleSettings>; slots?: Record<string, ScheduleSlot> };
  return {
    ...input,
    events: (tree[paths.events()] ?? {}) as Record<string, CompetitionEvent>,
    slots: schedule.slots ?? {},
    settings: scheduleSettingsOf(schedule.settings),
  };
}

/**
 * An edit of the day (its slots, its settings, or rounds with their heats) together with the rounds' fields it
 * changes, for ONE update: the day model is derived from the day as it will be after `patch`, so a move, a
 * combine, a split, a break or an undo never leaves the rounds' scheduleIndex/roundStartTime saying something
 * the running order does not. A field inside a round the patch writes whole goes into that value.
 */
export function withRoundFieldsInStep(input: RunningOrderInput, patch: TreeUpdate, now: number): TreeUpdate {
  const after = inputAfterPatch(input, patch);
  return mergePatches(patch, roundFieldsInStepPatch(dayModelOf(after, now), after.events));
}
