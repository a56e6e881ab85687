// Floors (issue 30): every heat is danced on one floor; a competition with one floor never writes the field.
import type { FloorHeatSlot, ScheduleSettings, ScheduleSlot } from '../model';
import { floorIdsOf } from './settings';

/** The floor of a heat that names none: the competition's one floor. */
export const DEFAULT_FLOOR = 'A';

export function floorOf(slot: FloorHeatSlot): string {
  return slot.floor ?? DEFAULT_FLOOR;
}

/**
 * The floors the day uses (its heats' floors, and with `settings` the floors the organiser named), default
 * floor first, then by name; a day without heats has the default floor.
 */
export function floorsOf(slots: Readonly<Record<string, ScheduleSlot>>, settings?: ScheduleSettings): string[] {
  const named = new Set(Object.values(slots).filter((slot): slot is FloorHeatSlot => slot?.kind === 'heat').map(floorOf));
  if (settings?.floors !== undefined) for (const id of floorIdsOf(settings)) named.add(id);
  named.delete(DEFAULT_FLOOR);
  return [DEFAULT_FLOOR, ...[...named].sort((a, b) => a.localeCompare(b))];
}
