import { describe, expect, it } from 'vitest';
import { teamEntries, teamPlaces } from './team-placings';

const summary = (leadName: string, followName: string, affiliation: string, leadNumber?: number) => ({
  leadName, followName, leadId: leadName.toLowerCase(), followId: followName.toLowerCase(), affiliation, ...(leadNumber ? { leadNumber } : {}),
});

describe('a team\'s page', () => {
  const lists = {
    'Bronze Latin': { 'cy~dee': summary('Cy', 'Dee', 'Cornell DanceSport', 12), 'ana~ben': summary('Ana', 'Ben', 'MIT Ballroom') },
    'Gold Latin': { 'ana~ben': summary('Ana', 'Ben', 'MIT Ballroom') },
    'Bronze Standard': { 'eve~fay': summary('Eve', 'Fay', 'Cornell DanceSport'), 'cy~dee': summary('Cy', 'Dee', 'Cornell DanceSport', 12) },
  };

  it('lists the team\'s couples by event, in the order given, whatever the URL\'s case and spacing', () => {
    const found = teamEntries(lists, ['Bronze Standard', 'Bronze Latin', 'Gold Latin'], '  cornell  dancesport');
    expect(found.name).toBe('Cornell DanceSport');
    expect(found.events.map((e) => [e.eventName, e.couples.map((c) => c.entryId)])).toEqual([
      ['Bronze Standard', ['cy~dee', 'eve~fay']],
      ['Bronze Latin', ['cy~dee']],
    ]);
  });

  it('says no team when no entry names it', () => {
    expect(teamEntries(lists, ['Bronze Latin'], 'Zumba Club')).toEqual({ name: null, events: [] });
  });

  it('picks the team\'s rows of an event\'s final places', () => {
    const results = { places: [
      { entryId: 'ana~ben', leadName: 'Ana', followName: 'Ben', affiliation: 'MIT Ballroom', place: 1 },
      { entryId: 'cy~dee', leadName: 'Cy', followName: 'Dee', affiliation: 'Cornell DanceSport', place: 2 },
    ] };
    expect(teamPlaces(results, 'cornell dancesport').map((r) => [r.entryId, r.place])).toEqual([['cy~dee', 2]]);
    expect(teamPlaces(undefined, 'Cornell DanceSport')).toEqual([]);
  });
});
