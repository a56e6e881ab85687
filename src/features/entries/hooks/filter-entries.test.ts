import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { CompetitionEvent, Entry } from '../../../domain/model';
import { entryMatches, filterEventEntries } from './filter-entries';

const entry = (leadName: string, followName: string, affiliation: string, leadNumber?: number): Entry =>
  makeEntry({ leadName, followName, affiliation, registeredTime: 1, leadNumber });

const keyed = (...entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.entryId, e]));

const events: Record<string, CompetitionEvent> = {
  'Standard Gold': { eventName: 'Standard Gold', style: 'Standard', eventLevel: 'Gold', dances: {}, entries: keyed(entry('Ana Lima', 'Ben Ok', 'MIT Ballroom Dance Team', 112)) },
  'Latin Bronze': {
    eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: {},
    entries: keyed(entry('Cy Dunn', 'Di Ek', 'Yale Ballroom Dance Team', 7), entry('Ana Lima', 'Fay Go', 'MIT Ballroom Dance Team')),
  },
  'Standard Bronze': { eventName: 'Standard Bronze', style: 'Standard', eventLevel: 'Bronze', dances: {} },
};

describe('entryMatches', () => {
  it('finds part of either name or the affiliation, ignoring case and spacing, and the start of a back number', () => {
    const e = entry('Ana Lima', 'Ben Okafor', 'Cornell DanceSport', 112);
    expect(entryMatches(e, '  ana  ')).toBe(true);
    expect(entryMatches(e, 'OKAF')).toBe(true);
    expect(entryMatches(e, 'cornell')).toBe(true);
    expect(entryMatches(e, '11')).toBe(true);
    expect(entryMatches(e, '#112')).toBe(true);
    expect(entryMatches(e, '12')).toBe(false);
    expect(entryMatches(e, 'yale')).toBe(false);
  });
});

describe('filterEventEntries', () => {
  it('lists events by style then level, entries by back number with unnumbered couples last', () => {
    const groups = filterEventEntries(events, { query: '', style: '', level: '' });
    expect(groups.map((g) => g.event.eventName)).toEqual(['Standard Bronze', 'Standard Gold', 'Latin Bronze']);
    expect(groups[2].entries.map((e) => e.leadNumber ?? null)).toEqual([7, null]);
  });

  it('keeps only the events of the chosen style and level', () => {
    expect(filterEventEntries(events, { query: '', style: 'Standard', level: '' }).map((g) => g.event.eventName))
      .toEqual(['Standard Bronze', 'Standard Gold']);
    expect(filterEventEntries(events, { query: '', style: '', level: 'Bronze' }).map((g) => g.event.eventName))
      .toEqual(['Standard Bronze', 'Latin Bronze']);
  });

  it('with a query, keeps only the matching entries and the events that have one', () => {
    const groups = filterEventEntries(events, { query: 'ana', style: '', level: '' });
    expect(groups.map((g) => [g.event.eventName, g.entries.map((e) => e.followName)])).toEqual([
      ['Standard Gold', ['Ben Ok']],
      ['Latin Bronze', ['Fay Go']],
    ]);
  });
});
