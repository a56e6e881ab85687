import { RoundState, type CompetitionEvent, type RoundEntry } from '../model';
import { makeEntry } from '../entries';
import { competitorExistsInEvent } from './competitor-exists';

const floor = (...couples: [string, string][]): Record<string, RoundEntry> =>
  Object.fromEntries(couples.map(([leadName, followName], i) => [`e${i}`, { leadName, followName, affiliation: 'TBA' }]));

const event = (round1?: Record<string, RoundEntry>, final?: Record<string, RoundEntry>): CompetitionEvent => ({
  eventName: 'Silver Rumba', style: 'Latin', eventLevel: 'Silver', dances: { Rumba: 0 },
  entries: Object.fromEntries([['Ann Lee', 'Bo Park'], ['Cy Ong', 'Di Ray']].map(([l, f]) => {
    const e = makeEntry({ leadName: l, followName: f, affiliation: 'TBA', registeredTime: 0 });
    return [e.entryId, e];
  })),
  rounds: {
    1: { roundId: 'Silver Rumba-R1', roundName: 'Semi-Final', roundNumber: 1, eventName: 'Silver Rumba', scheduleIndex: 1, recallSize: 7, roundState: RoundState.Posted, ...(round1 ? { entries: round1 } : {}) },
    2: { roundId: 'Silver Rumba-R2', roundName: 'Final', roundNumber: 2, eventName: 'Silver Rumba', scheduleIndex: 2, recallSize: 7, roundState: RoundState.Initialized, ...(final ? { entries: final } : {}) },
  },
});

describe('competitorExistsInEvent', () => {
  it('finds a lead or a follow in the field, comparing trimmed case-folded names', () => {
    const e = event(floor(['Ann Lee', 'Bo Park'], ['Eve Moss', 'Fay Wu']), floor(['Ann Lee', 'Bo Park']));
    expect(competitorExistsInEvent(e, ' ann  LEE')).toBe(true);
    expect(competitorExistsInEvent(e, 'Fay Wu')).toBe(true);
    expect(competitorExistsInEvent(e, 'Gil Roy')).toBe(false);
    expect(competitorExistsInEvent(e, '  ')).toBe(false);
  });

  it('counts a couple knocked out before the final as in the event', () => {
    const e = event(floor(['Ann Lee', 'Bo Park'], ['Eve Moss', 'Fay Wu']), floor(['Ann Lee', 'Bo Park']));
    expect(competitorExistsInEvent(e, 'Eve Moss')).toBe(true);
  });

  it('uses the entries until the first round is filled, and without rounds', () => {
    expect(competitorExistsInEvent(event(), 'Di Ray')).toBe(true);
    const { rounds: _rounds, ...noRounds } = event();
    expect(competitorExistsInEvent(noRounds, 'Cy Ong')).toBe(true);
    expect(competitorExistsInEvent(noRounds, 'Eve Moss')).toBe(false);
  });
});
