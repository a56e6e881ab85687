import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { competitorIdFor } from '../competitors';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { clashKey, findClashes } from './clashes';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { inputOf, makeEvent } from '../../testing/domain/running-order-fixtures';

const DANCERS = ['Ann Lee', 'Bo Park', 'Cy Dunn', 'Di Roe', 'Ed Moss', 'Fay Wu'];

describe('clashes of some dancers in some events', () => {
  it('are exactly the whole day\'s clashes of those dancers whose heats are both in those events (property)', () => {
    fc.assert(
      fc.property(
        // Each heat is one event with one or two couples drawn from six dancers.
        fc.array(fc.array(fc.tuple(fc.nat(5), fc.nat(5)).filter(([a, b]) => a !== b), { minLength: 1, maxLength: 2 }), { minLength: 2, maxLength: 6 }),
        fc.subarray(DANCERS, { minLength: 1 }),
        fc.integer({ min: 0, max: 2 }),
        (heats, people, k) => {
          const events: Record<string, CompetitionEvent> = {};
          const slots: Record<string, ScheduleSlot> = {};
          heats.forEach((pairs, i) => {
            const couples = [...new Map(pairs.map(([a, b]) => [`${a}-${b}`, [DANCERS[a], DANCERS[b]] as const])).values()];
            events[`E${i}`] = makeEvent(`E${i}`, { rounds: [{ couples, scheduleIndex: i + 1 }] });
            slots[`s${i + 1}`] = { kind: 'heat', number: i + 1, position: i + 1, rounds: { [`E${i}-R1`]: { eventName: `E${i}`, roundNumber: 1 } } };
          });
          const chosenEvents = new Set(Object.keys(events).filter((_, i) => i % 2 === 0 || i === 1));
          const ids = new Set(people.map((name) => competitorIdFor(name)));
          const input = inputOf(events, slots, { settings: { ...DEFAULT_SCHEDULE_SETTINGS, minHeatsApart: k } });
          // Compared as sets: the order of dancers may differ when a dancer's first heat is out of scope.
          const keys = (clashes: ReturnType<typeof findClashes>) => clashes.map(clashKey).sort();
          const expected = findClashes(input).filter((c) => ids.has(c.personId) && chosenEvents.has(c.first.eventName) && chosenEvents.has(c.second.eventName));
          expect(keys(findClashes(input, { people: ids, events: chosenEvents }))).toEqual(keys(expected));
        },
      ),
    );
  });
});
