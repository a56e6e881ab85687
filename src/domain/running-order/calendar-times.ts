// Whether a couple's calendar file would have any entry: one of their heats is in the day with a time. The page
// shows the download button from this alone and loads the file's writer (calendar-heats, calendar-file) on click.
import type { CalendarHeatRef } from './calendar-heats';
import type { DayModel } from './day-model';

/** True exactly when calendarEntriesOf(day, refs, …) is not empty. */
export function hasCalendarTimes(day: DayModel, refs: readonly Pick<CalendarHeatRef, 'slotKey'>[]): boolean {
  const slots = new Set(refs.map((ref) => ref.slotKey));
  return day.heats.some((heat) => slots.has(heat.slotKey) && (heat.estimatedStart ?? heat.plannedStart) !== undefined);
}
