import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { buildRunningOrder } from './build-running-order';
import { coupleIdsOfHeatRound, findRound } from './heat-couples';
import { DEFAULT_SCHEDULE_SETTINGS } from './settings';
import { floorHeatsInOrder } from './slots';
import { moveCoupleToPartPatch, resplitRoundPatch } from './split-round';
import { inputOf, makeEvent, namedCouples, slotsAfter } from '../../testing/domain/running-order-fixtures';
import { timelineOf } from './timeline';

const KEY = 'Open Waltz-R1';

function heatsOfTheRound(events: Record<string, CompetitionEvent>, slots: Record<string, ScheduleSlot>): string[][] {
  const round = findRound(events, 'Open Waltz', 1)!;
  return floorHeatsInOrder(slots).filter(({ slot }) => slot.rounds[KEY]).map(({ slot }) => coupleIdsOfHeatRound(round, slot.rounds[KEY]));
}

function expectEveryCoupleOnce(events: Record<string, CompetitionEvent>, heats: string[][]): void {
  const all = Object.keys(findRound(events, 'Open Waltz', 1)!.entries ?? {}).sort();
  const placed = heats.flat();
  expect(new Set(placed).size).toBe(placed.length);
  expect([...placed].sort()).toEqual(all);
}

describe('splitting rounds into floor heats (properties)', () => {
  it('every couple of a split round dances in exactly one heat, heats within the floor and even', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 24 }), (count, capacity) => {
        const events = { 'Open Waltz': makeEvent('Open Waltz', { rounds: [{ couples: namedCouples(count, 'O'), scheduleIndex: 1 }] }) };
        const heats = heatsOfTheRound(events, buildRunningOrder(events, { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: capacity }));
        expectEveryCoupleOnce(events, heats);
        expect(heats).toHaveLength(Math.ceil(count / capacity));
        const sizes = heats.map((h) => h.length);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(capacity);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('no couple is ever in two heats of the same round, whatever the resplits and moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.array(fc.oneof(fc.record({ parts: fc.integer({ min: 1, max: 8 }) }), fc.record({ couple: fc.nat(59), part: fc.integer({ min: 1, max: 8 }) })), { maxLength: 12 }),
        (count, edits) => {
          const events = { 'Open Waltz': makeEvent('Open Waltz', { rounds: [{ couples: namedCouples(count, 'O'), scheduleIndex: 1 }] }) };
          const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: 60 };
          let slots = buildRunningOrder(events, settings);
          const ids = Object.keys(findRound(events, 'Open Waltz', 1)!.entries ?? {});
          for (const edit of edits) {
            try {
              const patch = 'parts' in edit ? resplitRoundPatch(inputOf(events, slots, { settings }), KEY, edit.parts) : moveCoupleToPartPatch(inputOf(events, slots, { settings }), KEY, ids[edit.couple % count], edit.part);
              slots = slotsAfter(slots, patch);
            } catch {
              // A refused edit changes nothing; the invariant must still hold.
            }
            expectEveryCoupleOnce(events, heatsOfTheRound(events, slots));
          }
        },
      ),
    );
  });
});

describe('live time estimate (property)', () => {
  it('never puts a heat to come before anything already started or danced, and keeps the order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: -3_600_000, max: 3_600_000 }), { maxLength: 8 }),
        fc.integer({ min: -3_600_000, max: 7_200_000 }),
        fc.boolean(),
        (danceCounts, recordedOffsets, nowOffset, lastFinished) => {
          const start = Date.UTC(2026, 10, 25, 14);
          const events: Record<string, CompetitionEvent> = {};
          const slots: Record<string, ScheduleSlot> = {};
          danceCounts.forEach((dances, i) => {
            const eventName = `E${i}`;
            events[eventName] = makeEvent(eventName, { dances: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'].slice(0, dances), rounds: [{ couples: namedCouples(2, eventName), scheduleIndex: i }] });
            slots[`s${i + 1}`] = { kind: 'heat', number: i + 1, position: i + 1, rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } } };
          });
          // The first slots have started (at any times at all, even out of order); the last of them maybe finished.
          const started = Math.min(recordedOffsets.length, danceCounts.length);
          for (let i = 0; i < started; i += 1) {
            const slot = slots[`s${i + 1}`];
            slot.startedAt = start + recordedOffsets[i];
            if (i < started - 1 || lastFinished) slot.finishedAt = slot.startedAt + 60_000;
          }
          const recorded = Object.values(slots).flatMap((s) => [s.startedAt, s.finishedAt]).filter((x): x is number => x !== undefined);
          const now = start + nowOffset;
          const timeline = timelineOf(inputOf(events, slots, { settings: { ...DEFAULT_SCHEDULE_SETTINGS, firstHeatStart: start } }), now);
          const toCome = timeline.slots.filter((s) => s.status === 'to-come' || s.status === 'on-deck');
          expect(toCome).toHaveLength(danceCounts.length - started);
          for (const s of toCome) {
            for (const t of recorded) expect(s.estimatedStart!).toBeGreaterThanOrEqual(t);
          }
          if (toCome.length > 0) expect(toCome[0].estimatedStart!).toBeGreaterThanOrEqual(started > 0 ? now : Math.min(now, toCome[0].plannedStart!));
          for (let i = 1; i < timeline.slots.length; i += 1) {
            if (timeline.slots[i].status === 'to-come') expect(timeline.slots[i].estimatedStart!).toBeGreaterThanOrEqual(timeline.slots[i - 1].estimatedEnd!);
          }
        },
      ),
    );
  });
});
