import { describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent } from '../../testing/domain/competition-fixtures';
import { SERVER_TIME } from '../server-time';
import type { PaperJudgeRecord } from '../records';
import {
  type PaperJudgeContext, PaperMarksError, backToTabletPatch, paperCompletionBlock, paperEntryPatch, paperRoundOf, paperSheetProblem, paperStep,
  retypePaperPatch, settlePaperPatch, switchToPaperPatch, withPaperJudges,
} from './index';

const [a, b, c] = [couple(0), couple(1), couple(2)];
const semi = (state: RoundState = RoundState.Running) => makeEvent('Silver', 'Latin', ['ChaCha', 'Rumba'], [a, b, c], [
  { state, scheduleIndex: 1, couples: [a, b, c], recallSize: 2 },
  { state: RoundState.Empty, scheduleIndex: 2, recallSize: 2 },
]);
const FIRST = { ChaCha: { [a.entryId]: 1, [b.entryId]: 1, [c.entryId]: 0 }, Rumba: { [a.entryId]: 1, [b.entryId]: 0, [c.entryId]: 1 } };
const SECOND = { ChaCha: FIRST.ChaCha, Rumba: { ...FIRST.Rumba, [c.entryId]: 0 } };
const typed = (dances: typeof FIRST, by = 's1') => ({ dances, by, at: 1 });

let keys = 0;
const newKey = () => `k${++keys}`;

function ctx(record: PaperJudgeRecord | undefined, over: Partial<PaperJudgeContext> = {}): PaperJudgeContext {
  return { round: paperRoundOf(semi(), 1), judge: { key: 'j3', name: 'Cleo Judge' }, panelKeys: ['j1', 'j2', 'j3'], marks: undefined, record, by: 'uid-s', ...over };
}

describe('paper marks', () => {
  it('switches a judge on the panel to paper, refusing one who submitted from the tablet or is not on the panel', () => {
    expect(switchToPaperPatch(ctx(undefined))).toEqual({ 'paperMarks/Silver Latin/1/j3': { switchedBy: 'uid-s', switchedAt: SERVER_TIME } });
    expect(() => switchToPaperPatch(ctx(undefined, { marks: { submittedAt: 5 } }))).toThrow('has already submitted from the tablet');
    expect(() => switchToPaperPatch(ctx(undefined, { panelKeys: ['j1', 'j2'] }))).toThrow(PaperMarksError);
    expect(() => switchToPaperPatch(ctx(undefined, { round: paperRoundOf(semi(RoundState.Marked), 1) }))).toThrow('already complete');
  });

  it('saves the first typing, refusing an incomplete sheet with the couple and dance named', () => {
    const record = { switchedBy: 'uid-s', switchedAt: 1 };
    expect(paperEntryPatch(ctx(record), FIRST, newKey)).toEqual({ 'paperMarks/Silver Latin/1/j3/first': { dances: FIRST, by: 'uid-s', at: SERVER_TIME } });
    const missing = { ChaCha: FIRST.ChaCha, Rumba: { [a.entryId]: 1 } };
    expect(() => paperEntryPatch(ctx(record, { label: () => '103' }), missing, newKey)).toThrow('Rumba: couple 103 has no recall mark (0 or 1).');
  });

  it('a second typing that agrees settles at once: the marks, submitted, the settled copy and the paper trail', () => {
    const record = { switchedBy: 'uid-s', switchedAt: 1, first: typed(FIRST) };
    const patch = paperEntryPatch(ctx(record, { marks: { dances: { ChaCha: { [a.entryId]: 1 } } } }), FIRST, newKey);
    expect(patch['marks/Silver Latin/1/j3']).toEqual({ dances: FIRST, submittedAt: SERVER_TIME });
    expect(patch['paperMarks/Silver Latin/1/j3/settled']).toEqual({ dances: FIRST, by: 'uid-s', at: SERVER_TIME });
    const trail = Object.entries(patch).filter(([path]) => path.startsWith('markAudit/Silver Latin/1/')).map(([, entry]) => entry);
    // Five marks changed (ChaCha a was already 1 on the tablet), then the submission.
    expect(trail).toHaveLength(6);
    expect(trail).toContainEqual({ judgeKey: 'j3', source: 'paper', device: 'uid-s', at: SERVER_TIME, dance: 'ChaCha', entryId: b.entryId, new: 1 });
    expect(trail.at(-1)).toEqual({ judgeKey: 'j3', source: 'paper', device: 'uid-s', at: SERVER_TIME, submitted: true });
  });

  it('a second typing that differs waits to be settled, and the round cannot complete until it is', () => {
    const round = paperRoundOf(semi(), 1);
    const record = { switchedBy: 'uid-s', switchedAt: 1, first: typed(FIRST) };
    expect(Object.keys(paperEntryPatch(ctx(record), SECOND, newKey))).toEqual(['paperMarks/Silver Latin/1/j3/second']);
    const both = { ...record, second: typed(SECOND, 's2') };
    const step = paperStep(round, both);
    expect(step).toEqual({ step: 'settle', differences: [{ dance: 'Rumba', entryId: c.entryId, first: 1, second: 0 }] });
    expect(paperCompletionBlock(round, { j3: both }, () => 'C Cleo Judge')).toBe("Not yet: C Cleo Judge's paper sheet has 1 difference to settle.");
    expect(() => settlePaperPatch(ctx(both), {}, newKey)).toThrow('Choose the right mark for each of the 1 difference left.');
    const settled = settlePaperPatch(ctx(both), { [`Rumba|${c.entryId}`]: 'second' }, newKey);
    expect(settled['marks/Silver Latin/1/j3']).toEqual({ dances: SECOND, submittedAt: SERVER_TIME });
    expect(paperCompletionBlock(round, { j3: { ...both, settled: typed(SECOND) } }, () => 'C')).toBeNull();
  });

  it('refuses a final settled into places given twice, and going back to the tablet once a typing is saved', () => {
    const final = paperRoundOf(makeEvent('Gold', 'Latin', ['ChaCha'], [a, b, c], [{ state: RoundState.Running, scheduleIndex: 1, couples: [a, b, c], recallSize: 3 }]), 1);
    expect(paperSheetProblem(final, { ChaCha: { [a.entryId]: 1, [b.entryId]: 1, [c.entryId]: 3 } })).toBe('ChaCha: place 1 is given twice; every couple takes a different place.');
    const first = { ChaCha: { [a.entryId]: 1, [b.entryId]: 2, [c.entryId]: 3 } };
    const second = { ChaCha: { [a.entryId]: 2, [b.entryId]: 1, [c.entryId]: 3 } };
    const record = { switchedBy: 'u', switchedAt: 1, first: { dances: first, by: 'u', at: 1 }, second: { dances: second, by: 'u', at: 1 } };
    expect(() => settlePaperPatch(ctx(record, { round: final }), { [`ChaCha|${a.entryId}`]: 'first', [`ChaCha|${b.entryId}`]: 'first' }, newKey)).not.toThrow();
    expect(() => settlePaperPatch(ctx(record, { round: final }), { [`ChaCha|${a.entryId}`]: 'first', [`ChaCha|${b.entryId}`]: 'second' }, newKey)).toThrow('place 1 is given twice');
    expect(() => backToTabletPatch(ctx(record))).toThrow('settle it instead');
    expect(backToTabletPatch(ctx({ switchedBy: 'u', switchedAt: 1 }))).toEqual({ 'paperMarks/Silver Latin/1/j3': null });
  });

  it('flags the paper judges of a panel, as the saved results print them', () => {
    expect(withPaperJudges([{ key: 'j1', label: 'A' }, { key: 'j3', label: 'C' }], { j3: {} })).toEqual([{ key: 'j1', label: 'A' }, { key: 'j3', label: 'C', paper: true }]);
  });
});

describe('paper marks after the round is reopened', () => {
  it('asks for the sheet to be typed again, keeping the switch', () => {
    const round = paperRoundOf(semi(), 1);
    const settled = { switchedBy: 'u', switchedAt: 1, first: typed(FIRST), second: typed(FIRST), settled: typed(FIRST) };
    expect(paperStep(round, settled, false)).toEqual({ step: 'reopened' });
    expect(paperCompletionBlock(round, { j3: settled }, () => 'C Cleo Judge', () => false)).toBe("Not yet: C Cleo Judge's paper sheet must be typed again (the round was reopened).");
    expect(retypePaperPatch(ctx(settled, { marks: { dances: FIRST } }))).toEqual({ 'paperMarks/Silver Latin/1/j3': { switchedBy: 'u', switchedAt: 1 } });
    expect(() => retypePaperPatch(ctx(settled, { marks: { dances: FIRST, submittedAt: 2 } }))).toThrow('only once the round is reopened');
  });
});
