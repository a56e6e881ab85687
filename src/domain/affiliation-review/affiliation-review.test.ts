import { editCouplePatch } from '../entries';
import { makeEntry } from '../entries';
import type { CompetitionEvent, Entry } from '../model';
import { SERVER_TIME } from '../server-time';
import { applyTreeUpdate } from '../tree-update';
import { allowedAffiliations } from './accepted-teams';
import { otherCouples } from './other-couples';
import { resolveOtherCouplePatch } from './resolve-other-couple';

const other = (lead: string, follow: string, typed?: string): Entry =>
  makeEntry({ leadName: lead, followName: follow, affiliation: 'Other', registeredTime: 1, ...(typed !== undefined ? { affiliationOther: typed } : {}) });
const indie = other('Olly Free', 'Pat Indie', 'Riverside Dance Club');
const quiet = other('Ann Lee', 'Bo Kim');
const cornell = makeEntry({ leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: 'Cornell DanceSport', registeredTime: 1 });

function ev(eventName: string, entries: Entry[], roundEntries: Entry[] = []): CompetitionEvent {
  return {
    eventName, style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 },
    entries: Object.fromEntries(entries.map((e) => [e.entryId, e])),
    ...(roundEntries.length > 0 ? { rounds: { 1: { roundId: `${eventName}-R1`, roundName: 'Final', roundNumber: 1, eventName, scheduleIndex: 0, recallSize: 6, roundState: 0, entries: Object.fromEntries(roundEntries.map((e) => [e.entryId, { leadName: e.leadName, followName: e.followName, affiliation: e.affiliation }])) } } } : {}),
  } as CompetitionEvent;
}

const events = { W: ev('W', [indie, quiet, cornell], [indie]), T: ev('T', [indie]) };

describe('couples entered as Other', () => {
  it('keeps the team the registrant typed on the entry, only with Other', () => {
    expect(indie.affiliationOther).toBe('Riverside Dance Club');
    expect(makeEntry({ leadName: 'A B', followName: 'C D', affiliation: 'Cornell DanceSport', affiliationOther: 'x', registeredTime: 1 })).not.toHaveProperty('affiliationOther');
    expect(other('A B', 'C D', '   ')).not.toHaveProperty('affiliationOther');
  });

  it('lists each couple once with what they typed and their events', () => {
    expect(otherCouples(events)).toEqual([
      { entryId: quiet.entryId, leadName: 'Ann Lee', followName: 'Bo Kim', typed: '', eventNames: ['W'] },
      { entryId: indie.entryId, leadName: 'Olly Free', followName: 'Pat Indie', typed: 'Riverside Dance Club', eventNames: ['T', 'W'] },
    ]);
  });

  it('sets an existing team on every entry and round copy in one update, clearing the typed name', () => {
    const { patch, team } = resolveOtherCouplePatch(events, {}, indie.entryId, { kind: 'existing', team: 'Harvard Ballroom' });
    expect(team).toBe('Harvard Ballroom');
    expect(patch).toEqual({
      [`events/W/entries/${indie.entryId}/affiliation`]: 'Harvard Ballroom',
      [`events/W/entries/${indie.entryId}/affiliationOther`]: null,
      [`events/W/rounds/1/entries/${indie.entryId}/affiliation`]: 'Harvard Ballroom',
      [`events/T/entries/${indie.entryId}/affiliation`]: 'Harvard Ballroom',
      [`events/T/entries/${indie.entryId}/affiliationOther`]: null,
    });
    const after = applyTreeUpdate({ events }, patch) as { events: Record<string, CompetitionEvent> };
    expect(otherCouples(after.events).map((c) => c.leadName)).toEqual(['Ann Lee']);
  });

  it('accepts the typed name as a new team, which the picker then offers', () => {
    const { patch } = resolveOtherCouplePatch(events, {}, indie.entryId, { kind: 'accept', name: ' Riverside  Dance Club ', acceptedBy: 'org' });
    expect(patch['acceptedTeams/riverside dance club']).toEqual({ name: 'Riverside Dance Club', acceptedBy: 'org', acceptedAt: SERVER_TIME });
    expect(patch[`events/T/entries/${indie.entryId}/affiliation`]).toBe('Riverside Dance Club');
    const accepted = { 'riverside dance club': { name: 'Riverside Dance Club', acceptedBy: 'org', acceptedAt: 5 } };
    expect(allowedAffiliations(accepted)).toContain('Riverside Dance Club');
    expect(allowedAffiliations(accepted).at(-1)).toBe('Other');
    // Once accepted, the next couple who typed it joins that team without a second record.
    const again = resolveOtherCouplePatch(events, accepted, quiet.entryId, { kind: 'existing', team: 'Riverside Dance Club' });
    expect(Object.keys(again.patch).some((path) => path.startsWith('acceptedTeams'))).toBe(false);
  });

  it('moves the couple record and the dancers still recorded as Other to the team, leaving a dancer with a team alone', () => {
    const records = {
      couples: { [indie.entryId]: { affiliation: 'Other' } },
      people: { [indie.leadId]: { affiliation: 'Other' }, [indie.followId]: { affiliation: 'Yale Ballroom Dance Team' } },
    };
    const { patch } = resolveOtherCouplePatch(events, {}, indie.entryId, { kind: 'existing', team: 'Harvard Ballroom' }, records);
    expect(patch[`couples/${indie.entryId}/affiliation`]).toBe('Harvard Ballroom');
    expect(patch[`people/${indie.leadId}/affiliation`]).toBe('Harvard Ballroom');
    expect(Object.keys(patch)).not.toContain(`people/${indie.followId}/affiliation`);
    // A couple with no record yet gets none written (a partial record would be refused).
    expect(Object.keys(resolveOtherCouplePatch(events, {}, quiet.entryId, { kind: 'existing', team: 'Harvard Ballroom' }, records).patch)
      .some((path) => path.startsWith('couples/') || path.startsWith('people/'))).toBe(false);
  });

  it('treats a typed name the list has, in any case, as that team', () => {
    const { patch, team } = resolveOtherCouplePatch(events, {}, quiet.entryId, { kind: 'accept', name: 'harvard ballroom', acceptedBy: 'org' });
    expect(team).toBe('Harvard Ballroom');
    expect(Object.keys(patch).some((path) => path.startsWith('acceptedTeams'))).toBe(false);
  });

  it('refuses an unknown team, a blank or Other name, and a couple no longer entered as Other', () => {
    expect(() => resolveOtherCouplePatch(events, {}, indie.entryId, { kind: 'existing', team: 'Nowhere U' })).toThrow('not one of the competition\'s teams');
    expect(() => resolveOtherCouplePatch(events, {}, indie.entryId, { kind: 'accept', name: ' other ', acceptedBy: 'org' })).toThrow('not Other or TBA');
    expect(() => resolveOtherCouplePatch(events, {}, cornell.entryId, { kind: 'existing', team: 'Harvard Ballroom' })).toThrow('no longer entered as Other');
  });

  it('the organiser\'s ordinary couple edit to a team also clears the typed name', () => {
    const patch = editCouplePatch(events, indie.entryId, { leadName: indie.leadName, followName: indie.followName, affiliation: 'Harvard Ballroom', leadNumber: null });
    expect(patch[`events/T/entries/${indie.entryId}/affiliationOther`]).toBeNull();
    const kept = editCouplePatch(events, indie.entryId, { leadName: indie.leadName, followName: indie.followName, affiliation: 'Other', leadNumber: null });
    expect(kept).not.toHaveProperty(`events/T/entries/${indie.entryId}/affiliationOther`);
  });
});
