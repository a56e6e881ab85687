// The calendar file's writer, loaded when the dancer asks for the file (calendar-download-button.tsx): the
// entries with the current estimates, the .ics text, and the browser's download.
import { calendarEntriesOf, calendarFileText, type CalendarHeatRef, type CalendarOptions, type DayModel } from '../../domain/running-order';
import { downloadFile } from '../download-file';

/** Writes the heats' .ics file and hands it to the browser; `title` names the calendar. */
export function downloadCalendar(fileName: string, title: string, day: DayModel, heats: readonly CalendarHeatRef[], options: CalendarOptions): void {
  downloadFile(fileName, calendarFileText(calendarEntriesOf(day, heats, options), title, Date.now()), 'text/calendar');
}
