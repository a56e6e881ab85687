// The .ics text (RFC 5545) of calendar entries: one VEVENT each, times in UTC, text escaped and lines folded
// at 75 octets with CRLF, as calendars expect. Written here rather than with a package: it is this small.
import type { CalendarEntry } from './calendar-heats';

const MINUTE = 60_000;

/** 20261128T140230Z */
function utcStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const octets = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Lines longer than 75 octets continue on the next line after a space, never inside a character (§3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char);
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (size + width > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The calendar file. SEQUENCE is the download's minute: a later download is a newer version of the same events
 * (same uids), which is how a calendar knows to move them rather than add copies.
 */
export function calendarFileText(entries: readonly CalendarEntry[], calendarName: string, now: number): string {
  const sequence = Math.floor(now / MINUTE);
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ballroom-comp//heats//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    ...entries.flatMap((entry) => [
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `SEQUENCE:${sequence}`,
      `DTSTART:${utcStamp(entry.start)}`,
      `DTEND:${utcStamp(entry.start + entry.durationMs)}`,
      `SUMMARY:${escapeText(entry.title)}`,
      `DESCRIPTION:${escapeText(entry.description)}`,
      ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
