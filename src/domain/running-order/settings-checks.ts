// The checks an organiser's edit of the running order's settings must pass, and the settings as stored.
import type { FloorId, ScheduleSettings } from '../model';
import { RunningOrderError } from './errors';
import { FLOOR_ORDER, floorIdsOf } from './settings';

const isWhole = (value: number) => Number.isInteger(value);

function floorProblems(settings: ScheduleSettings): string[] {
  const problems: string[] = [];
  const floors = settings.floors;
  if (floors !== undefined) {
    const keys = Object.keys(floors);
    if (keys.some((key) => !FLOOR_ORDER.includes(key as FloorId))) problems.push('Floors are named A, B, C and D: at most four.');
    if (keys.length > 0 && floors.A === undefined) problems.push('Floor A must be one of the floors.');
    for (const [id, floor] of Object.entries(floors)) {
      const name = floor?.name.trim() ?? '';
      if (name.length === 0 || name.length > 40) problems.push(`Floor ${id} needs a name of 1 to 40 characters.`);
    }
  }
  const change = settings.floorChangeMinutes;
  if (change !== undefined && !(change >= 0 && change <= 120)) problems.push('The change time between floors must be 0 to 120 minutes.');
  return problems;
}

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
  return [...problems, ...floorProblems(settings)];
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
  const floors = Object.fromEntries(floorIdsOf(settings).flatMap((id) => (settings.floors?.[id] ? [[id, { name: settings.floors[id].name.trim() }]] : [])));
  if (Object.keys(floors).length > 0) out.floors = floors;
  if (settings.floorChangeMinutes !== undefined) out.floorChangeMinutes = settings.floorChangeMinutes;
  return out;
}
