import { describe, expect, it } from 'vitest';
import { calendarFileText } from './calendar-file';
import type { CalendarEntry } from './calendar-heats';

const START = Date.UTC(2026, 10, 28, 14, 2, 30);
const entries: CalendarEntry[] = [
  { uid: 'cy-dunn-di-ek.latin-bronze.r1@demo-dancesport', title: 'Heat 2: Latin Bronze Final', start: START, durationMs: 90_000, description: 'Cy Dunn & Di Ek, No. 112. Heat 2.', location: 'Floor B, Campus Gym' },
  { uid: 'cy-dunn-di-ek.standard-bronze.r1@demo-dancesport', title: 'Heat 9: Standard Bronze Final; part 1', start: START + 3_600_000, durationMs: 300_000, description: 'Line one\nline two \\ end' },
];

/** Each VEVENT's properties, after unfolding, by name. */
function vevents(text: string): Record<string, string>[] {
  return text.replace(/\r\n /g, '').split('BEGIN:VEVENT').slice(1).map((block) => Object.fromEntries(
    block.split('\r\n').filter((line) => /^[A-Z-]+:/.test(line)).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  ));
}

describe('the calendar file (RFC 5545)', () => {
  it('writes one event per heat with its uid, title, UTC start and end, and place, in CRLF lines', () => {
    const text = calendarFileText(entries, 'Demo DanceSport: Cy Dunn & Di Ek', START - 600_000);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const [first, second] = vevents(text);
    expect(first).toMatchObject({
      UID: entries[0].uid, SUMMARY: 'Heat 2: Latin Bronze Final', DTSTART: '20261128T140230Z', DTEND: '20261128T140400Z',
      DTSTAMP: '20261128T135230Z', LOCATION: 'Floor B\\, Campus Gym', DESCRIPTION: 'Cy Dunn & Di Ek\\, No. 112. Heat 2.',
    });
    expect(second).toMatchObject({ DTSTART: '20261128T150230Z', SUMMARY: 'Heat 9: Standard Bronze Final\\; part 1', DESCRIPTION: 'Line one\\nline two \\\\ end' });
    expect(second.LOCATION).toBeUndefined();
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = { ...entries[0], description: `Zoë Ångström & Renée Øster${' é'.repeat(60)}` };
    const text = calendarFileText([long], 'x', START);
    const lines = text.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(vevents(text)[0].DESCRIPTION).toBe(long.description);
  });

  it('gives a later download a higher SEQUENCE under the same uids', () => {
    const early = vevents(calendarFileText(entries, 'x', START - 600_000));
    const late = vevents(calendarFileText([{ ...entries[0], start: START + 780_000 }], 'x', START));
    expect(late[0].UID).toBe(early[0].UID);
    expect(Number(late[0].SEQUENCE)).toBeGreaterThan(Number(early[0].SEQUENCE));
    expect(late[0].DTSTART).toBe('20261128T141530Z');
  });
});
