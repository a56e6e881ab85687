// The demo day's running order (issue 16): built from the rounds as the organiser builds it, with the
// first round of the biggest event split into floor heats, two small rounds of the same dances sharing
// the floor, a round still to come danced in two heats (so a couple can move between them), planned times
// from the day's start, and the heats already danced recorded so that the floor runs a few minutes late, as
// real days do.
import type { CompetitionEvent, ScheduleSettings, ScheduleSlot } from '../domain/model';
import { RoundState } from '../domain/model';
import {
  buildRunningOrder, combineHeatsPatch, combineRefusal, floorHeatsInOrder, refuseNewClashes, renumberHeatsPatch, resplitRoundPatch, slotsAfterPatch, slotsInOrder, timelineOf,
  type RunningOrderInput,
} from '../domain/running-order';
import { findRound } from '../domain/running-order';
import { isFinalRound } from '../domain/event-snapshot';
import { paths } from '../domain/tree-paths';
import type { TreeUpdate } from '../domain/tree-update';

const MINUTE = 60_000;

/** How late the floor runs when the demo opens. */
export const DEMO_MINUTES_LATE = 13;

export const DEMO_SCHEDULE_SETTINGS: ScheduleSettings = {
  floorCapacity: 12,
  capacityByStyle: { Latin: 16 },
  minHeatsApart: 1,
  danceSeconds: 90,
  gapBetweenDancesSeconds: 30,
  gapBetweenHeatsSeconds: 60,
};

/** Not started: nothing marked yet, so the round may still move into another heat. */
const NOT_STARTED: readonly (RoundState | undefined)[] = [RoundState.Empty, RoundState.Initialized];

const isOpen = (input: RunningOrderInput, slot: ScheduleSlot) =>
  slot.kind === 'heat' && Object.values(slot.rounds).every((ref) => ref.parts === undefined && NOT_STARTED.includes(findRound(input.events, ref.eventName, ref.roundNumber)?.roundState));

/** The first two heats still to come (rounds not yet started) that may share the floor without a new clash. */
function combinedPair(input: RunningOrderInput): TreeUpdate | null {
  const open = floorHeatsInOrder(input.slots).filter(({ slot }) => isOpen(input, slot));
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) {
      if (combineRefusal(input, [open[i].key, open[j].key]) !== null) continue;
      try {
        return refuseNewClashes(input, combineHeatsPatch(input, open[i].key, [open[j].key]));
      } catch {
        // Would put a dancer too close to another heat: try the next pair.
      }
    }
  }
  return null;
}

/**
 * The last round of the day not yet started, before its event's final and danced in one heat, split in two
 * without a new clash: the organiser's "split in two" done before the day, so a couple can still move
 * between its heats. Null when no such round can be split.
 */
function splitRoundToCome(input: RunningOrderInput, after: number): TreeUpdate | null {
  const candidates = floorHeatsInOrder(input.slots).slice(after + 1).flatMap(({ slot }) => {
    if (slot.kind !== 'heat') return [];
    const refs = Object.entries(slot.rounds);
    if (refs.length !== 1 || refs[0][1].parts !== undefined) return [];
    const [roundKey, ref] = refs[0];
    const round = findRound(input.events, ref.eventName, ref.roundNumber);
    const event = input.events[ref.eventName];
    const ready = round?.roundState === RoundState.Initialized && Object.keys(round.entries ?? {}).length >= 4;
    return ready && event !== undefined && !isFinalRound(event, ref.roundNumber) ? [roundKey] : [];
  });
  for (const roundKey of candidates.reverse()) {
    try {
      return refuseNewClashes(input, resplitRoundPatch(input, roundKey, 2));
    } catch {
      // Its second heat would put a dancer too close to another heat: try an earlier round.
    }
  }
  return null;
}

/** The heat on the floor: the first heat holding the round the demo left Running. */
function onFloorIndex(input: RunningOrderInput): number {
  return slotsInOrder(input.slots).findIndex(({ slot }) =>
    slot.kind === 'heat' && Object.values(slot.rounds).some((ref) => findRound(input.events, ref.eventName, ref.roundNumber)?.roundState === RoundState.Running));
}

/** The place of the heat on the floor among the heats alone. */
function onFloorHeatIndex(input: RunningOrderInput): number {
  return floorHeatsInOrder(input.slots).findIndex(({ slot }) =>
    Object.values(slot.rounds).some((ref) => findRound(input.events, ref.eventName, ref.roundNumber)?.roundState === RoundState.Running));
}

/**
 * schedule/ for the demo tree as of `now`: the heat on the floor started DEMO_MINUTES_LATE after its planned
 * time (about four minutes ago), the heats before it danced, each a little later than planned.
 */
export function demoRunningOrderPatch(events: Readonly<Record<string, CompetitionEvent>>, now: number): TreeUpdate {
  const draft: RunningOrderInput = { events, settings: DEMO_SCHEDULE_SETTINGS, slots: buildRunningOrder(events, DEMO_SCHEDULE_SETTINGS) };
  const combine = combinedPair(draft);
  const combined = combine ? slotsAfterPatch(draft.slots, combine) : draft.slots;
  const split = splitRoundToCome({ ...draft, slots: combined }, onFloorHeatIndex({ ...draft, slots: combined }));
  const planned = split ? slotsAfterPatch(combined, split) : combined;
  // Built, combined and split before the day, then renumbered once, as an organiser does before publishing.
  const slots = slotsAfterPatch(planned, renumberHeatsPatch({ ...draft, slots: planned }));
  const plan = timelineOf({ ...draft, slots, settings: { ...DEMO_SCHEDULE_SETTINGS, firstHeatStart: 0 } }, 0).slots;
  const current = onFloorIndex({ ...draft, slots });
  if (current === -1) throw new Error('The demo day has no round on the floor.');
  const startedNow = Math.floor((now - 4 * MINUTE) / MINUTE) * MINUTE;
  const firstHeatStart = startedNow - DEMO_MINUTES_LATE * MINUTE - (plan[current].plannedStart ?? 0);
  const recorded: Record<string, ScheduleSlot> = { ...slots };
  plan.slice(0, current + 1).forEach(({ slotKey, durationMs, plannedStart = 0 }, i) => {
    // The delay grows steadily through the morning to DEMO_MINUTES_LATE at the heat on the floor.
    const late = Math.round((DEMO_MINUTES_LATE * MINUTE * i) / Math.max(1, current));
    const startedAt = firstHeatStart + plannedStart + late;
    recorded[slotKey] = i === current ? { ...recorded[slotKey], startedAt } : { ...recorded[slotKey], startedAt, finishedAt: startedAt + durationMs };
  });
  return { [paths.scheduleSettings()]: { ...DEMO_SCHEDULE_SETTINGS, firstHeatStart }, [paths.scheduleSlots()]: recorded };
}
