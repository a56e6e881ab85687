import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import type { CompetitionEvent, Entry } from '../../../domain/model';
import { publicSummaries } from '../../../domain/summaries';
import { competitorFromSummaries, competitorMatches, competitorRows } from './competitor-index';

const entry = (leadName: string, followName: string, affiliation: string, leadNumber?: number): Entry =>
  makeEntry({ leadName, followName, affiliation, registeredTime: 1, leadNumber });
const event = (eventName: string, ...entries: Entry[]): CompetitionEvent => ({
  eventName, style: 'Latin', eventLevel: 'Bronze', dances: {}, entries: Object.fromEntries(entries.map((e) => [e.entryId, e])),
});

const events = {
  'Latin Bronze': event('Latin Bronze', entry('Ana Lima', 'Ben Okafor', 'Cornell DanceSport', 112)),
  'Latin Silver': event('Latin Silver', entry('ana  LIMA', 'Cy Dunn', 'Cornell DanceSport', 40)),
  'Standard Bronze': event('Standard Bronze', entry('Ben Okafor', 'Di Ek', 'Yale Ballroom Dance Team')),
};

const summaries = publicSummaries(events);

describe('competitors from the summaries', () => {
  it('lists each dancer once, across roles, partners and spellings, A to Z', () => {
    const rows = competitorRows(summaries.competitorList);
    expect(rows.map((c) => c.name)).toEqual(['Ana Lima', 'Ben Okafor', 'Cy Dunn', 'Di Ek']);
    expect(rows[0]).toEqual({ id: 'ana lima', name: 'Ana Lima', numbers: '40, 112', teams: 'Cornell DanceSport', entries: 2 });
    expect(rows[1]).toMatchObject({ numbers: '112', teams: 'Cornell DanceSport, Yale Ballroom Dance Team', entries: 2 });
  });

  it("gathers one dancer's entries from their own records", () => {
    const ana = competitorFromSummaries('ana lima', summaries.competitorEntries['ana lima']);
    if (!ana) throw new Error('Ana Lima has entries');
    expect(ana.name).toBe('Ana Lima');
    expect(ana.id).toBe('ana lima');
    expect(ana.numbers).toEqual([40, 112]);
    expect(ana.entries.map((e) => [e.eventName, e.role, e.partnerName])).toEqual([
      ['Latin Bronze', 'Lead', 'Ben Okafor'],
      ['Latin Silver', 'Lead', 'Cy Dunn'],
    ]);
    const ben = competitorFromSummaries('ben okafor', summaries.competitorEntries['ben okafor']);
    if (!ben) throw new Error('Ben Okafor has entries');
    expect(ben.entries.map((e) => [e.eventName, e.role])).toEqual([['Latin Bronze', 'Follow'], ['Standard Bronze', 'Lead']]);
    expect(ben.affiliations).toEqual(['Cornell DanceSport', 'Yale Ballroom Dance Team']);
  });
});

describe('competitorMatches', () => {
  it('matches part of the name or a team, and the start of a back number', () => {
    const [ana] = competitorRows(summaries.competitorList);
    expect(competitorMatches(ana, 'LIM')).toBe(true);
    expect(competitorMatches(ana, 'cornell')).toBe(true);
    expect(competitorMatches(ana, '#11')).toBe(true);
    expect(competitorMatches(ana, '4')).toBe(true);
    expect(competitorMatches(ana, '12')).toBe(false);
    expect(competitorMatches(ana, 'yale')).toBe(false);
    expect(competitorFromSummaries('nobody', summaries.competitorEntries.nobody)).toBeUndefined();
  });
});
