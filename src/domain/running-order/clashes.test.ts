import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { clashKey, findClashes, newClashes } from './clashes';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { inputOf, makeEvent, namedCouples, type Couple } from '../../testing/domain/running-order-fixtures';

/** One event per heat (E0, E1, …), each with its own couples, heats numbered from 1; `breakAfter` puts a break after that heat. */
function day(couplesPerHeat: readonly (readonly Couple[])[], breakAfter?: number): { events: Record<string, CompetitionEvent>; slots: Record<string, ScheduleSlot> } {
  const events: Record<string, CompetitionEvent> = {};
  const slots: Record<string, ScheduleSlot> = {};
  couplesPerHeat.forEach((couples, i) => {
    const eventName = `E${i}`;
    events[eventName] = makeEvent(eventName, { rounds: [{ couples, scheduleIndex: i + 1 }] });
    slots[`s${i + 1}`] = { kind: 'heat', number: i + 1, position: i + 1, rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } } };
  });
  if (breakAfter !== undefined) slots.b = { kind: 'break', label: 'Lunch', minutes: 30, position: breakAfter + 1.5 };
  return { events, slots };
}

const settingsWith = (minHeatsApart: number) => ({ ...DEFAULT_SCHEDULE_SETTINGS, minHeatsApart });

describe('clash check', () => {
  const heats = [[['Ann Lee', 'Bo Park'], ['Cy Dunn', 'Di Roe']], [['Ann Lee', 'Ed Moss']], [['Fay Wu', 'Gus Ho']], [['Cy Dunn', 'Hal Ng']]] as const;

  it('flags back-to-back heats with the default of 1 heat between, naming the dancer and both heats', () => {
    const { events, slots } = day(heats);
    const clashes = findClashes(inputOf(events, slots, { settings: settingsWith(1) }));
    expect(clashes.map((c) => [c.name, c.first.heatNumber, c.second.heatNumber, c.reason])).toEqual([['Ann Lee', 1, 2, 'too-close']]);
    expect(clashes[0].message).toBe('Ann Lee dances heat 1 (E0) and heat 2 (E1) with 0 heats between; at least 1 needed.');
  });

  it('widens with K, vanishes at K = 0, and a break between two heats resolves it', () => {
    const { events, slots } = day(heats);
    expect(findClashes(inputOf(events, slots, { settings: settingsWith(3) })).map((c) => c.name)).toEqual(['Ann Lee', 'Cy Dunn']);
    expect(findClashes(inputOf(events, slots, { settings: settingsWith(0) }))).toEqual([]);
    const withBreak = day(heats, 0);
    expect(findClashes(inputOf(withBreak.events, withBreak.slots, { settings: settingsWith(1) }))).toEqual([]);
  });

  it('flags a dancer in two rounds of one heat even at K = 0, and tells which clashes an edit created', () => {
    const { events, slots } = day(heats);
    const shared: Record<string, ScheduleSlot> = { s1: { kind: 'heat', number: 1, position: 1, rounds: { 'E0-R1': { eventName: 'E0', roundNumber: 1 }, 'E1-R1': { eventName: 'E1', roundNumber: 1 } } } };
    const clashes = findClashes(inputOf(events, shared, { settings: settingsWith(0) }));
    expect(clashes.map((c) => [c.reason, c.message])).toEqual([['same-heat', 'Ann Lee is in heat 1 twice (E0 and E1).']]);
    const before = findClashes(inputOf(events, slots, { settings: settingsWith(3) }));
    expect(newClashes(before.slice(0, 1), before).map(clashKey)).toEqual([clashKey(before[1])]);
  });

  it('finds exactly the injected clashes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 3 }),
        (heatCount, k, pairs) => {
          const couples = Array.from({ length: heatCount }, (_, h) => namedCouples(3, `H${h}`).map((c) => [...c] as [string, string]));
          const expected: string[] = [];
          pairs.forEach(([a, b], n) => {
            const i = Math.min(a, b) % heatCount;
            const j = Math.max(a, b) % heatCount;
            if (i === j) return;
            // Injection n replaces the lead of couple n in heats i and j: no two injections touch one couple.
            const name = `Shared Dancer ${n}`;
            couples[i][n][0] = name;
            couples[j][n][0] = name;
            const [first, second] = [Math.min(i, j), Math.max(i, j)];
            if (second - first - 1 < k) expected.push(`${name}:${first + 1}-${second + 1}`);
          });
          const { events, slots } = day(couples);
          const found = findClashes(inputOf(events, slots, { settings: settingsWith(k) })).map((c) => `${c.name}:${c.first.heatNumber}-${c.second.heatNumber}`);
          expect(found.sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});
