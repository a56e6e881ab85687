import fc from 'fast-check';
import { ordinal, roundId, roundName, roundNames } from './round-naming';

describe('round naming', () => {
  it('builds ids as <event>-R<n>', () => {
    expect(roundId('Bronze Waltz', 2)).toBe('Bronze Waltz-R2');
  });

  it('names count back from the final, then forward from the first round', () => {
    expect(roundNames(1)).toEqual(['Final']);
    expect(roundNames(3)).toEqual(['Quarter-Final', 'Semi-Final', 'Final']);
    expect(roundNames(6)).toEqual(['1st Round', '2nd Round', '3rd Round', 'Quarter-Final', 'Semi-Final', 'Final']);
    expect(roundName(11, 14)).toBe('11th Round');
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });

  it('refuses a round outside the event', () => {
    expect(() => roundName(0, 3)).toThrow(RangeError);
    expect(() => roundName(4, 3)).toThrow(/does not exist/);
  });

  it('always ends with the Final, names are distinct, and only the last is the Final (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), (total) => {
      const names = roundNames(total);
      expect(names[total - 1]).toBe('Final');
      expect(new Set(names).size).toBe(total);
      expect(names.every((name) => name.endsWith('Final') || name.endsWith('Round'))).toBe(true);
      expect(names.filter((name) => name === 'Final')).toHaveLength(1);
    }));
  });
});
