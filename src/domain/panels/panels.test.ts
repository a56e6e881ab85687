import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Official, PanelsRecord, ScheduleSlot } from '../model';
import { applyTreeUpdate } from '../tree-update';
import { makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';
import { judgeLetters, letterAt, newJudgeLettersPatch } from './judge-letters';
import { judgeRoundsInOrder } from './judge-rounds-in-order';
import { eventsAffectedByRemoving, removeJudgeFromPanelsPatch, setEventPanelPatch, setRoundPanelPatch, type PanelEditInput } from './panel-patches';
import { majorityOf, panelWarnings, postingRefusal } from './panel-rules';
import { isOnRoundPanel, roundPanel } from './round-panel';
import { PanelError } from './errors';

const judge = (name: string): Official => ({ name, role: 'Judge' });
const officials: Record<string, Official> = {
  '-k1': judge('Zoe Ames'), '-k2': judge('Ada Bell'), '-k3': judge('Max Cole'), '-k4': judge('Ivy Dunn'), '-k5': judge('Leo Ford'),
  '-k6': { name: 'Sam Scrutineer', role: 'Scrutineer' },
};
const waltz = makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(10, 'B'), scheduleIndex: 2, recallSize: 6 }, { scheduleIndex: 5 }] });
const tango = makeEvent('Silver Tango', { dances: ['Tango'], rounds: [{ couples: namedCouples(5, 'S'), scheduleIndex: 1 }] });
const events = { [waltz.eventName]: waltz, [tango.eventName]: tango };
const panels: PanelsRecord = {
  events: { 'Bronze Waltz': { judges: { '-k1': true, '-k3': true, '-k5': true } } },
  rounds: { 'Bronze Waltz': { 2: { judges: { '-k1': true, '-k2': true, '-k3': true, '-k4': true, '-k5': true } } } },
};
const input = (extra: Partial<PanelEditInput> = {}): PanelEditInput => ({ officials, panels, events, ...extra });

function code(run: () => unknown): string {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (error instanceof PanelError) return error.code;
    throw error;
  }
}

describe('the round panel', () => {
  it('is the round override, else the event panel, else every judge, lettered by the order judges were added', () => {
    expect(roundPanel(input(), 'Bronze Waltz', 1)).toEqual({
      source: 'event',
      judges: [{ key: '-k1', name: 'Zoe Ames', label: 'A' }, { key: '-k3', name: 'Max Cole', label: 'C' }, { key: '-k5', name: 'Leo Ford', label: 'E' }],
    });
    expect(roundPanel(input(), 'Bronze Waltz', 2).judges.map((j) => j.label)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(roundPanel(input(), 'Silver Tango', 1)).toMatchObject({ source: 'all-judges' });
    expect(isOnRoundPanel(input(), 'Bronze Waltz', 1, '-k2')).toBe(false);
    expect(isOnRoundPanel(input(), 'Silver Tango', 1, '-k2')).toBe(true);
    expect(isOnRoundPanel(input(), 'Silver Tango', 1, '-k6')).toBe(false);
  });

  it('has a majority of floor(J/2)+1, refuses posting under 3 judges, and warns of an even final panel', () => {
    expect([3, 4, 5, 7, 9].map(majorityOf)).toEqual([2, 3, 3, 4, 5]);
    expect(postingRefusal(2, 'Bronze Waltz Final')?.message).toBe('Bronze Waltz Final is judged by 2 judges; results need a panel of at least 3 so that a majority means something. Add judges to the panel before posting.');
    expect(postingRefusal(3, 'Bronze Waltz Final')).toBeNull();
    expect(panelWarnings(4, true)).toEqual(['An even panel of 4 can tie on a place; the majority is 3. An odd panel is usual for a final.']);
    expect(panelWarnings(4, false)).toEqual([]);
  });
});

describe('letters', () => {
  it('keep stored letters when judges come and go; a new judge takes the first free letter', () => {
    const stored = judgeLetters(officials);
    expect(stored).toEqual({ '-k1': 'A', '-k2': 'B', '-k3': 'C', '-k4': 'D', '-k5': 'E' });
    const { '-k2': _gone, ...withoutB } = officials;
    void _gone;
    const later = { ...withoutB, '-k7': judge('New Judge') };
    expect(judgeLetters(later, stored)).toEqual({ '-k1': 'A', '-k3': 'C', '-k4': 'D', '-k5': 'E', '-k7': 'F' });
    expect(newJudgeLettersPatch(later, stored)).toEqual({ 'panels/letters/-k7': 'F' });
    expect([0, 25, 26, 27, 701, 702].map(letterAt)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('never change with panel membership (property)', () => {
    const keys = Object.keys(officials).filter((k) => officials[k].role === 'Judge');
    fc.assert(
      fc.property(fc.array(fc.subarray(keys, { minLength: 1 }), { minLength: 1, maxLength: 6 }), (panelSets) => {
        const expected = judgeLetters(officials);
        let current: PanelsRecord = {};
        for (const [i, set] of panelSets.entries()) {
          const target = i % 2 === 0 ? setEventPanelPatch({ officials, panels: current, events }, 'Bronze Waltz', set) : setRoundPanelPatch({ officials, panels: current, events }, 'Bronze Waltz', 2, set);
          current = (applyTreeUpdate({ panels: current }, target.patch).panels ?? {}) as PanelsRecord;
          for (const round of [1, 2]) {
            for (const j of roundPanel({ officials, panels: current }, 'Bronze Waltz', round).judges) expect(j.label).toBe(expected[j.key]);
          }
        }
      }),
    );
  });
});

describe('panel writes', () => {
  const marked = { 'Bronze Waltz': { 1: { '-k1': { dances: { Waltz: { x: 1 } } } } } };

  it('stores an event panel and warns of an even final panel', () => {
    const edit = setEventPanelPatch(input({ panels: {} }), 'Silver Tango', ['-k1', '-k2', '-k3', '-k4']);
    expect(edit.patch).toEqual({ 'panels/events/Silver Tango': { judges: { '-k1': true, '-k2': true, '-k3': true, '-k4': true } } });
    expect(edit.warnings).toHaveLength(1);
  });

  it('refuses a change once a round that follows the panel has marks, naming the round; another round may still change', () => {
    expect(() => setEventPanelPatch(input({ marks: marked }), 'Bronze Waltz', ['-k1', '-k2', '-k3'])).toThrow(
      'Judges have already marked Bronze Waltz (Semi-Final); its panel cannot change, because those marks were given by the panel as it was.',
    );
    expect(code(() => setRoundPanelPatch(input({ marks: marked }), 'Bronze Waltz', 1, ['-k1', '-k2', '-k3']))).toBe('panel-has-marks');
    expect(setRoundPanelPatch(input({ marks: marked }), 'Bronze Waltz', 2, null).patch).toEqual({ 'panels/rounds/Bronze Waltz/2': null });
  });

  it('refuses an empty panel, a non-judge and an unknown event', () => {
    expect(code(() => setEventPanelPatch(input(), 'Silver Tango', []))).toBe('empty-panel');
    expect(() => setEventPanelPatch(input(), 'Silver Tango', ['-k1', '-k6'])).toThrow('Sam Scrutineer is not an official with the role Judge.');
    expect(code(() => setEventPanelPatch(input(), 'Gold Jive', ['-k1']))).toBe('no-such-event');
  });

  it('lists the events a judge sits on before removal, and takes the judge off every panel', () => {
    expect(eventsAffectedByRemoving(input(), '-k2')).toEqual([
      { eventName: 'Bronze Waltz', via: 'round-panel', roundNumbers: [2] },
      { eventName: 'Silver Tango', via: 'all-judges', roundNumbers: [1] },
    ]);
    expect(eventsAffectedByRemoving(input(), '-k1')[0]).toEqual({ eventName: 'Bronze Waltz', via: 'event-panel', roundNumbers: [1, 2] });
    expect(removeJudgeFromPanelsPatch(input(), '-k1')).toEqual({ 'panels/events/Bronze Waltz/judges/-k1': null, 'panels/rounds/Bronze Waltz/2/judges/-k1': null });
  });
});

describe("a judge's rounds", () => {
  it('are the rounds of the judge\'s panels in running order, with their heat numbers', () => {
    const slots: Record<string, ScheduleSlot> = {
      s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1, part: 1, parts: 2 } } },
      s2: { kind: 'break', label: 'Lunch', minutes: 30, position: 2 },
      s3: { kind: 'heat', number: 2, position: 3, rounds: { 'Silver Tango-R1': { eventName: 'Silver Tango', roundNumber: 1 } } },
      s4: { kind: 'heat', number: 3, position: 0.5, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1, part: 2, parts: 2 } } },
    };
    expect(judgeRoundsInOrder(input(), events, slots, '-k1')).toEqual([
      { eventName: 'Bronze Waltz', roundNumber: 1, heatNumbers: [3, 1] },
      { eventName: 'Silver Tango', roundNumber: 1, heatNumbers: [2] },
      { eventName: 'Bronze Waltz', roundNumber: 2, heatNumbers: [] },
    ]);
    expect(judgeRoundsInOrder(input(), events, slots, '-k2').map((r) => `${r.eventName} ${r.roundNumber}`)).toEqual(['Silver Tango 1', 'Bronze Waltz 2']);
  });
});
