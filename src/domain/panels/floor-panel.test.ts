import { describe, expect, it } from 'vitest';
import type { Official, PanelsRecord, ScheduleSlot } from '../model';
import { applyTreeUpdate } from '../tree-update';
import { dayModelOf, DEFAULT_SCHEDULE_SETTINGS } from '../running-order';
import { makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';
import { setFloorPanelPatch } from './floor-panel';
import type { PanelEditInput } from './panel-patches';
import { roundPanel } from './round-panel';

const judge = (name: string): Official => ({ name, role: 'Judge' });
const officials: Record<string, Official> = { '-k1': judge('Zoe Ames'), '-k2': judge('Ada Bell'), '-k3': judge('Max Cole'), '-k4': judge('Ivy Dunn') };
const waltz = makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(6, 'B'), scheduleIndex: 1 }] });
const tango = makeEvent('Silver Tango', { dances: ['Tango'], rounds: [{ couples: namedCouples(5, 'S'), scheduleIndex: 2 }] });
const foxtrot = makeEvent('Gold Foxtrot', { dances: ['Foxtrot'], rounds: [{ couples: namedCouples(5, 'G'), scheduleIndex: 3 }] });
const events = { [waltz.eventName]: waltz, [tango.eventName]: tango, [foxtrot.eventName]: foxtrot };
const heat = (number: number, eventName: string, floor: 'A' | 'B'): ScheduleSlot => ({ kind: 'heat', number, position: number, floor, rounds: { [`${eventName}-R1`]: { eventName, roundNumber: 1 } } });
// Waltz and Foxtrot on floor B, Tango on floor A.
const slots = { s1: heat(1, 'Bronze Waltz', 'B'), s2: heat(2, 'Silver Tango', 'A'), s3: heat(3, 'Gold Foxtrot', 'B') };
const day = dayModelOf({ events, slots, settings: { ...DEFAULT_SCHEDULE_SETTINGS, floors: { A: { name: 'Main' }, B: { name: 'Side' } } } }, 0);
const input = (panels: PanelsRecord, extra: Partial<PanelEditInput> = {}): PanelEditInput => ({ officials, panels, events, ...extra });
const after = (before: PanelsRecord, patch: Record<string, unknown>) => (applyTreeUpdate({ panels: before }, patch) as { panels?: PanelsRecord }).panels ?? {};

describe('a floor\'s panel', () => {
  it('judges every round on the floor without a panel of its own, and nothing on the other floor', () => {
    const own: PanelsRecord = { rounds: { 'Gold Foxtrot': { 1: { judges: { '-k4': true } } } } };
    const { patch } = setFloorPanelPatch(input(own), day, 'B', ['-k1', '-k2', '-k3']);
    const panels = after(own, patch);
    const context = { officials, panels };
    expect(roundPanel(context, 'Bronze Waltz', 1)).toMatchObject({ source: 'floor' });
    expect(roundPanel(context, 'Bronze Waltz', 1).judges.map((j) => j.key)).toEqual(['-k1', '-k2', '-k3']);
    expect(roundPanel(context, 'Gold Foxtrot', 1)).toMatchObject({ source: 'round', judges: [expect.objectContaining({ key: '-k4' })] });
    expect(roundPanel(context, 'Silver Tango', 1).source).toBe('all-judges');
    expect(panels.floors?.B).toEqual({ judges: { '-k1': true, '-k2': true, '-k3': true } });
  });

  it('a second change replaces what the floor wrote; removing it sends the rounds back to their event; a marked round keeps its panel', () => {
    const first = after({}, setFloorPanelPatch(input({}), day, 'B', ['-k1', '-k2', '-k3']).patch);
    const marks = { 'Gold Foxtrot': { 1: { '-k1': { dances: { Foxtrot: { x: 1 } } } } } } as unknown as PanelEditInput['marks'];
    const second = after(first, setFloorPanelPatch(input(first, { marks }), day, 'B', ['-k2', '-k3', '-k4']).patch);
    expect(roundPanel({ officials, panels: second }, 'Bronze Waltz', 1).judges.map((j) => j.key)).toEqual(['-k2', '-k3', '-k4']);
    expect(roundPanel({ officials, panels: second }, 'Gold Foxtrot', 1).judges.map((j) => j.key)).toEqual(['-k1', '-k2', '-k3']);
    const removed = after(second, setFloorPanelPatch(input(second), day, 'B', null).patch);
    expect(roundPanel({ officials, panels: removed }, 'Bronze Waltz', 1).source).toBe('all-judges');
    expect(removed.floors?.B).toBeUndefined();
  });

  it('refuses a panel naming someone who is not a judge', () => {
    expect(() => setFloorPanelPatch(input({}), day, 'B', ['-nobody'])).toThrow('no longer on the officials list');
  });
});
