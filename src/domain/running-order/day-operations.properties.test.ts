// For any sequence of the organiser's and the floor's operations on a generated day (move heats, move a
// couple, resolve a clash, combine, separate, re-split, add/edit/remove a break, renumber, undo, start and
// finish a heat, skip a round), each written as the console writes it (the edit, refused on a new clash,
// with the rounds' fields kept in step in the same update), every screen's view projected from the one
// model shows the same heat numbers, times and couples for the same round, and the rounds' stored
// scheduleIndex/roundStartTime agree with the model.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoundState, type CompetitionEvent } from '../model';
import type { EventMarks } from '../event-snapshot';
import { roundsInOrder } from '../event-snapshot';
import { RoundOperationError, RoundTransitionError, stateActionPatch } from '../rounds';
import { applyTreeUpdate, type TreeUpdate } from '../tree-update';
import { dayModelOf } from './build-day-model';
import { clashReport } from './clash-report';
import { combineHeatsPatch, combineRefusal, roundHasMarks, separateRoundPatch } from './combine-heats';
import type { DayModel } from './day-model';
import { heatsOfRoundInDay, roundOrderOf } from './day-rounds';
import { addBreakPatch, editBreakPatch, removeBreakPatch, renumberHeatsPatch, slotTimesPatch } from './edit-slots';
import { RunningOrderError } from './errors';
import { refuseNewClashes } from './guard-clashes';
import { moveCoupleToHeatPlan } from './move-couple';
import { moveHeatsPlan } from './move-heats';
import { roundFieldsInStepPatch, withRoundFieldsInStep } from './round-fields-in-step';
import type { RunningOrderInput } from './running-order-input';
import { floorHeatsInOrder, heatsOfRound, isBreak, slotsInOrder } from './slots';
import { resplitRoundPatch } from './split-round';
import { undoRefusal, type UndoRecord } from './undo-record';
import { viewForDancer } from './views/view-for-dancer';
import { viewForDeckCaptain } from './views/view-for-deck-captain';
import { viewForHeatSheet } from './views/view-for-heat-sheet';
import { viewForJudgeTablet } from './views/view-for-judge-tablet';
import { viewForLive } from './views/view-for-live';
import { viewForMc } from './views/view-for-mc';
import { viewForSchedule } from './views/view-for-schedule';
import { DAY_START, dayDrawArb, dayOf } from '../../testing/domain/day-fixtures';

type Op =
  | { kind: 'move'; picks: number[]; to: number }
  | { kind: 'move-couple'; round: number; couple: number; part: number }
  | { kind: 'resolve'; clash: number }
  | { kind: 'combine'; a: number; b: number }
  | { kind: 'separate'; heat: number; round: number }
  | { kind: 'split'; round: number; parts: number }
  | { kind: 'add-break'; at: number; minutes: number }
  | { kind: 'edit-break'; which: number; minutes: number }
  | { kind: 'remove-break'; which: number }
  | { kind: 'renumber' }
  | { kind: 'undo' }
  | { kind: 'start' }
  | { kind: 'finish' }
  | { kind: 'skip'; round: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('move' as const), picks: fc.array(fc.nat(30), { minLength: 1, maxLength: 3 }), to: fc.integer({ min: 1, max: 30 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('move-couple' as const), round: fc.nat(20), couple: fc.nat(20), part: fc.nat(5) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('resolve' as const), clash: fc.nat(10) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('combine' as const), a: fc.nat(30), b: fc.nat(30) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('separate' as const), heat: fc.nat(30), round: fc.nat(3) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('split' as const), round: fc.nat(20), parts: fc.integer({ min: 1, max: 4 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('add-break' as const), at: fc.nat(30), minutes: fc.integer({ min: 5, max: 60 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('edit-break' as const), which: fc.nat(5), minutes: fc.integer({ min: 5, max: 60 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('remove-break' as const), which: fc.nat(5) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('renumber' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('undo' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('start' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('finish' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('skip' as const), round: fc.nat(20) }), weight: 1 },
);

/** Generated days; half of them dance one dance in every event, so rounds of a style may share a heat. */
const operationsDayArb = fc.tuple(dayDrawArb, fc.boolean()).map(([draw, oneDance]) => (oneDance ? { ...draw, events: draw.events.map((e) => ({ ...e, dances: 1 })) } : draw));

interface State {
  input: RunningOrderInput & { marks: Record<string, EventMarks> };
  now: number;
  undo: UndoRecord | null;
}

/** The day as the database holds it after `patch` (events and slots; the ops never change the settings). */
function written(state: State, patch: TreeUpdate, undo: UndoRecord | null = state.undo): State {
  const { input } = state;
  const tree = applyTreeUpdate({ events: input.events, schedule: { slots: input.slots } }, patch) as {
    events?: Record<string, CompetitionEvent>; schedule?: { slots?: RunningOrderInput['slots'] };
  };
  return { ...state, undo, input: { ...input, events: tree.events ?? {}, slots: tree.schedule?.slots ?? {} } };
}

/** An edit of the order as the console sends it: refused on a new clash, the rounds' fields in the same update. */
const edited = (state: State, slotPatch: TreeUpdate) => written(state, withRoundFieldsInStep(state.input, refuseNewClashes(state.input, slotPatch), state.now));

/** A move: the move plan's own check (new or worse clash) has been made already. */
const moved = (state: State, plan: { patch: TreeUpdate; undo: UndoRecord }) => written(state, withRoundFieldsInStep(state.input, plan.patch, state.now), plan.undo);

const pick = <T,>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
const roundsOf = (input: RunningOrderInput) => Object.values(input.events).flatMap((event) => roundsInOrder(event));

function applyOp(before: State, op: Op): State {
  const state = { ...before, now: before.now + 60_000 };
  const { input } = state;
  const order = slotsInOrder(input.slots);
  // Operations are drawn among the slots still to come, so most of them are ones the console would accept.
  const toCome = order.filter(({ slot }) => slot.startedAt === undefined && slot.finishedAt === undefined);
  const heats = floorHeatsInOrder(input.slots).filter(({ key }) => toCome.some((s) => s.key === key));
  const breaks = toCome.filter(({ slot }) => isBreak(slot));
  const firstToCome = order.length - toCome.length;
  /** A round whose heats are all to come and that has no marks: the console may re-split it or move its couples. */
  const untouched = (roundKey: string) => heatsOfRound(input.slots, roundKey).every(({ key }) => heats.some((h) => h.key === key))
    && heatsOfRound(input.slots, roundKey).every(({ slot }) => !roundHasMarks(input, slot.rounds[roundKey]));
  try {
    switch (op.kind) {
      case 'move': {
        if (toCome.length === 0) return state;
        const keys = [...new Set(op.picks.map((p) => toCome[p % toCome.length].key))];
        return moved(state, moveHeatsPlan(input, keys, firstToCome + 1 + (op.to % (toCome.length - keys.length + 1))));
      }
      case 'move-couple': {
        const split = roundsOf(input).filter((round) => heatsOfRound(input.slots, round.roundId).length > 1 && Object.keys(round.entries ?? {}).length > 0 && untouched(round.roundId));
        const round = pick(split, op.round);
        if (!round) return state;
        const ids = Object.keys(round.entries ?? {});
        const to = heatsOfRound(input.slots, round.roundId)[op.part % heatsOfRound(input.slots, round.roundId).length].key;
        return moved(state, moveCoupleToHeatPlan(input, round.roundId, ids[op.couple % ids.length], to));
      }
      case 'resolve': {
        const group = pick(clashReport(input, state.now).filter((g) => g.resolveAt !== null), op.clash);
        return group ? moved(state, moveHeatsPlan(input, [group.second.slotKey], group.resolveAt ?? 0)) : state;
      }
      case 'combine': {
        // Among the pairs the console offers (its drop targets are greyed out by combineRefusal).
        const pairs = heats.flatMap((a, i) => heats.slice(i + 1).map((b) => [a.key, b.key] as const)).filter((pair) => combineRefusal(input, pair) === null);
        const pair = pick(pairs, op.a);
        return pair ? edited(state, combineHeatsPatch(input, pair[op.b % 2], [pair[1 - (op.b % 2)]])) : state;
      }
      case 'separate': {
        const shared = heats.filter(({ slot }) => Object.keys(slot.rounds).length > 1);
        const heat = pick(shared, op.heat);
        const roundKey = heat && pick(Object.keys(heat.slot.rounds), op.round);
        return heat && roundKey ? edited(state, separateRoundPatch(input, heat.key, roundKey)) : state;
      }
      case 'split': {
        const roundKey = pick([...new Set(heats.flatMap(({ slot }) => Object.keys(slot.rounds)))].filter(untouched), op.round);
        return roundKey ? edited(state, resplitRoundPatch(input, roundKey, op.parts)) : state;
      }
      case 'add-break':
        return edited(state, addBreakPatch(input, { label: 'Break', minutes: op.minutes }, firstToCome + (op.at % (toCome.length + 1))));
      case 'edit-break': {
        const slot = pick(breaks, op.which);
        return slot ? edited(state, editBreakPatch(input, slot.key, { label: 'Break', minutes: op.minutes })) : state;
      }
      case 'remove-break': {
        const slot = pick(breaks, op.which);
        return slot ? edited(state, removeBreakPatch(input, slot.key)) : state;
      }
      case 'renumber':
        return edited(state, renumberHeatsPatch(input));
      case 'undo': {
        const record = state.undo;
        if (!record || undoRefusal(record, input.slots) !== null) return state;
        return written(state, withRoundFieldsInStep(input, record.inverse, state.now), null);
      }
      case 'start': {
        const next = order.find(({ slot }) => slot.startedAt === undefined && slot.finishedAt === undefined);
        // The floor's record goes alone, as the deck captain sends it: it moves no planned time.
        return next ? written(state, slotTimesPatch(input, next.key, { startedAt: state.now })) : state;
      }
      case 'finish': {
        const running = order.find(({ slot }) => slot.startedAt !== undefined && slot.finishedAt === undefined);
        return running ? written(state, slotTimesPatch(input, running.key, { finishedAt: state.now })) : state;
      }
      case 'skip': {
        const round = pick(roundsOf(input).filter((r) => r.roundState <= RoundState.Initialized), op.round);
        if (!round) return state;
        const snapshot = { event: input.events[round.eventName], marks: input.marks[round.eventName] };
        return written(state, stateActionPatch('skip', snapshot, round.roundNumber, { actor: 'chairman', judgeKeys: [] }));
      }
    }
  } catch (error) {
    // A refused operation writes nothing (the screen shows the reason); anything else is a bug.
    if (error instanceof RunningOrderError || error instanceof RoundTransitionError || error instanceof RoundOperationError) return state;
    throw error;
  }
}

/** The rounds' stored fields say what the model says: place of the first heat, its planned start; the rest after, with no time. */
function expectRoundFieldsInStep(input: RunningOrderInput, day: DayModel): void {
  const order = roundOrderOf(day);
  const stored = roundsOf(input);
  order.forEach((r, i) => {
    const round = stored.find((x) => x.eventName === r.eventName && x.roundNumber === r.roundNumber);
    if (!round) return; // a heat naming a round that no longer exists is listed as a problem, not given fields
    expect(round.scheduleIndex).toBe(i + 1);
    expect(round.roundStartTime).toBe(heatsOfRoundInDay(day, r.eventName, r.roundNumber)[0].plannedStart);
  });
  const placed = new Set(order.map((r) => `${r.eventName}/${r.roundNumber}`));
  const rest = stored.filter((round) => !placed.has(`${round.eventName}/${round.roundNumber}`));
  for (const round of rest) {
    expect(round.roundStartTime).toBeUndefined();
    expect(round.scheduleIndex).toBeGreaterThan(order.length);
  }
  expect(new Set(stored.map((round) => round.scheduleIndex)).size).toBe(stored.length);
  expect(roundFieldsInStepPatch(day, input.events)).toEqual({});
}

type Facts = { time: number | null; couples: string[] };
const factsKey = (f: Facts) => JSON.stringify([f.time, [...f.couples].sort()]);

/** Every screen, per round and heat: the heat numbers it shows the round in, with time and that round's couples. */
function expectViewsAgreePerRound(day: DayModel): void {
  // The model's answer: for each round, its heats in order, each with time and the round's couples there.
  const truth = new Map<string, Map<number, string>>();
  for (const heat of day.heats) {
    for (const round of heat.rounds) {
      const couples = heat.couples.filter((c) => c.eventName === round.eventName && c.roundNumber === round.roundNumber).map((c) => c.entryId);
      const byHeat = truth.get(round.roundKey) ?? new Map<number, string>();
      byHeat.set(heat.number, factsKey({ time: heat.estimatedStart ?? heat.plannedStart ?? null, couples }));
      truth.set(round.roundKey, byHeat);
    }
  }
  const roundKeyOf = (eventName: string, roundNumber: number) => `${eventName}-R${roundNumber}`;
  const seen = (view: string, roundKey: string, heatNumber: number, facts: Facts) =>
    expect(factsKey(facts), `${view}: ${roundKey} in heat ${heatNumber}`).toBe(truth.get(roundKey)?.get(heatNumber));

  // Judge's tablet: every heat of every round (every judge on every panel), couples by round.
  const tablet = viewForJudgeTablet(day);
  for (const heat of tablet) for (const round of heat.rounds) seen('tablet', round.roundKey, heat.heatNumber, { time: heat.time ?? null, couples: heat.couplesByRound[round.roundKey] });
  expect(tablet.flatMap((h) => h.rounds.map((r) => `${r.roundKey}#${h.heatNumber}`)).sort()).toEqual([...truth].flatMap(([k, m]) => [...m.keys()].map((n) => `${k}#${n}`)).sort());

  // Heat sheet and /schedule: the same heats, numbers and times in the same order; the sheet's couples per round.
  const schedule = viewForSchedule(day).filter((row) => row.kind === 'heat');
  const sheet = viewForHeatSheet(day).filter((line) => line.kind === 'heat');
  expect(sheet.map((l) => [l.heatNumber, l.time ?? null])).toEqual(schedule.map((r) => [r.heatNumber, r.time ?? null]));
  for (const line of sheet) {
    const rounds = [...new Set(line.couples.map((c) => roundKeyOf(c.eventName, c.roundNumber)))];
    for (const key of rounds) seen('heat sheet', key, line.heatNumber, { time: line.time ?? null, couples: line.couples.filter((c) => roundKeyOf(c.eventName, c.roundNumber) === key).map((c) => c.entryId) });
  }

  // Deck captain, MC and /live: the heats they show have the schedule's number, time and back numbers.
  const rows = new Map(schedule.map((r) => [r.heatNumber, JSON.stringify([r.time ?? null, r.backNumbers])]));
  const deck = viewForDeckCaptain(day, undefined, 50);
  for (const heat of [deck.onTheFloor, deck.onDeck, ...deck.next]) {
    if (!heat) continue;
    expect(JSON.stringify([heat.time ?? null, heat.backNumbers])).toBe(rows.get(heat.heatNumber));
    for (const key of new Set(heat.couples.map((c) => roundKeyOf(c.eventName, c.roundNumber)))) {
      seen('deck captain', key, heat.heatNumber, { time: heat.time ?? null, couples: heat.couples.filter((c) => roundKeyOf(c.eventName, c.roundNumber) === key).map((c) => c.entryId) });
    }
  }
  const mc = viewForMc(day);
  const live = viewForLive(day, undefined, 50);
  for (const heat of [mc.current, mc.next, live.mode === 'heat' ? live.heat : null, ...live.next]) {
    if (heat) expect(JSON.stringify([heat.time ?? null, heat.backNumbers])).toBe(rows.get(heat.heatNumber));
  }
  expect(mc.current?.heatNumber ?? null).toBe(deck.onTheFloor?.heatNumber ?? null);
  expect(mc.next?.heatNumber ?? null).toBe(deck.onDeck?.heatNumber ?? null);

  // A dancer's page: each of their rounds in the heats the model puts it, at the same time, with their couple in it.
  const people = [...new Set(day.heats.flatMap((h) => h.couples.flatMap((c) => [c.leadId, c.followId])))].slice(0, 4);
  for (const id of people) {
    for (const heat of viewForDancer(day, id).heats) {
      const key = roundKeyOf(heat.eventName, heat.roundNumber);
      expect(truth.get(key)?.has(heat.heatNumber), `dancer ${id}: ${key} in heat ${heat.heatNumber}`).toBe(true);
      const row = rows.get(heat.heatNumber);
      expect(row && JSON.parse(row)[0]).toBe(heat.time ?? null);
      expect(sheet.find((l) => l.heatNumber === heat.heatNumber)?.couples.some((c) => c.entryId === heat.entryId)).toBe(true);
    }
  }
}

describe('any sequence of operations on the day keeps every screen and the rounds in step (property)', () => {
  it('agrees per round on heat numbers, times and couples, and the rounds\' fields follow the model', () => {
    fc.assert(fc.property(operationsDayArb, fc.array(opArb, { minLength: 3, maxLength: 12 }), (draw, ops) => {
      const day = dayOf(draw);
      // The stored day is migrated once (its fields set from the order), as a deployed day is.
      let state: State = { input: day, now: DAY_START + 30 * 60_000, undo: null };
      state = written(state, roundFieldsInStepPatch(dayModelOf(state.input, state.now), state.input.events));
      expectRoundFieldsInStep(state.input, dayModelOf(state.input, state.now));
      for (const op of ops) {
        state = applyOp(state, op);
        const model = dayModelOf(state.input, state.now);
        expectRoundFieldsInStep(state.input, model);
        expectViewsAgreePerRound(model);
      }
    }), { numRuns: 60, seed: 29 });
  }, 120_000);
});
