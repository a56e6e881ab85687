import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../domain/running-order';
import { calendarFileText } from './calendar-file';

const START = Date.UTC(2026, 10, 28, 14, 2, 30);
const entries: CalendarEntry[] = [
  { uid: 'cy-dunn-di-ek.latin-bronze.r1@demo-dancesport', title: 'Heat 2: Latin Bronze Final', start: START, durationMs: 90_000, description: 'Cy Dunn & Di Ek, No. 112. Heat 2.', location: 'Floor B, Campus Gym' },
  { uid: 'cy-dunn-di-ek.standard-bronze.r1@demo-dancesport', title: 'Heat 9: Standard Bronze Final', start: START + 3_600_000, durationMs: 300_000, description: 'Cy Dunn & Di Ek.' },
];

/** The unfolded lines of one VEVENT, by property name. */
function vevents(text: string): Record<string, string>[] {
  return text.replace(/\r\n[ \t]/g, '').split('BEGIN:VEVENT').slice(1).map((block) => Object.fromEntries(
    block.split(/\r\n/).filter((line) => /^[A-Z-]+[;:]/.test(line)).map((line) => {
      const name = /^[A-Z-]+/.exec(line)![0];
      return [name, line.slice(line.indexOf(':') + 1)];
    }),
  ));
}

describe('the calendar file', () => {
  it('writes one event per heat with its uid, title, UTC start, length and place', () => {
    const text = calendarFileText(entries, 'Demo DanceSport: Cy Dunn & Di Ek', START - 600_000);
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const [first, second] = vevents(text);
    expect(first).toMatchObject({ UID: entries[0].uid, SUMMARY: 'Heat 2: Latin Bronze Final', DTSTART: '20261128T140230Z', LOCATION: 'Floor B\\, Campus Gym' });
    expect(first.DURATION).toMatch(/^PT(1M|0H1M0S|1M0S)$/);
    expect(second).toMatchObject({ UID: entries[1].uid, DTSTART: '20261128T150230Z' });
    expect(second.LOCATION).toBeUndefined();
  });

  it('gives a later download a higher SEQUENCE under the same uids', () => {
    const early = vevents(calendarFileText(entries, 'x', START - 600_000));
    const late = vevents(calendarFileText([{ ...entries[0], start: START + 780_000 }], 'x', START));
    expect(late[0].UID).toBe(early[0].UID);
    expect(Number(late[0].SEQUENCE)).toBeGreaterThan(Number(early[0].SEQUENCE));
    expect(late[0].DTSTART).toBe('20261128T141530Z');
  });
});
