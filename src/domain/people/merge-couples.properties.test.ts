import fc from 'fast-check';
import { makeEntry } from '../entries';
import type { CompetitionEvent, Entry } from '../model';
import { RoundState, makeEvent } from '../../testing/domain/competition-fixtures';
import { applyTreeUpdate, valueAt } from '../tree-update';
import { type MarksTree, mergeCouplesPatch } from './merge-couples';

const FROM = makeEntry({ leadName: 'Theo Castilo', followName: 'Ana Ruiz', affiliation: 'H', registeredTime: 1 });
const INTO = makeEntry({ leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: 'H', registeredTime: 2 });
const OTHER = makeEntry({ leadName: 'Max Bell', followName: 'Ivy Chen', affiliation: 'M', registeredTime: 3 });
const LEVELS = ['Bronze', 'Silver', 'Gold', 'Novice'] as const;

// Per event: which records are entered, and whether its one round has been marked (only when one record is).
const arbEvent = fc.record({ from: fc.boolean(), into: fc.boolean(), marked: fc.boolean(), mark: fc.constantFrom(0, 1) });

describe('merge properties', () => {
  it('after a merge no trace of the merged id is left, the kept couple is in every event either was, and every mark survives', () => {
    fc.assert(fc.property(fc.array(arbEvent, { minLength: 1, maxLength: 4 }), fc.option(fc.integer({ min: 100, max: 300 }), { nil: undefined }), (specs, number) => {
      const events: Record<string, CompetitionEvent> = {};
      const marks: MarksTree = {};
      specs.forEach((spec, i) => {
        const couples: Entry[] = [OTHER, ...(spec.from ? [FROM] : []), ...(spec.into ? [{ ...INTO, ...(number !== undefined ? { leadNumber: number } : {}) }] : [])];
        const marked = spec.marked && !(spec.from && spec.into);
        const event = makeEvent(LEVELS[i], 'Standard', ['Waltz'], couples, [{ state: marked ? RoundState.Marked : RoundState.Empty, scheduleIndex: i, couples }]);
        events[event.eventName] = event;
        if (marked) marks[event.eventName] = { 1: { A: { dances: { Waltz: Object.fromEntries(couples.map((c) => [c.entryId, spec.mark])) } } } };
      });
      const before = { events, marks };
      if (!specs.some((spec) => spec.into)) {
        // Nothing to keep: that is a rename (editCouplePatch), not a merge.
        expect(() => mergeCouplesPatch({ fromId: FROM.entryId, intoId: INTO.entryId, events, marks, mergedAt: 1 })).toThrow('The couple to keep has no entries');
        return;
      }
      const after = applyTreeUpdate(before, mergeCouplesPatch({ fromId: FROM.entryId, intoId: INTO.entryId, events, marks, mergedAt: 1 }));
      expect(JSON.stringify(after)).not.toContain(FROM.entryId);
      specs.forEach((spec, i) => {
        const name = `${LEVELS[i]} Standard`;
        expect(valueAt(after, `events/${name}/entries/${INTO.entryId}`) !== undefined).toBe(spec.from || spec.into);
        expect(valueAt(after, `events/${name}/entries/${OTHER.entryId}`)).toEqual(events[name].entries?.[OTHER.entryId]);
        if (marks[name] && spec.from) expect(valueAt(after, `marks/${name}/1/A/dances/Waltz/${INTO.entryId}`)).toBe(spec.mark);
      });
    }));
  });
});
