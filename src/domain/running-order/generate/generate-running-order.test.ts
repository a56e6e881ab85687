import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, FloorHeatSlot, ScheduleSettings, ScheduleSlot } from '../../model';
import { RoundState } from '../../model';
import { dayModelOf } from '../build-day-model';
import { findClashes } from '../clashes';
import { DEFAULT_SCHEDULE_SETTINGS } from '../settings';
import { inputOf, makeEvent, namedCouples, slotsAfter, type Couple } from '../../../testing/domain/running-order-fixtures';
import { generateRunningOrder } from './generate-running-order';
import type { GeneratedOrder, GenerateResult } from './generate-options';

const START = Date.UTC(2026, 10, 28, 9, 0);
const MINUTE = 60_000;
const twoFloors: ScheduleSettings = { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: START, floors: { A: { name: 'Main' }, B: { name: 'Side' } } };

function ok(result: GenerateResult): GeneratedOrder {
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result;
}

/** Six events; couples shared between neighbouring events, so rest between heats matters. */
function competition(): Record<string, CompetitionEvent> {
  const pool = namedCouples(30, 'P');
  const events: Record<string, CompetitionEvent> = {};
  for (let i = 0; i < 6; i += 1) {
    const couples: Couple[] = pool.slice(i * 4, i * 4 + 10);
    events[`E${i}`] = makeEvent(`E${i}`, {
      style: i % 2 === 0 ? 'Standard' : 'Latin', dances: i % 2 === 0 ? ['Waltz'] : ['ChaCha', 'Rumba'],
      rounds: [{ couples, scheduleIndex: i * 2 + 1, recallSize: 6 }, { scheduleIndex: i * 2 + 2, recallSize: 6 }],
    });
  }
  return events;
}

const heatsOf = (slots: Record<string, ScheduleSlot>) => Object.entries(slots).filter((e): e is [string, FloorHeatSlot] => e[1].kind === 'heat');

describe('generateRunningOrder', () => {
  it('places every round once over two floors, with no clash, finals after their first rounds and their results', () => {
    const events = competition();
    const order = ok(generateRunningOrder(inputOf(events, {}, { settings: { ...twoFloors, capacityByStyle: { Standard: 6 } } }), { resultsGapMinutes: 5 }));
    const heats = heatsOf(order.slots);
    expect(new Set(heats.map(([, h]) => h.floor ?? 'A'))).toEqual(new Set(['A', 'B']));
    const rounds = heats.flatMap(([, h]) => Object.keys(h.rounds));
    // Standard first rounds (10 couples, floor of 6) dance in two parts; small finals of one style and dance share a heat.
    expect(rounds.filter((r) => r === 'E0-R1')).toHaveLength(2);
    expect(new Set(rounds)).toEqual(new Set(Object.values(events).flatMap((e) => [`${e.eventName}-R1`, `${e.eventName}-R2`])));
    expect(heats.some(([, h]) => Object.keys(h.rounds).length > 1)).toBe(true);
    expect(order.figures.clashes).toBe(0);
    // The finals' couples are not known yet: a rest the order cannot give anyone who may reach two finals is named.
    expect(order.broken.map((b) => b.constraint).filter((c) => c !== 'rest-between-heats')).toEqual([]);
    const day = dayModelOf(inputOf(events, order.slots, { settings: twoFloors }), START);
    for (const event of Object.keys(events)) {
      const first = day.heats.filter((h) => h.rounds.some((r) => r.roundKey === `${event}-R1`));
      const final = day.heats.find((h) => h.rounds.some((r) => r.roundKey === `${event}-R2`));
      expect((final?.plannedStart ?? 0) - Math.max(...first.map((h) => h.plannedStart! + h.durationMs))).toBeGreaterThanOrEqual(5 * MINUTE);
    }
    // Numbers run 1, 2, 3 … in the order of the day.
    expect(day.heats.map((h) => h.number)).toEqual(day.heats.map((_, i) => i + 1));
  });

  it('is deterministic and its times are the day model\'s times', () => {
    const input = inputOf(competition(), {}, { settings: twoFloors });
    const a = ok(generateRunningOrder(input));
    expect(ok(generateRunningOrder(input))).toEqual(a);
    const day = dayModelOf({ ...input, slots: a.slots }, START);
    const ends = Object.fromEntries(a.figures.floors.map((f) => [f.floor, f.end]));
    for (const floor of ['A', 'B']) {
      const last = day.heats.filter((h) => h.floor === floor).at(-1);
      expect(last!.plannedStart! + last!.durationMs).toBe(ends[floor]);
    }
  });

  it('stops every floor for a break at a fixed time, and reports a target end it cannot meet', () => {
    const lunch = { label: 'Lunch', at: START + 20 * MINUTE, minutes: 30 };
    const order = ok(generateRunningOrder(inputOf(competition(), {}, { settings: twoFloors }), { breaks: [lunch], targetEnd: START + 25 * MINUTE }));
    const day = dayModelOf(inputOf(competition(), order.slots, { settings: twoFloors }), START);
    const brk = day.slots.find((s) => s.kind === 'break');
    expect(brk?.plannedStart).toBe(lunch.at);
    for (const heat of day.heats) {
      const end = heat.plannedStart! + heat.durationMs;
      expect(end <= lunch.at || heat.plannedStart! >= lunch.at + 30 * MINUTE).toBe(true);
    }
    expect(order.broken.map((b) => b.constraint)).toContain('target-end');
    expect(order.broken.map((b) => b.constraint)).not.toContain('fixed-breaks');
    expect(order.broken.find((b) => b.constraint === 'target-end')?.message).toMatch(/^The day ends after the target end: the last heat ends \d+ min after it\.$/u);
  });

  it('keeps started and pinned heats: the update never touches a started heat, a pinned heat keeps its floor and rounds', () => {
    const events = competition();
    const first = ok(generateRunningOrder(inputOf(events, {}, { settings: twoFloors })));
    const [startedKey] = heatsOf(first.slots).find(([, h]) => h.number === 1)!;
    const [pinnedKey, pinned] = heatsOf(first.slots).find(([, h]) => h.number === 5)!;
    const slots = { ...first.slots, [startedKey]: { ...first.slots[startedKey], startedAt: START } };
    const again = ok(generateRunningOrder(inputOf(events, slots, { settings: { ...twoFloors, floors: { A: { name: 'Main' }, B: { name: 'Side' }, C: { name: 'Third' } } } }), { pinned: [pinnedKey] }));
    expect(Object.keys(again.patch).some((path) => path.endsWith(`/${startedKey}`) || path.includes(`/${startedKey}/`))).toBe(false);
    expect((again.slots[pinnedKey] as FloorHeatSlot).rounds).toEqual(pinned.rounds);
    expect((again.slots[pinnedKey] as FloorHeatSlot).floor).toBe(pinned.floor);
    expect(slotsAfter(slots, again.patch)).toEqual(again.slots);
    // The pinned heat keeps its place even where a rest suffers; the clash is counted and named, never hidden.
    const clashes = findClashes(inputOf(events, again.slots, { settings: twoFloors }));
    expect(again.figures.clashes).toBe(clashes.length);
    expect(clashes.filter((c) => c.reason === 'same-time')).toEqual([]);
    if (clashes.length > 0) expect(again.broken.map((b) => b.constraint)).toContain('rest-between-heats');
  });

  it('says what to change when the settings cannot give an order', () => {
    const input = inputOf(competition(), {}, { settings: { ...twoFloors, floorCapacity: 0 } });
    const result = generateRunningOrder(input, { judges: 5, breaks: [{ label: 'Lunch', at: START - MINUTE, minutes: 45 }] });
    expect(result).toEqual({
      ok: false,
      problems: [
        'The floor capacity must be a whole number of couples, at least 1.',
        '2 floors need at least 6 judges (a panel of 3 each) and 5 are listed: add judges or use fewer floors.',
        'The break "Lunch" is before the first heat starts: move it later, or start the first heat earlier.',
      ],
    });
    const untimed = generateRunningOrder(inputOf(competition(), {}, { settings: DEFAULT_SCHEDULE_SETTINGS }));
    expect(untimed).toEqual({ ok: false, problems: ['Set when the first heat starts: the running order is planned by the clock.'] });
  });

  it('lists a rest it cannot give by name rather than failing: one floor, everyone in every event', () => {
    const couples = namedCouples(2, 'Q');
    const events = Object.fromEntries(['E0', 'E1'].map((name, i) => [name, makeEvent(name, { rounds: [{ couples, scheduleIndex: i + 1, state: RoundState.Initialized }] })]));
    const order = ok(generateRunningOrder(inputOf(events, {}, { settings: { ...twoFloors, floors: undefined, minHeatsApart: 1 } })));
    expect(order.broken.map((b) => b.constraint)).toEqual(['rest-between-heats']);
    expect(order.figures.clashes).toBe(findClashes(inputOf(events, order.slots, { settings: { ...twoFloors, floors: undefined } })).length);
    expect(order.figures.clashes).toBeGreaterThan(0);
  });
});
