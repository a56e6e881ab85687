// Times of the day. Planned: from the first heat's start, each heat lasting its dances × dance length plus
// the gaps between them, a gap between heats, breaks for their minutes. Live: once slots start and finish,
// the rest of the day follows on from the latest one recorded with the planned lengths, so the estimate
// follows the real pace and never puts a heat before one already danced.
import type { HeatRound, ScheduleSettings, ScheduleSlot } from '../model';
import { findRound } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { slotsInOrder } from './slots';

export type SlotStatus = 'danced' | 'on-floor' | 'on-deck' | 'to-come';

export interface SlotTiming {
  slotKey: string;
  slot: ScheduleSlot;
  status: SlotStatus;
  durationMs: number;
  /** Absent while settings.firstHeatStart is unset. */
  plannedStart?: number;
  /** The actual start once started; otherwise the live estimate. Absent while firstHeatStart is unset. */
  estimatedStart?: number;
  estimatedEnd?: number;
}

/** One floor's pace on a day of several floors (issue 30: lateness is estimated per floor). */
export interface FloorPace {
  floor: string;
  name: string;
  latenessMinutes: number | null;
}

export interface Timeline {
  slots: SlotTiming[];
  /** Minutes the day runs late (negative: early), for the slot on the floor or the next to come; null before times are set or after the last. */
  latenessMinutes: number | null;
  /** With more than one floor, each floor's own lateness (dayTimelineOf); absent with one floor. */
  floors?: FloorPace[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How long a heat of `dances` dances lasts: the dances plus the gaps between them. */
export function heatDurationMs(dances: number, settings: ScheduleSettings): number {
  const count = Math.max(1, dances);
  return (count * settings.danceSeconds + (count - 1) * settings.gapBetweenDancesSeconds) * SECOND;
}

function dancesOf(input: RunningOrderInput, rounds: Readonly<Record<string, HeatRound>>): number {
  return Math.max(1, ...Object.values(rounds).map((ref) => (findRound(input.events, ref.eventName, ref.roundNumber) ? Object.keys(input.events[ref.eventName].dances ?? {}).length : 1)));
}

export function slotDurationMs(input: RunningOrderInput, slot: ScheduleSlot): number {
  return slot.kind === 'break' ? slot.minutes * MINUTE : heatDurationMs(dancesOf(input, slot.rounds), input.settings);
}

/** The pause after a slot before the next one starts: the gap between heats after a heat, none after a break. */
const gapAfter = (slot: ScheduleSlot, settings: ScheduleSettings) => (slot.kind === 'heat' ? settings.gapBetweenHeatsSeconds * SECOND : 0);

function statuses(ordered: readonly { slot: ScheduleSlot }[]): SlotStatus[] {
  const lastStarted = ordered.reduce((last, { slot }, i) => (slot.startedAt !== undefined || slot.finishedAt !== undefined ? i : last), -1);
  const out: SlotStatus[] = ordered.map(({ slot }, i) => {
    if (i < lastStarted) return 'danced';
    if (i === lastStarted) return slot.finishedAt !== undefined ? 'danced' : 'on-floor';
    return 'to-come';
  });
  const onDeck = ordered.findIndex(({ slot }, i) => out[i] === 'to-come' && slot.kind === 'heat');
  if (onDeck !== -1) out[onDeck] = 'on-deck';
  return out;
}

/** Planned and live times and the status of every slot, in the order of the day, as of `now`. */
export function timelineOf(input: RunningOrderInput, now: number): Timeline {
  const ordered = slotsInOrder(input.slots);
  const status = statuses(ordered);
  const durations = ordered.map(({ slot }) => slotDurationMs(input, slot));
  const first = input.settings.firstHeatStart;
  if (first === undefined) {
    return { slots: ordered.map(({ key, slot }, i) => ({ slotKey: key, slot, status: status[i], durationMs: durations[i] })), latenessMinutes: null };
  }
  const planned: number[] = [];
  let t = first;
  ordered.forEach(({ slot }, i) => {
    // A slot at a fixed clock time (lunch at 12:30, a heat waiting for results) makes the floor wait for it.
    t = Math.max(t, slot.at ?? t);
    planned.push(t);
    t += durations[i] + gapAfter(slot, input.settings);
  });
  // Nothing may be estimated before the latest moment anything was recorded as danced or started.
  const recorded = ordered.flatMap(({ slot }) => [slot.startedAt, slot.finishedAt]).filter((x): x is number => x !== undefined);
  const floor = recorded.length > 0 ? Math.max(...recorded) : Number.NEGATIVE_INFINITY;
  const nextToCome = status.findIndex((x) => x === 'to-come' || x === 'on-deck');
  const slots: SlotTiming[] = [];
  let next = Number.NEGATIVE_INFINITY;
  ordered.forEach(({ key, slot }, i) => {
    const s = status[i];
    let start: number;
    let end: number;
    if (s === 'danced' || s === 'on-floor') {
      start = slot.startedAt ?? Math.min(planned[i], slot.finishedAt ?? planned[i]);
      end = slot.finishedAt ?? Math.max(start + durations[i], now);
    } else {
      // Follows on from the slot before (the plan for the first of the day); the next to come cannot start in the past.
      const followOn = next === Number.NEGATIVE_INFINITY ? planned[i] : next;
      start = Math.max(followOn, floor, i === nextToCome ? now : Number.NEGATIVE_INFINITY, slot.at ?? Number.NEGATIVE_INFINITY);
      end = start + durations[i];
    }
    next = end + gapAfter(slot, input.settings);
    slots.push({ slotKey: key, slot, status: s, durationMs: durations[i], plannedStart: planned[i], estimatedStart: start, estimatedEnd: end });
  });
  return { slots, latenessMinutes: lateness(slots) };
}

function lateness(slots: readonly SlotTiming[]): number | null {
  const current = slots.find((s) => s.status === 'on-floor') ?? slots.find((s) => s.status === 'on-deck' || s.status === 'to-come');
  if (!current || current.estimatedStart === undefined || current.plannedStart === undefined) return null;
  return Math.round((current.estimatedStart - current.plannedStart) / MINUTE);
}
