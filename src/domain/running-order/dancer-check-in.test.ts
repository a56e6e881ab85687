import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { applyTreeUpdate } from '../tree-update';
import { dayModelOf } from './build-day-model';
import { attendanceOf, checkInDancerPatch, undoDancerCheckInPatch } from './dancer-check-in';
import { inputOf, makeEvent } from '../../testing/domain/running-order-fixtures';
import { viewForDeckCaptain } from './views/view-for-deck-captain';

const events: Record<string, CompetitionEvent> = { Waltz: makeEvent('Waltz', { rounds: [{ couples: [['Ana Lee', 'Ben Ode'], ['Cy Park', 'Di Roe']], scheduleIndex: 1 }] }) };
const slots: Record<string, ScheduleSlot> = { s1: { kind: 'heat', number: 4, position: 1, rounds: { 'Waltz-R1': { eventName: 'Waltz', roundNumber: 1 } } } };
const ids = (event: CompetitionEvent) => Object.values(event.entries ?? {}).map((e) => [e.leadId, e.followId]);

describe('checking dancers in for the day', () => {
  it('writes one record per dancer at checkIns/<id>, and takes it back', () => {
    expect(checkInDancerPatch('ana-lee', 5, 'desk-uid')).toEqual({ 'checkIns/ana-lee': { arrivedAt: 5, by: 'desk-uid' } });
    const tree = applyTreeUpdate({}, checkInDancerPatch('ana-lee', 5));
    expect(applyTreeUpdate(tree, undoDancerCheckInPatch('ana-lee'))).toEqual({});
  });

  it('shows the desk\'s arrivals on the deck captain\'s screen and the deck captain\'s check-ins at the desk', () => {
    const [[ana, ben], [cy, di]] = ids(events.Waltz);
    const input = inputOf(events, slots);
    const desk = { [ana]: { arrivedAt: 1 }, [ben]: { arrivedAt: 2 } };
    const deck = viewForDeckCaptain(dayModelOf(input, 0, desk));
    expect(deck.onDeck?.couples.map((c) => [c.leadName, c.arrived, c.checkedIn])).toEqual([['Ana Lee', true, false], ['Cy Park', false, false]]);
    // The deck captain checks Cy and Di in for the round: the desk now sees them in, with the heat.
    const entryId = Object.keys(events.Waltz.rounds!['1'].entries!)[1];
    const round = events.Waltz.rounds!['1'];
    const checked = { Waltz: { ...events.Waltz, rounds: { 1: { ...round, entries: { ...round.entries, [entryId]: { ...round.entries![entryId], checkedIn: true } } } } } };
    const day = dayModelOf(inputOf(checked, slots), 0, desk);
    expect(attendanceOf(day, desk, cy, 0)).toEqual({ competitorId: cy, arrived: true, heats: [{ heatNumber: 4, eventName: 'Waltz', roundName: 'Final', checkedIn: true }], paidUp: true });
    expect(attendanceOf(day, desk, di, 40)).toMatchObject({ arrived: true, paidUp: false });
    expect(attendanceOf(day, desk, ana)).toMatchObject({ arrived: true, arrivedAt: 1, paidUp: null, heats: [{ heatNumber: 4, checkedIn: false }] });
    expect(attendanceOf(day, {}, 'nobody').arrived).toBe(false);
  });
});
