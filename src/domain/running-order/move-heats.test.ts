import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { clashReport } from './clash-report';
import { findClashes } from './clashes';
import { RunningOrderError } from './errors';
import { moveCoupleToHeatPlan } from './move-couple';
import { moveHeatsPlan } from './move-heats';
import { floorHeatsInOrder } from './slots';
import { inputOf, makeEvent, namedCouples, slotsAfter, type Couple } from '../../testing/domain/running-order-fixtures';
import { undoRefusal } from './undo-record';

const ANA: Couple = ['Ana Lee', 'Ben Ode'];

function heat(n: number, event: string): ScheduleSlot {
  return { kind: 'heat', number: n, position: n, rounds: { [`${event}-R1`]: { eventName: event, roundNumber: 1 } } };
}

/** Heats 1..6; Ana Lee and Ben Ode dance E1 (heat 1) and E2 (heat 2): an existing back-to-back clash. */
function day() {
  const events: Record<string, CompetitionEvent> = {};
  for (let i = 1; i <= 6; i += 1) {
    const couples = i <= 2 ? [ANA, ...namedCouples(1, `E${i}`)] : i === 5 ? [ANA] : namedCouples(2, `E${i}`);
    events[`E${i}`] = makeEvent(`E${i}`, { rounds: [{ couples, scheduleIndex: i }] });
  }
  const slots = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`s${i + 1}`, heat(i + 1, `E${i + 1}`)]));
  return { ...inputOf(events, slots), slots };
}

const order = (slots: Record<string, ScheduleSlot>) => floorHeatsInOrder(slots).map(({ slot }) => slot.number);

describe('moving heats', () => {
  it('moves several heats at once to place N, keeping their order', () => {
    const input = day();
    const plan = moveHeatsPlan(input, ['s6', 's4'], 3);
    expect(order(slotsAfter(input.slots, plan.patch))).toEqual([1, 2, 4, 6, 3, 5]);
    expect(plan.undo.label).toBe('Undo moving heat 4, heat 6 to place 3');
    // Heats 3 and 4 after heat 5 would put Ana Lee's heat 5 right after heat 2: refused.
    expect(() => moveHeatsPlan(input, ['s3', 's4'], 5)).toThrow(/Ana Lee dances heat 2/u);
  });

  it('lets a heat move past a clash that already exists without making it worse', () => {
    const input = day();
    expect(findClashes(input)).toHaveLength(2);
    // Swapping heats 1 and 2 keeps Ana and Ben back to back: the same clash, not a new one.
    const plan = moveHeatsPlan(input, ['s1'], 2);
    expect(order(slotsAfter(input.slots, plan.patch))).toEqual([2, 1, 3, 4, 5, 6]);
  });

  it('refuses a move that creates a clash, naming the dancers', () => {
    const input = day();
    // Heat 5 (Ana and Ben) next to heat 2 creates a new back-to-back clash.
    expect(() => moveHeatsPlan(input, ['s5'], 3)).toThrow(RunningOrderError);
    expect(() => moveHeatsPlan(input, ['s5'], 3)).toThrow(/create or worsen 2 clashes: Ana Lee dances heat 2 \(E2\) and heat 5 \(E5\)/u);
  });

  it('refuses moves of started heats or before them, and places outside the day', () => {
    const input = day();
    input.slots.s1 = { ...input.slots.s1, startedAt: 1 };
    expect(() => moveHeatsPlan(input, ['s1'], 3)).toThrow(/heat 1 has already started/u);
    expect(() => moveHeatsPlan(input, ['s4'], 1)).toThrow(/choose place 2 or later/u);
    expect(() => moveHeatsPlan(input, ['s4'], 7)).toThrow(/choose 1 to 6/u);
  });

  it('returns an undo that restores the order, refused once another heat has started', () => {
    const input = day();
    const plan = moveHeatsPlan(input, ['s6'], 3);
    const moved = slotsAfter(input.slots, plan.patch);
    expect(undoRefusal(plan.undo, moved)).toBeNull();
    expect(slotsAfter(moved, plan.undo.inverse)).toEqual(input.slots);
    const started = { ...moved, s1: { ...moved.s1, startedAt: 5 } };
    expect(undoRefusal(plan.undo, started)).toMatch(/A heat has started since/u);
    const edited = slotsAfter(moved, { 'schedule/slots/s6/position': 9 });
    expect(undoRefusal(plan.undo, edited)).toMatch(/changed since/u);
  });

  it('moves a couple into another heat of its round, with an undo', () => {
    const events = { Big: makeEvent('Big', { rounds: [{ couples: namedCouples(4, 'Big'), scheduleIndex: 1 }] }) };
    const slots: Record<string, ScheduleSlot> = {
      s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Big-R1': { eventName: 'Big', roundNumber: 1, part: 1, parts: 2 } } },
      s2: { kind: 'heat', number: 2, position: 2, rounds: { 'Big-R1': { eventName: 'Big', roundNumber: 1, part: 2, parts: 2 } } },
    };
    const input = inputOf(events, slots);
    const entryId = Object.keys(events.Big.rounds!['1'].entries!)[0];
    const plan = moveCoupleToHeatPlan(input, 'Big-R1', entryId, 's2');
    const after = slotsAfter(slots, plan.patch);
    expect(Object.keys((after.s2 as { rounds: Record<string, { couples?: object }> }).rounds['Big-R1'].couples ?? {})).toContain(entryId);
    expect(plan.undo.label).toMatch(/^Undo moving Big Lead \d and Big Follow \d to heat 2$/u);
    expect(slotsAfter(after, plan.undo.inverse)).toEqual(slots);
  });
});

describe('the clash report', () => {
  it('groups clashes by heat pair in the order of the day, marks new ones and offers the nearest resolving place', () => {
    const input = day();
    const first = clashReport(input, 0);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ first: { heatNumber: 1 }, second: { heatNumber: 2 }, names: ['Ana Lee', 'Ben Ode'], isNew: true, newNames: ['Ana Lee', 'Ben Ode'] });
    // Heat 2 to place 3 puts heat 3 between; heat 5 (Ana and Ben again) is still two away.
    expect(first[0].resolveAt).toBe(3);
    expect(first[0].message).toBe('Heats 1 and 2: Ana Lee, Ben Ode too close. Move heat 2 to place 3 to resolve it.');
    // A later list against the first: the known pair is not new.
    const again = clashReport(input, 0, first);
    expect(again[0]).toMatchObject({ isNew: false, newNames: [] });
  });
});
