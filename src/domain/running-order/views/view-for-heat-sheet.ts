// The printed heat sheet: the running order with breaks and times, each heat with its couples (number, names,
// team); per floor, or one dancer's (their heats, and the breaks, so the day reads as a day).
import { normalizeName } from '../../competitors';
import type { DayCouple, DayModel } from '../day-model';
import { heatLineOf, type HeatLine } from './heat-line';

export type HeatSheetLine =
  | ({ kind: 'heat'; couples: DayCouple[] } & HeatLine)
  | { kind: 'break'; slotKey: string; label: string; minutes: number; time?: number; plannedStart?: number };

export interface HeatSheetFilter {
  floor?: string;
  /** Only this dancer's heats (competitor id), with every break. */
  competitorId?: string;
  /** Only this team's couples and heats (an affiliation, matched as /teams/<team> matches it), with every break. */
  team?: string;
}

export function viewForHeatSheet(day: DayModel, filter: HeatSheetFilter = {}): HeatSheetLine[] {
  const lines = day.slots.flatMap((slot): HeatSheetLine[] => {
    if (slot.kind === 'break') {
      // The same time a heat shows (actual, else estimated, else planned), so the sheet reads one clock.
      const time = slot.estimatedStart ?? slot.plannedStart;
      return [{
        kind: 'break', slotKey: slot.slotKey, label: slot.label, minutes: slot.minutes,
        ...(time !== undefined ? { time } : {}), ...(slot.plannedStart !== undefined ? { plannedStart: slot.plannedStart } : {}),
      }];
    }
    if (filter.floor !== undefined && slot.floor !== filter.floor) return [];
    const id = filter.competitorId;
    const team = filter.team === undefined ? undefined : normalizeName(filter.team);
    const couples = slot.couples
      .filter((c) => id === undefined || c.leadId === id || c.followId === id)
      .filter((c) => team === undefined || normalizeName(c.affiliation) === team);
    if ((id !== undefined || team !== undefined) && couples.length === 0) return [];
    return [{ kind: 'heat', ...heatLineOf(slot), couples }];
  });
  return lines;
}
