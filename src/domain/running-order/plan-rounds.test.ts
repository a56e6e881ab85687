import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoundState, type CompetitionEvent, type Entry, type ScheduleSlot } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { applyTreeUpdate } from '../tree-update';
import { dayDrawArb, dayOf } from '../../testing/domain/day-fixtures';
import { planNewEventRounds } from './plan-new-event-rounds';
import { planReseedRounds } from './plan-reseed-rounds';
import { roundProtection } from './round-protection';
import { heatRoundKey } from './slots';
import { inputOf, makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';

function entriesOf(count: number, prefix: string): Record<string, Entry> {
  return Object.fromEntries(namedCouples(count, prefix).map(([lead, follow], i) => [`${prefix}${i}`, {
    entryId: `${prefix}${i}`, leadName: lead, followName: follow, leadId: `${prefix}l${i}`, followId: `${prefix}f${i}`, affiliation: 'TBA', registeredTime: 0,
  }]));
}

/** The middle of the day from the issue: a skipped round, a filled final, a straight final already in a heat, and a new event. */
function middleOfTheDay() {
  const skipped = makeEvent('Bronze Tango', { rounds: [{ couples: namedCouples(12, 'T'), scheduleIndex: 1 }, { scheduleIndex: 2, state: RoundState.Skipped }, { scheduleIndex: 3 }] });
  const filledFinal = makeEvent('Silver Waltz', { rounds: [{ couples: namedCouples(9, 'W'), scheduleIndex: 4, state: RoundState.Posted }, { couples: namedCouples(9, 'W'), scheduleIndex: 5 }] });
  const straight = makeEvent('Gold Rumba', { rounds: [{ scheduleIndex: 6 }] });
  straight.entries = entriesOf(10, 'R');
  const fresh: CompetitionEvent = { eventName: 'Newcomer Cha Cha', style: 'Latin', eventLevel: 'Newcomer', dances: { 'Cha Cha': 0 }, entries: entriesOf(11, 'N') };
  const events = { 'Bronze Tango': skipped, 'Silver Waltz': filledFinal, 'Gold Rumba': straight, 'Newcomer Cha Cha': fresh };
  const slots: Record<string, ScheduleSlot> = { s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Gold Rumba-R1': { eventName: 'Gold Rumba', roundNumber: 1 } } } };
  return inputOf(events, slots);
}

describe('re-planning rounds safely', () => {
  it('leaves skipped, filled, started and ordered rounds alone and says why', () => {
    const input = middleOfTheDay();
    const plan = planReseedRounds(input);
    expect(plan.changedEvents).toEqual(['Newcomer Cha Cha']);
    expect(plan.kept.map((k) => k.message)).toEqual(expect.arrayContaining([
      'Bronze Tango Semi-Final is kept: it was skipped by the chairman.',
      'Silver Waltz Final is kept: it has 9 couples.',
      'Silver Waltz Semi-Final is kept: it has started, has 9 couples.',
      'Gold Rumba Final is kept: it is in the running order (heat 1).',
    ]));
    expect(Object.keys(plan.patch)).toEqual(['events/Newcomer Cha Cha/rounds']);
    expect(plan.rounds.map((r) => r.message)).toEqual(['Newcomer Cha Cha Semi-Final is added with 11 couples.', 'Newcomer Cha Cha Final is added with 0 couples.']);
    expect(plan.heats).toEqual([]);
  });

  it('re-plans a picked round, taking it out of its heat, and lists the heat that changes', () => {
    const input = middleOfTheDay();
    const plan = planReseedRounds(input, { events: ['Gold Rumba'], include: new Set(['Gold Rumba-R1']) });
    expect(plan.rounds.map((r) => r.change)).toEqual(['changed', 'added']);
    expect(plan.heats).toEqual([expect.objectContaining({ heatNumber: 1, change: 'removed' })]);
    expect(plan.patch['schedule/slots/s1']).toBeNull();
  });

  it('never re-plans a started round, even when picked', () => {
    const input = middleOfTheDay();
    const plan = planReseedRounds(input, { events: ['Silver Waltz'], include: new Set(['Silver Waltz-R1', 'Silver Waltz-R2']) });
    expect(plan.patch).toEqual({});
    expect(plan.kept.map((k) => k.roundName)).toEqual(['Semi-Final']);
  });

  it('adds rounds to one new event, and its heats at the end of the day when asked', () => {
    const input = middleOfTheDay();
    const plan = planNewEventRounds(input, 'Newcomer Cha Cha', { placeInOrder: true });
    expect(plan.heats.map((h) => [h.heatNumber, h.change])).toEqual([[2, 'added'], [3, 'added']]);
    expect(Object.keys(plan.patch).sort()).toEqual(['events/Newcomer Cha Cha/rounds', 'schedule/slots/s2', 'schedule/slots/s3']);
    expect(() => planNewEventRounds(input, 'Gold Rumba')).toThrow(/already has rounds/u);
  });
});

type Tree = Record<string, unknown>;
const at = (tree: Tree, ...keys: string[]) => keys.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('re-planning rounds (property)', () => {
  it('protected rounds, their marks and their heats are byte-identical after any plan', () => {
    fc.assert(fc.property(dayDrawArb, fc.array(fc.nat(20)), fc.boolean(), fc.nat(10), (draw, picks, newEvent, which) => {
      const input = dayOf(draw);
      const allRounds = Object.values(input.events).flatMap((event) => roundsInOrder(event).map((round) => ({ event, round })));
      const include = new Set(picks.filter((p) => p < allRounds.length).map((p) => heatRoundKey(allRounds[p].round)));
      const names = Object.keys(input.events);
      const target = names[which % names.length];
      let patch: Record<string, unknown>;
      if (newEvent) {
        try {
          patch = planNewEventRounds(input, target, { placeInOrder: which % 2 === 0 }).patch;
        } catch {
          return; // an event with rounds is refused, which changes nothing
        }
      } else {
        patch = planReseedRounds(input, which % 3 === 0 ? {} : { events: [target], include }).patch;
      }
      const tree: Tree = { events: input.events, marks: input.marks, schedule: { slots: input.slots } };
      const after = applyTreeUpdate(tree, patch);
      for (const { event, round } of allRounds) {
        const { reasons, hard } = roundProtection(input, event, round);
        const picked = !newEvent && which % 3 !== 0 && include.has(heatRoundKey(round));
        if (reasons.length === 0 || (picked && !hard)) continue;
        const n = String(round.roundNumber);
        expect(JSON.stringify(at(after, 'events', event.eventName, 'rounds', n))).toBe(JSON.stringify(at(tree, 'events', event.eventName, 'rounds', n)));
        expect(JSON.stringify(at(after, 'marks', event.eventName, n) ?? null)).toBe(JSON.stringify(at(tree, 'marks', event.eventName, n) ?? null));
        const refs = (slots: unknown) => JSON.stringify(Object.entries((slots ?? {}) as Record<string, ScheduleSlot>)
          .flatMap(([key, slot]) => (slot.kind === 'heat' && slot.rounds[heatRoundKey(round)] ? [[key, slot.number, slot.position, slot.rounds[heatRoundKey(round)]]] : [])));
        expect(refs(at(after, 'schedule', 'slots'))).toBe(refs(input.slots));
      }
    }), { numRuns: 150 });
  });
});
