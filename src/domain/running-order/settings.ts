// The running order's settings: defaults from common practice, and what every reader of the day needs of them
// (floors, capacities). The checks an organiser's edit must pass are in settings-checks.ts: no spectator page loads them.
import type { FloorId, ScheduleSettings, Style } from '../model';

/** 1 min 30 s a dance, 30 s between dances, 1 min between heats; 14 couples suits a Standard floor. */
export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = {
  floorCapacity: 14,
  minHeatsApart: 1,
  danceSeconds: 90,
  gapBetweenDancesSeconds: 30,
  gapBetweenHeatsSeconds: 60,
};

/** The stored settings with defaults for anything missing. */
export function scheduleSettingsOf(stored: Partial<ScheduleSettings> | undefined): ScheduleSettings {
  return { ...DEFAULT_SCHEDULE_SETTINGS, ...(stored ?? {}) };
}

/** Most couples in one heat of a round of this style. */
export function capacityFor(settings: ScheduleSettings, style: Style): number {
  return settings.capacityByStyle?.[style] ?? settings.floorCapacity;
}

/** Minutes a dancer needs to go from a heat on one floor to a heat on another, unless the organiser sets it. */
export const DEFAULT_FLOOR_CHANGE_MINUTES = 2;
/** The floors' ids in order; a floor is one of these. */
export const FLOOR_ORDER: readonly FloorId[] = ['A', 'B', 'C', 'D'];

/** The floors the organiser named, A first; one floor, A, when none are named. */
export function floorIdsOf(settings: ScheduleSettings): FloorId[] {
  const named = FLOOR_ORDER.filter((id) => settings.floors?.[id] !== undefined);
  return named.length > 0 ? named : ['A'];
}

/** A floor's name as the organiser wrote it, else "Floor B". */
export function floorNameOf(settings: ScheduleSettings, floor: string): string {
  return settings.floors?.[floor as FloorId]?.name ?? `Floor ${floor}`;
}

export function floorChangeMsOf(settings: ScheduleSettings): number {
  return (settings.floorChangeMinutes ?? DEFAULT_FLOOR_CHANGE_MINUTES) * 60_000;
}
