import { makeEntry } from '../entries';
import type { CompetitionEvent } from '../model';
import { captainPageRefusal, teamCouples } from './captain-team';

const entry = (lead: string, follow: string, affiliation: string, registeredBy: string) => makeEntry({ leadName: lead, followName: follow, affiliation, registeredTime: 1, registeredBy });
const a = entry('Ann Lee', 'Bo Chan', 'Yale Ballroom Dance Team', 'cap');
const b = entry('Cy Dunn', 'Di Ek', 'yale  ballroom dance team', 'other');
const c = entry('Eve Fox', 'Gus Hay', 'Cornell DanceSport', 'cap');
const event = (name: string, ...entries: ReturnType<typeof entry>[]): CompetitionEvent => ({
  eventName: name, style: 'Latin', eventLevel: 'Bronze', dances: { Rumba: 0 }, entries: Object.fromEntries(entries.map((e) => [e.entryId, e])),
});
const events = { 'Bronze Latin': event('Bronze Latin', a, b, c), 'Silver Latin': event('Silver Latin', a) };

describe("the captain's team page", () => {
  it("lists the team's couples with their events, the team matched however it is typed", () => {
    expect(teamCouples(events, 'YALE Ballroom Dance Team').map((row) => [row.entry.leadName, row.eventNames])).toEqual([
      ['Ann Lee', ['Bronze Latin', 'Silver Latin']],
      ['Cy Dunn', ['Bronze Latin']],
    ]);
  });

  it('opens for an organiser, and for a captain who registered one of the team’s couples, and says why not otherwise', () => {
    expect(captainPageRefusal(events, 'Cornell DanceSport', { uid: 'org', teamCaptain: false, organiser: true })).toBeNull();
    expect(captainPageRefusal(events, 'Yale Ballroom Dance Team', { uid: 'cap', teamCaptain: true, organiser: false })).toBeNull();
    expect(captainPageRefusal(events, 'Yale Ballroom Dance Team', { uid: 'other', teamCaptain: false, organiser: false })).toMatch(/^This page is for the team’s captain and the organisers/);
    expect(captainPageRefusal(events, 'Harvard Ballroom', { uid: 'cap', teamCaptain: true, organiser: false })).toBe('You have not registered any couple for Harvard Ballroom, so its captain’s page is not yours to open.');
  });
});
