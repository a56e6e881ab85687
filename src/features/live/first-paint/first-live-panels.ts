// What /live's first view says is on each floor, from the REST answers its HTML asked for, before the app has
// loaded (paint-first-live.ts). The same day model and live view the projector's screen renders from, so the
// heat painted early is the heat the screen then shows.
import { heatRounds, type HeatRoundText } from '../../../components/running-order/heat-rounds-text';
import { runningOrderInputOf } from '../../../components/first-paint/running-order-answers';
import type { CompetitionEvent, FloorHeatSlot, Level } from '../../../domain/model';
import { dayModelOf, viewForLive, type LiveView } from '../../../domain/running-order';
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
  const input = runningOrderInputOf(eventIndex, schedule);
  const events = input.events;
  const day = dayModelOf(input, now);
  if (day.heats.length === 0) return [];
  const floors = floorParam === null ? day.floors : day.floors.filter((f) => f.floor === floorParam.toUpperCase());
  const named = floorParam !== null || floors.length > 1;
  return floors.map((f) => {
    const view = viewForLive(day, f.floor);
    return { floorName: named ? f.name : null, onTheFloor: onTheFloorText(view), heat: heatOnTheFloor(view, input.slots, events), latenessMinutes: f.latenessMinutes };
  });
}
