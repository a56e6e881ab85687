import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFILIATIONS } from '../constants';
import { matchAffiliation } from './affiliation-matches';

describe('matchAffiliation', () => {
  it('takes the list spelling of a team typed in any case or punctuation', () => {
    expect(matchAffiliation('cornell dancesport', AFFILIATIONS)).toEqual({ kind: 'exact', team: 'Cornell DanceSport' });
    expect(matchAffiliation('  CMU   ballroom ', AFFILIATIONS)).toEqual({ kind: 'exact', team: 'CMU Ballroom' });
  });

  it('takes the one team a prefix or a near spelling can only mean', () => {
    expect(matchAffiliation('Cornell', AFFILIATIONS)).toEqual({ kind: 'single', team: 'Cornell DanceSport' });
    expect(matchAffiliation('cornel dancesport', AFFILIATIONS)).toEqual({ kind: 'single', team: 'Cornell DanceSport' });
    expect(matchAffiliation('Dartmoth', AFFILIATIONS)).toEqual({ kind: 'single', team: 'Dartmouth Ballroom Dance Team' });
  });

  it('offers the teams to choose from when what was typed fits several', () => {
    const match = matchAffiliation('Boston', AFFILIATIONS);
    expect(match).toEqual({ kind: 'several', teams: ['Boston College DanceSport', 'Boston University Ballroom Dance Team', 'UMass Boston Ballroom Dance Club'] });
  });

  it('finds nothing for a team that is not on the list, and nothing for blank input', () => {
    expect(matchAffiliation('Hogwarts', AFFILIATIONS)).toEqual({ kind: 'none' });
    expect(matchAffiliation('   ', AFFILIATIONS)).toEqual({ kind: 'none' });
  });

  it('only ever answers with teams from the list, and every team finds itself', () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (typed) => {
      const match = matchAffiliation(typed, AFFILIATIONS);
      const teams = match.kind === 'several' ? match.teams : match.kind === 'none' ? [] : [match.team];
      return teams.every((team) => AFFILIATIONS.includes(team));
    }));
    for (const team of AFFILIATIONS) expect(matchAffiliation(team.toUpperCase(), AFFILIATIONS)).toEqual({ kind: 'exact', team });
  });
});
