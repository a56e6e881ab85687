// /schedule and the organiser's running-order list: every heat and break of the day in order with its time.
import type { DayModel } from '../day-model';
import { heatLineOf, type HeatLine } from './heat-line';

export type ScheduleRow =
  | ({ kind: 'heat' } & HeatLine)
  | { kind: 'break'; slotKey: string; label: string; minutes: number; time?: number; plannedStart?: number };

export function viewForSchedule(day: DayModel, floor?: string): ScheduleRow[] {
  return day.slots.flatMap((slot): ScheduleRow[] => {
    if (slot.kind === 'heat') return floor === undefined || slot.floor === floor ? [{ kind: 'heat', ...heatLineOf(slot) }] : [];
    const time = slot.estimatedStart ?? slot.plannedStart;
    return [{
      kind: 'break', slotKey: slot.slotKey, label: slot.label, minutes: slot.minutes,
      ...(time !== undefined ? { time } : {}), ...(slot.plannedStart !== undefined ? { plannedStart: slot.plannedStart } : {}),
    }];
  });
}
