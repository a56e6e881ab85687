import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange } from './format-date';

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
