import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatDayRange } from './format-date';

describe('formatDay / formatDayRange', () => {
  it('writes a stored calendar day in full, the same day in every time zone', () => {
    expect(formatDay('2026-12-05')).toBe('Saturday, December 5, 2026');
  });

  it('keeps text that is not a day as it is', () => {
    expect(formatDay('TBA')).toBe('TBA');
  });

  it('writes one day once and two days as a range', () => {
    expect(formatDayRange('2026-12-05', '2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(formatDayRange('2026-12-05', '2026-12-06')).toBe('Saturday, December 5 – Sunday, December 6, 2026');
    expect(formatDayRange('2026-12-31', '2027-01-01')).toBe('Thursday, December 31, 2026 – Friday, January 1, 2027');
    expect(formatDayRange(undefined, undefined)).toBe('');
  });
});

describe('formatClock', () => {
  it('writes every minute of a day as en-US Intl does (with a plain space before AM/PM), in the local time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    const midnight = new Date(2026, 11, 5).getTime();
    for (let minute = 0; minute < 24 * 60; minute++) {
      const at = midnight + minute * 60_000;
      expect(formatClock(at)).toBe(intl.format(at).replace(/\s/g, ' '));
    }
    expect(formatClock(new Date(2026, 11, 5, 0, 5).getTime())).toBe('12:05 AM');
    expect(formatClock(new Date(2026, 11, 5, 12, 30).getTime())).toBe('12:30 PM');
    expect(formatClock(new Date(2026, 11, 5, 21, 7).getTime())).toBe('9:07 PM');
  });
});
