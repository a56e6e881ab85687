// The running order's settings: defaults from common practice, and the checks an organiser's edit must pass.
import type { ScheduleSettings, Style } from '../model';
import { RunningOrderError } from './errors';

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

const isWhole = (value: number) => Number.isInteger(value);

function problemsOf(settings: ScheduleSettings): string[] {
  const problems: string[] = [];
  if (!isWhole(settings.floorCapacity) || settings.floorCapacity < 1) problems.push('The floor capacity must be a whole number of couples, at least 1.');
  for (const [style, capacity] of Object.entries(settings.capacityByStyle ?? {})) {
    if (capacity !== undefined && (!isWhole(capacity) || capacity < 1)) problems.push(`The ${style} floor capacity must be a whole number of couples, at least 1.`);
  }
  if (!isWhole(settings.minHeatsApart) || settings.minHeatsApart < 0) problems.push('Heats apart must be a whole number, 0 or more.');
  if (!(settings.danceSeconds > 0)) problems.push('A dance must last more than 0 seconds.');
  if (!(settings.gapBetweenDancesSeconds >= 0)) problems.push('The gap between dances cannot be negative.');
  if (!(settings.gapBetweenHeatsSeconds >= 0)) problems.push('The gap between heats cannot be negative.');
  if (settings.firstHeatStart !== undefined && !Number.isFinite(settings.firstHeatStart)) problems.push('The first heat needs a start time.');
  return problems;
}

/** Throws RunningOrderError('invalid-settings') naming every problem; returns the settings when sound. */
export function validateScheduleSettings(settings: ScheduleSettings): ScheduleSettings {
  const problems = problemsOf(settings);
  if (problems.length > 0) throw new RunningOrderError('invalid-settings', problems.join(' '));
  return settings;
}

/** The record as stored: optional fields left out rather than undefined (the database refuses undefined). */
export function storedScheduleSettings(settings: ScheduleSettings): ScheduleSettings {
  const out: ScheduleSettings = {
    floorCapacity: settings.floorCapacity,
    minHeatsApart: settings.minHeatsApart,
    danceSeconds: settings.danceSeconds,
    gapBetweenDancesSeconds: settings.gapBetweenDancesSeconds,
    gapBetweenHeatsSeconds: settings.gapBetweenHeatsSeconds,
  };
  const byStyle = Object.fromEntries(Object.entries(settings.capacityByStyle ?? {}).filter(([, capacity]) => capacity !== undefined));
  if (Object.keys(byStyle).length > 0) out.capacityByStyle = byStyle;
  if (settings.firstHeatStart !== undefined) out.firstHeatStart = settings.firstHeatStart;
  return out;
}
