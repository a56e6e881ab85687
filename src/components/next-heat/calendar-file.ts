// The .ics text of a couple's heats, written by the `ics` package. Loaded only when the dancer presses the
// button (a dynamic import), so pages do not carry the calendar writer.
import { createEvents, type EventAttributes } from 'ics';
import type { CalendarEntry } from '../../domain/running-order';

const MINUTE = 60_000;

/**
 * One VEVENT per entry, times in UTC. SEQUENCE is the download's minute: a later download is a newer version
 * of the same events (same uids), which is how a calendar knows to move them rather than add copies.
 */
export function calendarFileText(entries: readonly CalendarEntry[], calendarName: string, now: number): string {
  const sequence = Math.floor(now / MINUTE);
  const events: EventAttributes[] = entries.map((entry) => ({
    uid: entry.uid,
    title: entry.title,
    description: entry.description,
    ...(entry.location ? { location: entry.location } : {}),
    start: entry.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(1, Math.round(entry.durationMs / MINUTE)) },
    sequence,
    timestamp: now,
  }));
  const { error, value } = createEvents(events, { productId: 'ballroom-comp', calName: calendarName, method: 'PUBLISH' });
  if (error || value === undefined) throw new Error(`The calendar file could not be written: ${error?.message ?? 'no output'}.`);
  return value;
}
