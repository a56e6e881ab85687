// Computing the day model from what is stored. Each floor keeps its own time line (its heats and every
// break), so with one floor the times are exactly timelineOf's; heats on different floors run side by side.
import { RoundState, type FloorHeatSlot, type HeatRound } from '../model';
import { roundName } from '../rounds';
import { isFinalRound, roundsInOrder } from '../event-snapshot';
import { dayAnomaliesOf } from './day-anomalies';
import { arrivedPeople, dayCouplesOf } from './day-couples';
import type { DancerCheckIns, DayFloor, DayHeat, DayModel, DayRound, DaySlot } from './day-model';
import { floorOf, floorsOf } from './floors';
import { findRound } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { slotsInOrder } from './slots';
import { floorTimelineOf } from './floor-timeline';
import { floorNameOf } from './settings';
import type { SlotTiming } from './timeline';

function dayRoundOf(input: RunningOrderInput, roundKey: string, ref: HeatRound): DayRound {
  const event = input.events[ref.eventName];
  const round = findRound(input.events, ref.eventName, ref.roundNumber);
  const total = event ? roundsInOrder(event).length : 0;
  const name = round?.roundName ?? (ref.roundNumber <= total ? roundName(ref.roundNumber, total) : `round ${ref.roundNumber}`);
  const dances = Object.entries(event?.dances ?? {}).sort(([, a], [, b]) => a - b).map(([dance]) => dance);
  return {
    roundKey, eventName: ref.eventName, roundNumber: ref.roundNumber, roundName: name,
    state: round?.roundState ?? RoundState.Empty,
    isFinal: event !== undefined && isFinalRound(event, ref.roundNumber),
    dances,
    ...(ref.part !== undefined && ref.parts !== undefined ? { part: ref.part, parts: ref.parts } : {}),
  };
}

/** Each floor's time line: its heats and all breaks (a break stops every floor). */
function timingsBySlot(input: RunningOrderInput, floors: readonly string[], now: number): Map<string, SlotTiming> {
  const out = new Map<string, SlotTiming>();
  for (const floor of floors) {
    for (const timing of floorTimelineOf(input, floor, now).slots) {
      if (!out.has(timing.slotKey)) out.set(timing.slotKey, timing);
    }
  }
  return out;
}

const judged = (round: DayRound) => round.state === RoundState.Marked || round.state === RoundState.Posted;
const started = (heat: DayHeat) => heat.startedAt !== undefined || heat.finishedAt !== undefined;

function floorOfDay(floor: string, name: string, heats: readonly DayHeat[], latenessMinutes: number | null): DayFloor {
  const here = heats.filter((heat) => heat.floor === floor);
  const current = here.find((heat) => heat.status === 'on-floor');
  // A heat whose rounds are all judged has left the floor, even if nobody pressed Finish.
  const onTheFloor = current && !current.rounds.every(judged) ? current : null;
  const latest = here.filter(started).at(-1);
  const showResultOf = latest ? latest.rounds.filter((round) => round.isFinal && round.state === RoundState.Posted) : [];
  return { floor, name, onTheFloor, onDeck: here.find((heat) => heat.status === 'on-deck') ?? null, showResultOf, latenessMinutes };
}

function latenessOf(input: RunningOrderInput, floor: string, now: number): number | null {
  return floorTimelineOf(input, floor, now).latenessMinutes;
}

/** The day as of `now`, with the desk's check-ins (checkIns/, optional) joined into each couple. */
export function dayModelOf(input: RunningOrderInput, now: number, checkIns: DancerCheckIns = {}): DayModel {
  const floors = floorsOf(input.slots, input.settings);
  const timings = timingsBySlot(input, floors, now);
  const arrived = arrivedPeople(input.events, checkIns);
  const slots: DaySlot[] = slotsInOrder(input.slots).map(({ key, slot }, index) => {
    const timing = timings.get(key);
    const times = {
      slotKey: key, index, status: timing?.status ?? 'to-come', durationMs: timing?.durationMs ?? 0,
      ...(slot.startedAt !== undefined ? { startedAt: slot.startedAt } : {}),
      ...(slot.finishedAt !== undefined ? { finishedAt: slot.finishedAt } : {}),
      ...(timing?.plannedStart !== undefined ? { plannedStart: timing.plannedStart } : {}),
      ...(timing?.estimatedStart !== undefined ? { estimatedStart: timing.estimatedStart, estimatedEnd: timing.estimatedEnd } : {}),
    };
    if (slot.kind === 'break') return { kind: 'break', ...times, label: slot.label, minutes: slot.minutes };
    const heat = slot as FloorHeatSlot;
    return {
      kind: 'heat', ...times, number: heat.number, floor: floorOf(heat),
      rounds: Object.entries(heat.rounds).map(([roundKey, ref]) => dayRoundOf(input, roundKey, ref)).sort((a, b) => a.roundKey.localeCompare(b.roundKey)),
      couples: dayCouplesOf(input.events, heat.rounds, arrived),
    };
  });
  const heats = slots.filter((slot): slot is DayHeat => slot.kind === 'heat');
  const dayFloors = floors.map((floor) => floorOfDay(floor, floorNameOf(input.settings, floor), heats, latenessOf(input, floor, now)));
  const first = dayFloors[0];
  return {
    now, slots, heats, floors: dayFloors,
    onTheFloor: first.onTheFloor, onDeck: first.onDeck, showResultOf: first.showResultOf, latenessMinutes: first.latenessMinutes,
    anomalies: dayAnomaliesOf(input), arrived,
  };
}
