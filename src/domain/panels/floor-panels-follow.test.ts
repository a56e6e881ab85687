import { describe, expect, it } from 'vitest';
import { RoundState, type CompetitionEvent, type PanelsRecord, type ScheduleSlot } from '../model';
import type { EventMarks } from '../event-snapshot';
import { applyTreeUpdate } from '../tree-update';
import { dayModelOf, DEFAULT_SCHEDULE_SETTINGS } from '../running-order';
import { makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';
import { eventsOfChanges, floorPanelChanges, floorPanelsFollowPatch, keptPanelsSentence, type FloorPanelsState } from './floor-panels-follow';

const waltz = makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(6, 'B'), scheduleIndex: 1 }] });
const tango = makeEvent('Silver Tango', { dances: ['Tango'], rounds: [{ couples: namedCouples(5, 'S'), scheduleIndex: 2 }] });
const foxtrot = makeEvent('Gold Foxtrot', { dances: ['Foxtrot'], rounds: [{ couples: namedCouples(5, 'G'), scheduleIndex: 3 }] });
const events: Record<string, CompetitionEvent> = { [waltz.eventName]: waltz, [tango.eventName]: tango, [foxtrot.eventName]: foxtrot };
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floors: { A: { name: 'Main' }, B: { name: 'Side' } } };
const heat = (number: number, eventName: string, floor: 'A' | 'B', times: Partial<ScheduleSlot> = {}): ScheduleSlot =>
  ({ kind: 'heat', number, position: number, ...(floor === 'B' ? { floor } : {}), rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } }, ...times }) as ScheduleSlot;
const floorPanels: PanelsRecord['floors'] = { A: { judges: { '-a1': true, '-a2': true, '-a3': true } }, B: { judges: { '-b1': true, '-b2': true, '-b3': true } } };
const stateOf = (slots: Record<string, ScheduleSlot>, panels: PanelsRecord, evs = events): FloorPanelsState => ({ day: dayModelOf({ events: evs, slots, settings }, 0), events: evs, panels });
const after = (before: PanelsRecord, patch: Record<string, unknown>) => (applyTreeUpdate({ panels: before }, patch) as { panels?: PanelsRecord }).panels ?? {};
const onB = { judges: { '-b1': true, '-b2': true, '-b3': true }, floor: 'B' } as const;
const onA = { judges: { '-a1': true, '-a2': true, '-a3': true }, floor: 'A' } as const;

describe('floor panels following the rounds', () => {
  it('gives every round the panel of the floor it is danced on, tagged with the floor; a second pass changes nothing', () => {
    const slots = { s1: heat(1, 'Bronze Waltz', 'B'), s2: heat(2, 'Silver Tango', 'A'), s3: heat(3, 'Gold Foxtrot', 'B') };
    const panels: PanelsRecord = { floors: floorPanels };
    const { patch, kept } = floorPanelsFollowPatch(stateOf(slots, panels), {});
    expect(patch).toEqual({ 'panels/rounds/Bronze Waltz/1': onB, 'panels/rounds/Silver Tango/1': onA, 'panels/rounds/Gold Foxtrot/1': onB });
    expect(kept).toEqual([]);
    expect(floorPanelChanges(stateOf(slots, after(panels, patch)))).toEqual([]);
  });

  it('a heat moved to the other floor takes that floor\'s panel; onto a floor without a panel, the round follows its event again', () => {
    const panels: PanelsRecord = { floors: floorPanels, rounds: { 'Bronze Waltz': { 1: onB } } };
    const moved = { s1: heat(1, 'Bronze Waltz', 'A') };
    expect(floorPanelsFollowPatch(stateOf(moved, panels), {}).patch).toEqual({ 'panels/rounds/Bronze Waltz/1': onA });
    const noPanelOnA = { ...panels, floors: { B: floorPanels.B } };
    expect(floorPanelsFollowPatch(stateOf(moved, noPanelOnA), {}).patch).toEqual({ 'panels/rounds/Bronze Waltz/1': null });
  });

  it('keeps a round\'s own panel, and sends a round no heat holds any more back to its event', () => {
    const own = { judges: { '-x': true as const } };
    const panels: PanelsRecord = { floors: floorPanels, rounds: { 'Bronze Waltz': { 1: own }, 'Gold Foxtrot': { 1: onB } } };
    const { patch } = floorPanelsFollowPatch(stateOf({ s1: heat(1, 'Bronze Waltz', 'B') }, panels), {});
    expect(patch).toEqual({ 'panels/rounds/Gold Foxtrot/1': null });
  });

  it('a judged round keeps the panel that judged it (marks, a running or marked round, a started heat) and is named', () => {
    const panels: PanelsRecord = { floors: floorPanels, rounds: { 'Bronze Waltz': { 1: onB }, 'Silver Tango': { 1: onB }, 'Gold Foxtrot': { 1: onB } } };
    const running = { ...tango, rounds: { 1: { ...tango.rounds![1], roundState: RoundState.Running } } } as CompetitionEvent;
    const evs = { ...events, [running.eventName]: running };
    // Every heat now on floor A, whose panel differs: Waltz has marks, Tango is running, Foxtrot's heat started.
    // (a heat after a started one counts as to come; one before it as danced, so the started heat comes first).
    const slots = { s1: heat(1, 'Gold Foxtrot', 'A', { startedAt: 1 }), s2: heat(2, 'Bronze Waltz', 'A'), s3: heat(3, 'Silver Tango', 'A') };
    const state = stateOf(slots, panels, evs);
    expect(eventsOfChanges(floorPanelChanges(state))).toEqual(['Bronze Waltz', 'Gold Foxtrot', 'Silver Tango']);
    const marks = { 'Bronze Waltz': { 1: { '-b1': { dances: { Waltz: { x: 1 } } } } } } as unknown as Record<string, EventMarks>;
    const { patch, kept } = floorPanelsFollowPatch(state, marks);
    expect(patch).toEqual({});
    expect(kept.map((k) => `${k.eventName} ${k.floor}`)).toEqual(['Gold Foxtrot A', 'Bronze Waltz A', 'Silver Tango A']);
    // Without the marks, Waltz (not started) follows its new floor.
    expect(floorPanelsFollowPatch(state, {}).patch).toEqual({ 'panels/rounds/Bronze Waltz/1': onA });
  });

  it('costs nothing on a day without floor panels', () => {
    expect(floorPanelChanges(stateOf({ s1: heat(1, 'Bronze Waltz', 'B') }, { events: { 'Bronze Waltz': { judges: { '-x': true } } } }))).toEqual([]);
  });

  it('names the rounds that kept their panel in one sentence', () => {
    const name = (floor: string) => (floor === 'A' ? 'Main' : 'Side');
    expect(keptPanelsSentence([], name)).toBeNull();
    expect(keptPanelsSentence([{ eventName: 'Bronze Waltz', roundNumber: 1, floor: 'B' }], name))
      .toBe("Bronze Waltz round 1 (now on Side) keeps the panel that judged it (already marked or started), not the floor's panel.");
    expect(keptPanelsSentence([{ eventName: 'Bronze Waltz', roundNumber: 1, floor: 'B' }, { eventName: 'Gold Foxtrot', roundNumber: 2, floor: null }], name))
      .toBe("Bronze Waltz round 1 (now on Side) and Gold Foxtrot round 2 keep the panel that judged them (already marked or started), not the floor's panel.");
  });
});
