// What /live's first view says is on each floor, from the REST answers its HTML asked for, before the app has
// loaded (paint-first-live.ts). The same day model and live view the projector's screen renders from, so the
// heat painted early is the heat the screen then shows.
import { heatRounds, type HeatRoundText } from '../../../components/running-order/heat-rounds-text';
import { keyedRecord } from '../../../data/keyed-record';
import type { CompetitionEvent, FloorHeatSlot, Level, RunningOrderRecord } from '../../../domain/model';
import { dayModelOf, scheduleSettingsOf, viewForLive, type LiveView } from '../../../domain/running-order';
import { liveRoundPath } from '../hooks/live-paths';

/** One round of the heat on the floor, as the screen's heat line shows it (components/heat-line.tsx). */
export interface FirstLiveRound extends HeatRoundText {
  level?: Level;
  /** The round's own live page; null for a round the heat does not name. */
  livePath: string | null;
}

export interface FirstLivePanel {
  /** The floor's name when the page shows several floors, or one chosen by `?floor=`; null for a one-floor day. */
  floorName: string | null;
  /** "Heat 12: Bronze Latin Rumba Semi-Final", the results up between heats, or that nothing is on the floor. */
  onTheFloor: string;
  /** The heat on the floor, to paint as the screen's heat line; null between heats. */
  heat: { number: number; rounds: FirstLiveRound[] } | null;
  /** The floor's pace against its plan (the screen's "Running 5 min late" line); null without times. */
  latenessMinutes: number | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The few shapes the day model relies on, checked before anything is painted (the app's read schemas check the
 * rest later): a painted heat the screen would then refuse as malformed would be worse than no early paint.
 */
function readable(events: unknown, schedule: unknown): events is Record<string, unknown> | null | undefined {
  const absent = (value: unknown) => value === null || value === undefined;
  const roundsReadable = (rounds: unknown) => rounds === undefined || isObject(rounds) || (Array.isArray(rounds) && rounds.every((r) => r === null || isObject(r)));
  const eventReadable = (event: unknown) => isObject(event) && typeof event.eventName === 'string' && roundsReadable(event.rounds);
  const slotReadable = (slot: unknown) => isObject(slot) && (slot.kind === 'break' || (slot.kind === 'heat' && Number.isInteger(slot.number) && isObject(slot.rounds)));
  const eventsReadable = absent(events) || (isObject(events) && Object.values(events).every(eventReadable));
  const slots = isObject(schedule) ? schedule.slots : undefined;
  const scheduleReadable = absent(schedule) || (isObject(schedule) && (slots === undefined || (isObject(slots) && Object.values(slots).every(slotReadable))));
  return eventsReadable && scheduleReadable;
}

/** An event's rounds (keyed 1, 2, …, so sent as a sparse array) as a record, as the app's read schema makes them. */
function withKeyedRounds(events: Record<string, unknown>): Record<string, CompetitionEvent> {
  return Object.fromEntries(Object.entries(events).map(([name, event]) => [name, { ...(event as object), rounds: keyedRecord((event as { rounds?: unknown }).rounds) }])) as Record<string, CompetitionEvent>;
}

function onTheFloorText(view: LiveView): string {
  if (view.mode === 'heat') return `Heat ${view.heat.heatNumber}: ${view.heat.title}`;
  if (view.mode === 'result') return view.headline;
  return 'Nothing on the floor right now';
}

function heatOnTheFloor(view: LiveView, slots: Readonly<Record<string, unknown>>, events: Readonly<Record<string, CompetitionEvent>>): FirstLivePanel['heat'] {
  if (view.mode !== 'heat') return null;
  const slot = slots[view.heat.slotKey] as FloorHeatSlot;
  const rounds = heatRounds(events, slot).map((round) => {
    const ref = slot.rounds[round.roundKey];
    const level = events[round.eventName]?.eventLevel;
    return { ...round, ...(level ? { level } : {}), livePath: ref ? liveRoundPath(ref) : null };
  });
  return { number: slot.number, rounds };
}

/**
 * The panels for the floors the page shows (`floorParam`: `?floor=`, or null for every floor), or none when the
 * day has no heats yet (the screen then shows the rounds, not floors) or `?floor=` names no floor. The answers are
 * the database's JSON as it came, not yet checked by the app's read schemas: a shape the day model cannot read
 * throws, and the caller paints nothing.
 */
export function firstLivePanels(eventIndex: unknown, schedule: unknown, now: number, floorParam: string | null): FirstLivePanel[] {
  if (!readable(eventIndex, schedule)) throw new TypeError('first paint: the answers are not an events index and a running order');
  const record = (schedule ?? {}) as RunningOrderRecord;
  const events = withKeyedRounds(eventIndex ?? {});
  const input = { events, slots: record.slots ?? {}, settings: scheduleSettingsOf(record.settings) };
  const day = dayModelOf(input, now);
  if (day.heats.length === 0) return [];
  const floors = floorParam === null ? day.floors : day.floors.filter((f) => f.floor === floorParam.toUpperCase());
  const named = floorParam !== null || floors.length > 1;
  return floors.map((f) => {
    const view = viewForLive(day, f.floor);
    return { floorName: named ? f.name : null, onTheFloor: onTheFloorText(view), heat: heatOnTheFloor(view, input.slots, events), latenessMinutes: f.latenessMinutes };
  });
}
