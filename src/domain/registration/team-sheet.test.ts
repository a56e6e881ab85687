import { describe, expect, it } from 'vitest';
import { entryIdFor, makeEntry } from '../entries';
import { type CompetitionEvent, RoundState } from '../model';
import { planTeamSheet, teamRowProblem, type TeamSheet } from './team-sheet';

function event(eventName: string, extra: Partial<CompetitionEvent> = {}): CompetitionEvent {
  return { eventName, style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 }, ...extra };
}
const entered = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'TBA', registeredTime: 1, registeredBy: 'x' });
const events: Record<string, CompetitionEvent> = {
  'Bronze Latin': event('Bronze Latin', { entries: { [entered.entryId]: entered } }),
  'Bronze Standard': event('Bronze Standard', { style: 'Standard' }),
  'Gold Latin': event('Gold Latin', { rounds: { 1: { roundId: 'Gold Latin-R1', roundName: 'Final', roundNumber: 1, eventName: 'Gold Latin', scheduleIndex: 1, recallSize: 6, roundState: RoundState.Running } } }),
};
const row = (leadName: string, followName: string, ...eventNames: string[]) => ({ leadName, followName, eventNames });
const captain = { kind: 'competitor', uid: 'cap', email: 'captain@example.com' } as const;

describe('the team sheet', () => {
  const sheet: TeamSheet = {
    affiliation: 'Cornell DanceSport',
    rows: [
      row('Cy Park', 'Dee Moss', 'Bronze Standard'),
      row('', '', ),
      row('cy  park', 'DEE MOSS', 'Bronze Latin'),
      row('Eve Ng', 'eve ng', 'Bronze Standard'),
      row('Fay Oh', 'Gus Pi'),
      row('Ana Lima', 'Ben Okafor', 'Bronze Latin'),
      row('Hal Qi', 'Ida Ru', 'Gold Latin'),
      row('Jo Sa', '', 'Bronze Standard'),
      row('Kim 💃', 'Lu Ma', 'Bronze Standard'),
    ],
  };

  it('checks each row as it is typed, saying what to change beside the field', () => {
    const problems = sheet.rows.map((_, index) => teamRowProblem(sheet, index, events));
    expect(problems).toEqual([
      null,
      null,
      { field: 'followName', message: 'This couple is already on row 1.' },
      { field: 'followName', message: 'The lead and the follow must be two different people.' },
      { field: 'events', message: 'Tick at least one event.' },
      { field: 'events', message: 'Ana Lima and Ben Okafor are already entered in Bronze Latin.' },
      { field: 'events', message: 'Gold Latin: Closed for new entries: its final has started. Ask the organiser at the desk.' },
      { field: 'followName', message: "Enter the follow's full name." },
      { field: 'leadName', message: "The lead's name cannot contain emoji or pictures; type the name in letters." },
    ]);
  });

  it('writes every valid row in one update, with one outcome per row, skipping blank rows', () => {
    const valid: TeamSheet = { affiliation: 'Cornell DanceSport', rows: [row('Cy Park', 'Dee Moss', 'Bronze Standard', 'Bronze Latin'), row('', ''), row('Fay Oh', 'Gus Pi', 'Bronze Standard'), row('Eve Ng', 'eve ng', 'Bronze Standard')] };
    const plan = planTeamSheet(valid, events, captain, { couples: {}, people: {}, teamCaptain: true }, 10);
    expect(plan.rows.map((r) => [r.index, r.ok])).toEqual([[0, true], [2, true], [3, false]]);
    const cy = entryIdFor('Cy Park', 'Dee Moss');
    const fay = entryIdFor('Fay Oh', 'Gus Pi');
    expect(Object.keys(plan.patch)).toEqual(expect.arrayContaining([
      `events/Bronze Standard/entries/${cy}`, `events/Bronze Latin/entries/${cy}`, `events/Bronze Standard/entries/${fay}`, `couples/${cy}`, `couples/${fay}`,
    ]));
    // A team captain claims no slot.
    expect(Object.keys(plan.patch).some((path) => path.startsWith('accountCouples/'))).toBe(false);
  });

  it('claims one slot per new couple for an ordinary account, and stops at the cap row by row', () => {
    const three: TeamSheet = { affiliation: 'TBA', rows: [row('A One', 'B One', 'Bronze Standard'), row('A Two', 'B Two', 'Bronze Standard'), row('A Three', 'B Three', 'Bronze Standard')] };
    const plan = planTeamSheet(three, events, { ...captain, uid: 'me' }, { couples: {}, people: {}, cap: 2 }, 10);
    expect(plan.rows.map((r) => r.ok)).toEqual([true, true, false]);
    expect(plan.patch['accountCouples/me/0']).toBe(entryIdFor('A One', 'B One'));
    expect(plan.patch['accountCouples/me/1']).toBe(entryIdFor('A Two', 'B Two'));
    expect(plan.rows[2]).toMatchObject({ ok: false, message: expect.stringMatching(/the most one account may \(2\)/) });
  });
});
