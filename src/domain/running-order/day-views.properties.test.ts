// For any generated day and any sequence of the day's operations, every screen's view of the floor is
// projected from the one model and agrees with the others (heat numbers, times, couples), and with the
// independent older derivations (timelineOf, competitorHeats).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoundState, type DancerCheckIn } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { dayModelOf } from './build-day-model';
import { competitorHeats } from './competitor-heats';
import { attendanceOf } from './dancer-check-in';
import { DAY_START, dayDrawArb, dayOf } from '../../testing/domain/day-fixtures';
import type { DayModel } from './day-model';
import { moveCoupleToHeatPlan } from './move-couple';
import { moveHeatsPlan } from './move-heats';
import type { RunningOrderInput } from './running-order-input';
import { heatsOfRound, slotsInOrder } from './slots';
import { slotsAfter } from '../../testing/domain/running-order-fixtures';
import { timelineOf } from './timeline';
import { viewForDancer } from './views/view-for-dancer';
import { viewForDeckCaptain } from './views/view-for-deck-captain';
import { viewForHeatSheet } from './views/view-for-heat-sheet';
import { viewForJudgeTablet } from './views/view-for-judge-tablet';
import { viewForLive } from './views/view-for-live';
import { viewForMc } from './views/view-for-mc';
import { viewForSchedule } from './views/view-for-schedule';
import { viewForScrutineer } from './views/view-for-scrutineer';

type Op =
  | { kind: 'move'; picks: number[]; to: number }
  | { kind: 'start' }
  | { kind: 'finish' }
  | { kind: 'post'; round: number }
  | { kind: 'deck-check-in'; round: number; couple: number }
  | { kind: 'desk-check-in'; person: number }
  | { kind: 'move-couple'; round: number; couple: number; part: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), picks: fc.array(fc.nat(30), { minLength: 1, maxLength: 3 }), to: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('start' as const) }),
  fc.record({ kind: fc.constant('finish' as const) }),
  fc.record({ kind: fc.constant('post' as const), round: fc.nat(20) }),
  fc.record({ kind: fc.constant('deck-check-in' as const), round: fc.nat(20), couple: fc.nat(20) }),
  fc.record({ kind: fc.constant('desk-check-in' as const), person: fc.nat(20) }),
  fc.record({ kind: fc.constant('move-couple' as const), round: fc.nat(20), couple: fc.nat(20), part: fc.nat(5) }),
);

interface State {
  input: RunningOrderInput;
  checkIns: Record<string, DancerCheckIn>;
  now: number;
}

const roundsOf = (input: RunningOrderInput) => Object.values(input.events).flatMap((event) => roundsInOrder(event));

function applyOp(state: State, op: Op): State {
  const { input } = state;
  const order = slotsInOrder(input.slots);
  const now = state.now + 60_000;
  const setSlots = (slots: RunningOrderInput['slots']) => ({ ...state, now, input: { ...input, slots } });
  try {
    switch (op.kind) {
      case 'move': {
        if (order.length === 0) return state;
        const keys = [...new Set(op.picks.map((p) => order[p % order.length].key))];
        return setSlots(slotsAfter(input.slots, moveHeatsPlan(input, keys, op.to).patch));
      }
      case 'start': {
        const next = order.find(({ slot }) => slot.startedAt === undefined && slot.finishedAt === undefined);
        return next ? setSlots({ ...input.slots, [next.key]: { ...next.slot, startedAt: now } }) : state;
      }
      case 'finish': {
        const running = order.find(({ slot }) => slot.startedAt !== undefined && slot.finishedAt === undefined);
        return running ? setSlots({ ...input.slots, [running.key]: { ...running.slot, finishedAt: now } }) : state;
      }
      case 'post': case 'deck-check-in': {
        const rounds = roundsOf(input);
        if (rounds.length === 0) return state;
        const round = rounds[op.round % rounds.length];
        const event = input.events[round.eventName];
        const ids = Object.keys(round.entries ?? {});
        const changed = op.kind === 'post'
          ? { ...round, roundState: RoundState.Posted }
          : ids.length === 0 ? round : { ...round, entries: { ...round.entries, [ids[op.couple % ids.length]]: { ...round.entries![ids[op.couple % ids.length]], checkedIn: true } } };
        const events = { ...input.events, [event.eventName]: { ...event, rounds: { ...event.rounds, [String(round.roundNumber)]: changed } } };
        return { ...state, now, input: { ...input, events } };
      }
      case 'desk-check-in': {
        const people = [...new Set(Object.values(input.events).flatMap((e) => Object.values(e.entries ?? {}).flatMap((x) => [x.leadId, x.followId])))];
        return people.length === 0 ? state : { ...state, now, checkIns: { ...state.checkIns, [people[op.person % people.length]]: { arrivedAt: now } } };
      }
      case 'move-couple': {
        const split = roundsOf(input).filter((round) => heatsOfRound(input.slots, round.roundId).length > 1 && Object.keys(round.entries ?? {}).length > 0);
        if (split.length === 0) return state;
        const round = split[op.round % split.length];
        const heats = heatsOfRound(input.slots, round.roundId);
        const ids = Object.keys(round.entries ?? {});
        return setSlots(slotsAfter(input.slots, moveCoupleToHeatPlan(input, round.roundId, ids[op.couple % ids.length], heats[op.part % heats.length].key).patch));
      }
    }
  } catch {
    return { ...state, now }; // a refused operation changes nothing
  }
}

const lineKey = (line: { heatNumber: number; time?: number; backNumbers: number[] }) => JSON.stringify([line.heatNumber, line.time ?? null, line.backNumbers]);

function expectViewsAgree(state: State, day: DayModel): void {
  const schedule = viewForSchedule(day);
  const heatRows = schedule.filter((row) => row.kind === 'heat');
  // One row per heat, numbers never repeated, times from the independent time line.
  expect(new Set(heatRows.map((row) => row.heatNumber)).size).toBe(heatRows.length);
  const timeline = new Map(timelineOf(state.input, state.now).slots.map((t) => [t.slotKey, t.estimatedStart ?? t.plannedStart]));
  for (const row of schedule) expect(row.time).toBe(timeline.get(row.slotKey));
  const byNumber = new Map(heatRows.map((row) => [row.heatNumber, lineKey(row)]));

  const sheet = viewForHeatSheet(day);
  expect(sheet.map((line) => line.slotKey)).toEqual(schedule.map((row) => row.slotKey));
  // The printed sheet's breaks read the same clock as its heats and /schedule.
  for (const line of sheet) expect(line.time).toBe(timeline.get(line.slotKey));
  for (const line of sheet) {
    if (line.kind !== 'heat') continue;
    expect(lineKey(line)).toBe(byNumber.get(line.heatNumber));
    expect(line.couples.flatMap((c) => (c.backNumber === null ? [] : [c.backNumber])).sort((a, b) => a - b)).toEqual(line.backNumbers);
  }

  // A team's sheet: the heats with one of its couples, in running order, with only its couples, and every break.
  const team = day.heats.flatMap((h) => h.couples)[0]?.affiliation;
  if (team !== undefined) {
    const teamSheet = viewForHeatSheet(day, { team: team.toUpperCase() });
    expect(teamSheet.filter((l) => l.kind === 'heat').map((l) => l.slotKey))
      .toEqual(sheet.filter((l) => l.kind === 'heat' && l.couples.some((c) => c.affiliation === team)).map((l) => l.slotKey));
    for (const line of teamSheet) if (line.kind === 'heat') expect(line.couples.every((c) => c.affiliation === team)).toBe(true);
    expect(teamSheet.filter((l) => l.kind === 'break').length).toBe(sheet.filter((l) => l.kind === 'break').length);
  }

  const sheetCouples = new Map(sheet.flatMap((line) => (line.kind === 'heat' ? [[line.heatNumber, line.couples.map((c) => c.entryId).sort()] as const] : [])));
  for (const heat of viewForJudgeTablet(day)) {
    expect(lineKey(heat)).toBe(byNumber.get(heat.heatNumber));
    expect(Object.values(heat.couplesByRound).flat().sort()).toEqual(sheetCouples.get(heat.heatNumber));
  }

  const deck = viewForDeckCaptain(day);
  const mc = viewForMc(day);
  const live = viewForLive(day);
  const scrutineer = viewForScrutineer(day);
  const onFloor = deck.onTheFloor?.heatNumber ?? null;
  expect(mc.current?.heatNumber ?? null).toBe(onFloor);
  expect(scrutineer.floors[0].onTheFloor?.heatNumber ?? null).toBe(onFloor);
  if (live.mode === 'heat') expect(live.heat.heatNumber).toBe(onFloor);
  if (live.mode !== 'result') expect(live.mode === 'heat').toBe(onFloor !== null);
  expect(mc.next?.heatNumber ?? null).toBe(deck.onDeck?.heatNumber ?? null);
  for (const line of [deck.onTheFloor, deck.onDeck, ...deck.next, mc.current, mc.next, live.mode === 'heat' ? live.heat : null, ...live.next]) {
    if (line) expect(lineKey(line)).toBe(byNumber.get(line.heatNumber));
  }
  // Nothing outside a heat is ever on the floor.
  for (const anomaly of day.anomalies) expect(day.heats.some((h) => h.rounds.some((r) => r.eventName === anomaly.eventName && r.roundNumber === anomaly.roundNumber))).toBe(false);

  // A few dancers per step keep the run short; over the runs every kind of dancer is drawn.
  const people = [...new Set(day.heats.flatMap((h) => h.couples.flatMap((c) => [c.leadId, c.followId])))].slice(0, 6);
  for (const id of people) {
    const dancer = viewForDancer(day, id);
    const older = competitorHeats(state.input, id, state.now);
    const facts = (list: readonly { heatNumber: number; eventName: string; roundNumber: number; entryId: string; estimatedStart?: number }[]) =>
      list.map((h) => JSON.stringify([h.heatNumber, h.eventName, h.roundNumber, h.entryId, h.estimatedStart ?? null])).sort();
    expect(facts(dancer.heats)).toEqual(facts(older));
    for (const heat of dancer.heats) {
      const row = heatRows.find((r) => r.heatNumber === heat.heatNumber)!;
      expect(heat.time).toBe(row.time);
    }
    expect(viewForHeatSheet(day, { competitorId: id }).filter((l) => l.kind === 'heat').map((l) => l.slotKey)).toEqual([...new Set(dancer.heats.map((h) => h.slotKey))]);
    expect(dancer.next?.slotKey ?? null).toBe(dancer.heats.find((h) => h.status !== 'danced')?.slotKey ?? null);
    const arrived = attendanceOf(day, state.checkIns, id).arrived;
    for (const heat of day.heats) for (const c of heat.couples) if (c.leadId === id && c.arrived) expect(arrived).toBe(true);
  }
}

describe('every screen reads one day (property)', () => {
  it('agrees on heat numbers, times and couples after any sequence of operations', () => {
    fc.assert(fc.property(dayDrawArb, fc.array(opArb, { maxLength: 10 }), (draw, ops) => {
      let state: State = { input: dayOf(draw), checkIns: {}, now: DAY_START + 30 * 60_000 };
      expectViewsAgree(state, dayModelOf(state.input, state.now, state.checkIns));
      for (const op of ops) {
        state = applyOp(state, op);
        expectViewsAgree(state, dayModelOf(state.input, state.now, state.checkIns));
      }
    }), { numRuns: 60 });
  }, 120_000);
});
