import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import type { Statement } from '../money';
import { dayModelOf } from './build-day-model';
import { deskDancersOf, searchDeskDancers } from './desk-dancers';
import { inputOf, makeEvent } from '../../testing/domain/running-order-fixtures';

const events: Record<string, CompetitionEvent> = {
  Waltz: makeEvent('Waltz', { rounds: [{ couples: [['Ana Lee', 'Ben Ode'], ['Cy Park', 'Di Roe']], scheduleIndex: 1 }] }),
  Tango: makeEvent('Tango', { rounds: [{ couples: [['Ana Lee', 'Di Roe']], scheduleIndex: 2 }] }),
};
const slots: Record<string, ScheduleSlot> = {
  s1: { kind: 'heat', number: 7, position: 1, rounds: { 'Waltz-R1': { eventName: 'Waltz', roundNumber: 1 } } },
  s2: { kind: 'heat', number: 8, position: 2, rounds: { 'Tango-R1': { eventName: 'Tango', roundNumber: 1 } } },
};
const idOf = (name: string) => Object.values(events.Waltz.entries ?? {}).flatMap((e) => (e.leadName === name ? [e.leadId] : e.followName === name ? [e.followId] : []))[0];
const statementOwing = (owed: Record<string, number>): Statement => ({
  teams: {},
  dancers: Object.fromEntries(Object.entries(owed).map(([id, due]) => [id, { dancerId: id, dancerName: id, affiliation: 'TBA', lines: [], payments: [], charged: due, paid: 0, due }])),
});

describe('the registration desk\'s dancers', () => {
  const day = dayModelOf(inputOf(events, slots), 0, {});

  it('lists every entered dancer once, with team, back numbers, heats and what they owe', () => {
    const ana = idOf('Ana Lee');
    const checkIns = { [ana]: { arrivedAt: 9 } };
    const dancers = deskDancersOf(dayModelOf(inputOf(events, slots), 0, checkIns), events, checkIns, statementOwing({ [ana]: 0, [idOf('Ben Ode')]: 45 }));
    expect(dancers.map((d) => d.name)).toEqual(['Ana Lee', 'Ben Ode', 'Cy Park', 'Di Roe']);
    const [a, b, c] = dancers;
    expect(a).toMatchObject({ team: 'TBA', backNumbers: [100], arrived: true, arrivedAt: 9, due: 0, paidUp: true });
    expect(a.heats.map((h) => h.heatNumber)).toEqual([7, 8]);
    expect(b).toMatchObject({ arrived: false, due: 45, paidUp: false });
    // Nobody in the statement (no fee schedule yet): not known, never "paid".
    expect(c).toMatchObject({ due: null, paidUp: null, backNumbers: [101] });
    // Di follows #101 in the Waltz and #100 in the Tango.
    expect(dancers[3].backNumbers).toEqual([100, 101]);
  });

  it('finds dancers by back number or by words of the name or team, and nobody for an empty search', () => {
    const dancers = deskDancersOf(day, events, {}, null);
    expect(searchDeskDancers(dancers, '101').map((d) => d.name)).toEqual(['Cy Park', 'Di Roe']);
    expect(searchDeskDancers(dancers, '#100').map((d) => d.name)).toEqual(['Ana Lee', 'Ben Ode', 'Di Roe']);
    expect(searchDeskDancers(dancers, '  lee ana ').map((d) => d.name)).toEqual(['Ana Lee']);
    expect(searchDeskDancers(dancers, 'roe')).toHaveLength(1);
    expect(searchDeskDancers(dancers, '999')).toEqual([]);
    expect(searchDeskDancers(dancers, '   ')).toEqual([]);
  });
});
