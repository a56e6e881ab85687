// Where a couple's (or a dancer's) day stands now, from the live pace of the day model: their heat on the
// floor, on deck, so many heats from being on deck, or done. "On deck" is the heat after the one on the floor
// (or the next to start when the floor is idle), the moment a couple is called to the edge of the floor.
import type { DayHeat, DayModel } from './day-model';

const MINUTE = 60_000;

export type NextHeatStanding =
  /** None of their heats is in the running order (yet). */
  | { kind: 'no-heats' }
  /** Every heat of theirs is danced. */
  | { kind: 'done' }
  | { kind: 'on-floor'; heat: DayHeat }
  /** Their heat starts next on its floor; `minutes` until its estimated start (null without times). */
  | { kind: 'on-deck'; heat: DayHeat; minutes: number | null }
  /** `heatsUntilOnDeck` heats still have to start before they are on deck, in about `minutes`. */
  | { kind: 'later'; heat: DayHeat; heatsUntilOnDeck: number; minutes: number | null };

/** A heat is still to dance unless danced, or left on the floor with every round judged (the floor moved on). */
function stillToDance(day: DayModel, heat: DayHeat): boolean {
  if (heat.status === 'danced') return false;
  if (heat.status !== 'on-floor') return true;
  return day.floors.find((floor) => floor.floor === heat.floor)?.onTheFloor?.slotKey === heat.slotKey;
}

const notStarted = (heat: DayHeat) => heat.status === 'on-deck' || heat.status === 'to-come';

function minutesUntil(day: DayModel, time: number | undefined): number | null {
  return time === undefined ? null : Math.max(0, Math.round((time - day.now) / MINUTE));
}

/** The earliest of their heats still to dance: by estimated start (floors run side by side), else by order. */
function nextOf(heats: readonly DayHeat[]): DayHeat | undefined {
  const onFloor = heats.find((heat) => heat.status === 'on-floor');
  if (onFloor) return onFloor;
  const start = (heat: DayHeat) => heat.estimatedStart ?? Number.POSITIVE_INFINITY;
  return [...heats].sort((a, b) => start(a) - start(b) || a.index - b.index)[0];
}

/** Where the heats with these slot keys (one couple's or one dancer's) stand at `day.now`. */
export function nextHeatStanding(day: DayModel, slotKeys: Iterable<string>): NextHeatStanding {
  const keys = new Set(slotKeys);
  const theirs = day.heats.filter((heat) => keys.has(heat.slotKey));
  if (theirs.length === 0) return { kind: 'no-heats' };
  const next = nextOf(theirs.filter((heat) => stillToDance(day, heat)));
  if (!next) return { kind: 'done' };
  if (next.status === 'on-floor') return { kind: 'on-floor', heat: next };
  const ahead = day.heats.filter((heat) => heat.floor === next.floor && heat.index < next.index && stillToDance(day, heat) && notStarted(heat));
  if (ahead.length === 0) return { kind: 'on-deck', heat: next, minutes: minutesUntil(day, next.estimatedStart) };
  // On deck once the heat just before theirs starts.
  return { kind: 'later', heat: next, heatsUntilOnDeck: ahead.length, minutes: minutesUntil(day, ahead[ahead.length - 1].estimatedStart) };
}
