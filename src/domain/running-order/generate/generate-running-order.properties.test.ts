// The generator's promises on random competitions: nobody is ever on two floors at once, and every
// constraint, checked here from the stored order as the day model times it, is met or reported by name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSettings, Style } from '../../model';
import { dayModelOf } from '../build-day-model';
import { findClashes } from '../clashes';
import { heatCouples } from '../heat-couples';
import { capacityFor, DEFAULT_SCHEDULE_SETTINGS } from '../settings';
import { inputOf, makeEvent, namedCouples } from '../../../testing/domain/running-order-fixtures';
import { generateRunningOrder } from './generate-running-order';
import type { ConstraintName, GenerateOptions } from './generate-options';

const START = Date.UTC(2026, 10, 28, 9, 0);
const MINUTE = 60_000;
const STYLES: readonly Style[] = ['Standard', 'Latin', 'Smooth'];

const dayArbitrary = fc.record({
  floors: fc.integer({ min: 1, max: 3 }),
  k: fc.integer({ min: 0, max: 2 }),
  change: fc.integer({ min: 0, max: 4 }),
  capacity: fc.integer({ min: 2, max: 8 }),
  gap: fc.integer({ min: 0, max: 10 }),
  styleBlocks: fc.boolean(),
  levelOrder: fc.boolean(),
  lunchAfter: fc.option(fc.integer({ min: 5, max: 60 })),
  targetMinutes: fc.option(fc.integer({ min: 10, max: 200 })),
  events: fc.array(fc.record({ from: fc.nat(20), size: fc.integer({ min: 1, max: 12 }), rounds: fc.integer({ min: 1, max: 3 }), style: fc.nat(2), dances: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 8 }),
});

type Day = typeof dayArbitrary extends fc.Arbitrary<infer T> ? T : never;

function build(day: Day): { events: Record<string, CompetitionEvent>; settings: ScheduleSettings; options: GenerateOptions } {
  const pool = namedCouples(32, 'D');
  const events: Record<string, CompetitionEvent> = {};
  day.events.forEach((spec, i) => {
    const couples = pool.slice(spec.from, spec.from + spec.size);
    const rounds = Array.from({ length: spec.rounds }, (_, r) => (r === 0 ? { couples, scheduleIndex: i * 3 + 1 } : { scheduleIndex: i * 3 + 1 + r, recallSize: Math.max(1, Math.ceil(couples.length / (r + 1))) }));
    events[`E${i}`] = makeEvent(`E${i}`, { style: STYLES[spec.style], dances: ['Waltz', 'Tango', 'Foxtrot'].slice(0, spec.dances), rounds });
  });
  const floors = Object.fromEntries(['A', 'B', 'C'].slice(0, day.floors).map((id) => [id, { name: `Floor ${id}` }]));
  const settings: ScheduleSettings = { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: START, floorCapacity: day.capacity, minHeatsApart: day.k, floorChangeMinutes: day.change, floors };
  const options: GenerateOptions = {
    resultsGapMinutes: day.gap, styleBlocks: day.styleBlocks, levelOrder: day.levelOrder,
    breaks: day.lunchAfter === null ? [] : [{ label: 'Lunch', at: START + day.lunchAfter * MINUTE, minutes: 30 }],
    ...(day.targetMinutes === null ? {} : { targetEnd: START + day.targetMinutes * MINUTE }),
  };
  return { events, settings, options };
}

describe('generated running order (properties)', () => {
  it('never puts a dancer on two floors at once, and meets every constraint or names it', () => {
    fc.assert(fc.property(dayArbitrary, (spec) => {
      const { events, settings, options } = build(spec);
      const input = inputOf(events, {}, { settings });
      const result = generateRunningOrder(input, options);
      if (!result.ok) throw new Error(result.problems.join(' '));
      expect(generateRunningOrder(input, options)).toEqual(result);
      const named = new Set<ConstraintName>(result.broken.map((b) => b.constraint));
      const after = { ...input, slots: result.slots };
      const day = dayModelOf(after, START);
      // Nobody on two floors at once: the known couples, timed by the day model.
      const clashes = findClashes(after);
      expect(clashes.filter((c) => c.reason === 'same-time' || c.reason === 'same-heat')).toEqual([]);
      if (clashes.length > 0) expect(named.has('rest-between-heats')).toBe(true);
      expect(result.figures.clashes).toBe(clashes.length);
      for (const heat of day.heats) {
        const start = heat.plannedStart ?? 0;
        const end = start + heat.durationMs;
        const couples = heatCouples(events, Object.fromEntries(heat.rounds.map((r) => [r.roundKey, { eventName: r.eventName, roundNumber: r.roundNumber, ...(r.part ? { part: r.part, parts: r.parts } : {}) }]))).length;
        const capacity = Math.min(...heat.rounds.map((r) => capacityFor(settings, events[r.eventName].style)));
        if (couples > capacity) expect(named.has('floor-capacity')).toBe(true);
        for (const lunch of options.breaks ?? []) if (start < lunch.at + lunch.minutes * MINUTE && lunch.at < end) expect(named.has('fixed-breaks')).toBe(true);
        if (options.targetEnd !== undefined && end > options.targetEnd) expect(named.has('target-end')).toBe(true);
      }
      // Every round to dance is in the order once (each part once), and its next round waits for its results.
      for (const [name, event] of Object.entries(events)) {
        const rounds = Object.values(event.rounds ?? {});
        for (const round of rounds) {
          const heats = day.heats.filter((h) => h.rounds.some((r) => r.eventName === name && r.roundNumber === round.roundNumber));
          expect(heats.length).toBeGreaterThan(0);
          const next = day.heats.filter((h) => h.rounds.some((r) => r.eventName === name && r.roundNumber === round.roundNumber + 1));
          if (next.length === 0) continue;
          const ready = Math.max(...heats.map((h) => (h.plannedStart ?? 0) + h.durationMs)) + (options.resultsGapMinutes ?? 0) * MINUTE;
          if (Math.min(...next.map((h) => h.plannedStart ?? 0)) < ready) expect(named.has('results-before-next-round')).toBe(true);
        }
      }
    }), { numRuns: 100 });
  });
});
