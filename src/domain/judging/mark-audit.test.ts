import { describe, expect, it } from 'vitest';
import type { JudgeRound } from './judge-rounds';
import { auditedChanges, withAuditEntry } from './mark-audit';
import { finalTap, recallToggle, submittedSheet } from './mark-sheet';

const round: JudgeRound = {
  eventName: 'Gold Standard', roundNumber: 1, roundName: 'Semi', kind: 'recall', dances: ['Waltz'],
  couples: [{ entryId: 'a', number: 101 }, { entryId: 'b', number: 102 }], recallSize: 1, roundState: 2, scheduleIndex: 0,
};
const ctx = { eventName: 'Gold Standard', roundNumber: 1, judgeKey: 'j1', source: 'tablet' as const, device: 'tablet-uid' };

describe('auditedChanges', () => {
  it('pairs a recall tap with its old and new value', () => {
    const before = { Waltz: { a: 1 } };
    const [change] = auditedChanges(recallToggle(round, 'j1', before, 'Waltz', 'a'), before, ctx);
    expect(change).toEqual({
      path: 'marks/Gold Standard/1/j1/dances/Waltz/a',
      value: 0,
      trail: { parent: 'markAudit/Gold Standard/1', record: { judgeKey: 'j1', source: 'tablet', device: 'tablet-uid', dance: 'Waltz', entryId: 'a', old: 1, new: 0 } },
    });
  });

  it('leaves out the old value of a first mark and the new value of a removed one', () => {
    const final = { ...round, kind: 'final' as const, recallSize: 2 };
    const first = auditedChanges(finalTap(final, 'j1', {}, 'Waltz', 'b'), {}, ctx);
    expect(first.map((c) => c.trail.record)).toEqual([{ judgeKey: 'j1', source: 'tablet', device: 'tablet-uid', dance: 'Waltz', entryId: 'b', new: 1 }]);
    const placed = { Waltz: { b: 1 } };
    const back = auditedChanges(finalTap(final, 'j1', placed, 'Waltz', 'b'), placed, ctx);
    expect(back.map((c) => c.trail.record)).toEqual([{ judgeKey: 'j1', source: 'tablet', device: 'tablet-uid', dance: 'Waltz', entryId: 'b', old: 1 }]);
  });

  it('records a submission of the whole sheet as one entry', () => {
    const [change] = auditedChanges(submittedSheet(round, 'j1', { Waltz: { a: 1 } }), { Waltz: { a: 1 } }, ctx);
    expect(change.trail.record).toEqual({ judgeKey: 'j1', source: 'tablet', device: 'tablet-uid', submitted: true });
  });

  it('refuses a path that is not one of this judge\'s marks', () => {
    expect(() => auditedChanges({ 'marks/Gold Standard/1/j2/dances/Waltz/a': 1 }, {}, ctx)).toThrow(/Not one mark of j1/);
  });
});

describe('withAuditEntry', () => {
  it('sends the mark and its entry, stamped with the device and the server time, in one update', () => {
    const [change] = auditedChanges({ 'marks/Gold Standard/1/j1/dances/Waltz/a': 1 }, {}, ctx);
    expect(withAuditEntry(change, 'k1')).toEqual({
      'marks/Gold Standard/1/j1/dances/Waltz/a': 1,
      'markAudit/Gold Standard/1/k1': { judgeKey: 'j1', source: 'tablet', device: 'tablet-uid', dance: 'Waltz', entryId: 'a', new: 1, at: { '.sv': 'timestamp' } },
    });
  });

  it('sends a write without a trail as it is', () => {
    expect(withAuditEntry({ path: 'x/y', value: 2 }, 'k')).toEqual({ 'x/y': 2 });
  });
});
