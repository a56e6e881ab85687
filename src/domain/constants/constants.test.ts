import fc from 'fast-check';
import { LEVELS, STYLES } from '../model';
import { AFFILIATIONS, AFFILIATION_OTHER, AFFILIATION_TBA, COLLEGIATE_TEAMS, isKnownAffiliation } from './affiliations';
import { DANCES_BY_STYLE, UnknownDanceError, danceOrderMap, isDanceOfStyle, orderedDances } from './dances';
import { LEVEL_SORT_ORDER, OPEN_LEVELS, SYLLABUS_LEVELS, compareLevels, levelGroup, levelRank } from './levels';
import { PLACEHOLDER_ENTRY, isPlaceholderEntryId } from './placeholder';
import {
  MAX_FINAL_WITHOUT_PRELIMINARIES, RECALL_SIZES, normalizeRecallSize, plannedCapacity, recallSizeForDistance,
} from './recall-sizes';

describe('levels', () => {
  it('groups levels as the spec lists them', () => {
    expect(OPEN_LEVELS).toEqual(['Novice', 'Prechamp', 'Championship', 'Open', 'Amateur']);
    expect(SYLLABUS_LEVELS).toEqual(['Newcomer', 'Bronze', 'Silver', 'Gold', 'Syllabus']);
    expect(levelGroup('Gold')).toBe('Syllabus');
    expect(levelGroup('Prechamp')).toBe('Open');
    expect(levelGroup('Beginner')).toBe('Other');
    expect(levelGroup('Advanced')).toBe('Other');
  });

  it('sorts in the spec order with Champ read as Championship, then Open and Amateur', () => {
    expect(LEVEL_SORT_ORDER.slice(0, 10)).toEqual([
      'Beginner', 'Newcomer', 'Bronze', 'Silver', 'Gold', 'Syllabus', 'Advanced', 'Novice', 'Prechamp', 'Championship',
    ]);
    expect([...LEVEL_SORT_ORDER].sort()).toEqual([...LEVELS].sort());
    const shuffled = ['Championship', 'Amateur', 'Bronze', 'Open', 'Newcomer'];
    expect(shuffled.sort(compareLevels)).toEqual(['Newcomer', 'Bronze', 'Championship', 'Open', 'Amateur']);
  });

  it('sorts an unknown level after every known one', () => {
    expect(levelRank('Pro-Am')).toBeGreaterThan(levelRank('Amateur'));
  });
});

describe('dances', () => {
  it('lists each style with its dances', () => {
    expect(Object.keys(DANCES_BY_STYLE).sort()).toEqual([...STYLES].sort());
    expect(DANCES_BY_STYLE.Smooth).toEqual(['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz']);
    expect(DANCES_BY_STYLE.Nightclub).toHaveLength(6);
    expect(isDanceOfStyle('Rhythm', 'Bolero')).toBe(true);
    expect(isDanceOfStyle('Latin', 'Bolero')).toBe(false);
  });

  it('orders an event’s dances by the style’s program order', () => {
    expect(danceOrderMap('Standard', ['Quickstep', 'Waltz'])).toEqual({ Waltz: 0, Quickstep: 1 });
    expect(orderedDances({ Quickstep: 1, Waltz: 0 })).toEqual(['Waltz', 'Quickstep']);
    expect(orderedDances(undefined)).toEqual([]);
  });

  it('refuses a dance that is not of the style, naming the ones that are', () => {
    expect(() => danceOrderMap('Smooth', ['Quickstep'])).toThrow(UnknownDanceError);
    expect(() => danceOrderMap('Smooth', ['Quickstep'])).toThrow(/Waltz, Tango, Foxtrot, Viennese Waltz/);
  });
});

describe('recall sizes', () => {
  it('reads the spec table by distance to the final', () => {
    expect(RECALL_SIZES).toEqual([7, 14, 28, 38, 60, 80]);
    expect([1, 2, 3, 4, 5, 6].map(recallSizeForDistance)).toEqual([7, 14, 28, 38, 60, 80]);
    expect(recallSizeForDistance(0)).toBe(7);
  });

  it('doubles past the table so a round always recalls fewer than the round before it holds', () => {
    expect(recallSizeForDistance(7)).toBe(160);
    expect(plannedCapacity(7)).toBe(320);
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), (d) => recallSizeForDistance(d) < plannedCapacity(d)));
  });

  it('refuses a negative or fractional distance', () => {
    expect(() => recallSizeForDistance(-1)).toThrow(RangeError);
    expect(() => recallSizeForDistance(1.5)).toThrow(/whole number/);
  });

  it('raises a recall size of 0 (or below, or not a number) to 1', () => {
    expect(normalizeRecallSize(0)).toBe(1);
    expect(normalizeRecallSize(-3)).toBe(1);
    expect(normalizeRecallSize(Number.NaN)).toBe(1);
    expect(normalizeRecallSize(6.7)).toBe(6);
    expect(normalizeRecallSize(14)).toBe(14);
    expect(MAX_FINAL_WITHOUT_PRELIMINARIES).toBe(8);
  });
});

describe('placeholder entry', () => {
  it('is Adhoc, dummy names, Other, number 999', () => {
    expect(PLACEHOLDER_ENTRY).toMatchObject({ entryId: 'Adhoc', leadName: 'dummy', followName: 'dummy', affiliation: 'Other', leadNumber: 999 });
    expect(isPlaceholderEntryId('Adhoc')).toBe(true);
    expect(isPlaceholderEntryId('adhoc')).toBe(false);
    expect(Object.isFrozen(PLACEHOLDER_ENTRY)).toBe(true);
  });
});

describe('affiliations', () => {
  it('offers about 90 distinct teams between TBA and Other', () => {
    expect(COLLEGIATE_TEAMS.length).toBeGreaterThanOrEqual(85);
    expect(COLLEGIATE_TEAMS.length).toBeLessThanOrEqual(100);
    expect(new Set(COLLEGIATE_TEAMS).size).toBe(COLLEGIATE_TEAMS.length);
    expect(AFFILIATIONS[0]).toBe(AFFILIATION_TBA);
    expect(AFFILIATIONS[AFFILIATIONS.length - 1]).toBe(AFFILIATION_OTHER);
    for (const team of ['MIT Ballroom Dance Team', 'Harvard Ballroom', 'Cornell DanceSport', 'CMU Ballroom', 'UPenn Ballroom']) {
      expect(isKnownAffiliation(team)).toBe(true);
    }
    expect(isKnownAffiliation('Hogwarts Ballroom')).toBe(false);
  });
});
