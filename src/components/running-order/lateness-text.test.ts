import { describe, expect, it } from 'vitest';
import { latenessText, paceText } from './lateness-text';

describe('the pace of the day in words', () => {
  it('says late, early or on time, and nothing without times', () => {
    expect(latenessText(13)).toBe('Running 13 min late');
    expect(latenessText(-4)).toBe('Running 4 min early');
    expect(latenessText(0)).toBe('On time');
    expect(latenessText(null)).toBeNull();
  });

  it('gives each floor its own pace on a day of several floors, and the day\'s with one (issue 30)', () => {
    const floors = [{ name: 'Main', latenessMinutes: 5 }, { name: 'Side', latenessMinutes: 0 }, { name: 'Annex', latenessMinutes: null }];
    expect(paceText(5, floors)).toBe('Main: running 5 min late; Side: on time');
    expect(paceText(5, [floors[0]])).toBe('Running 5 min late');
    expect(paceText(null, [{ name: 'Main', latenessMinutes: null }, { name: 'Side', latenessMinutes: null }])).toBeNull();
  });
});
