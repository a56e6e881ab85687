import { describe, expect, it, vi } from 'vitest';
import { RoundState } from '../model';
import type { RecallRoundResult } from '../results';
import { applyTreeUpdate } from '../tree-update';
import { metadata } from '../../testing/domain/competition-fixtures';
import { c101, c102, c103, c104, finalRoundMarks, finalTree, semiFinalEvent, semiMarks, semiTree } from '../../testing/domain/scrutineer-scenario';
import { computeRound } from '../results';
import { judgePanel } from '../results';
import { NO_RESULTS_FOUND, postRoundPatch, unpostRoundPatch } from './post-round-results';

const judges = judgePanel(metadata.officials);
const who = { actor: 'scrutineer' as const, judgeKeys: ['j1', 'j2', 'j3'] };

describe('posting a recall round', () => {
  it('saves placements with sumRecalls, puts the recalled couples on the final and posts the semi, in one update', () => {
    const event = semiFinalEvent(3);
    const patch = postRoundPatch({ event, marks: { 1: semiMarks } }, 1, judges, who);
    expect(Object.keys(patch).sort()).toEqual([
      'events/Silver Latin/rounds/1/roundState',
      'events/Silver Latin/rounds/2/entries',
      'events/Silver Latin/rounds/2/recallSize',
      'events/Silver Latin/rounds/2/roundState',
      'resultsSaved/Silver Latin/1',
    ]);
    expect(patch['events/Silver Latin/rounds/1/roundState']).toBe(RoundState.Posted);
    expect(patch['events/Silver Latin/rounds/2/roundState']).toBe(RoundState.Initialized);
    expect(Object.keys(patch['events/Silver Latin/rounds/2/entries'] as object).sort()).toEqual([c101, c102, c103].map((c) => c.entryId).sort());
    const saved = patch['resultsSaved/Silver Latin/1'] as RecallRoundResult;
    expect(saved.placements.map((p) => [p.leadNumber, p.marks, p.recalled])).toEqual([
      [101, 6, true], [102, 5, true], [103, 5, true], [104, 2, false], [105, 0, false], [106, 0, false],
    ]);
    expect(saved.sumRecalls).toMatchObject({ requested: 3, minMarks: 5, recalledCount: 3, chairmanDecided: false, dances: ['ChaCha', 'Rumba'] });
    expect(saved.sumRecalls.judges.map((j) => j.label)).toEqual(['A', 'B', 'C']);
    // The patch is one the database accepts (no undefined, no overlapping paths).
    expect(() => applyTreeUpdate(semiTree(3), patch)).not.toThrow();
  });

  it('reports a tie at the cut with the chairman\'s options, and posts the chairman\'s choice', () => {
    const event = semiFinalEvent(2);
    const computed = computeRound({ event, roundNumber: 1, marks: semiMarks, judges });
    expect(computed.kind).toBe('needs-chairman');
    if (computed.kind !== 'needs-chairman') return;
    expect(computed.options.map((o) => [o.minMarks, o.recalled.length])).toEqual([[6, 1], [5, 3]]);
    expect(() => postRoundPatch({ event, marks: { 1: semiMarks } }, 1, judges, who)).toThrow(/Chairman of Judges must choose/);

    const choice = { minMarks: 5, by: 'Ruth Chair', at: Date.UTC(2026, 10, 25, 14, 5) };
    const patch = postRoundPatch({ event, marks: { 1: semiMarks } }, 1, judges, who, choice);
    expect(Object.keys(patch['events/Silver Latin/rounds/2/entries'] as object)).toHaveLength(3);
    expect(patch['events/Silver Latin/rounds/2/recallSize']).toBe(3);
    const sumRecalls = (patch['resultsSaved/Silver Latin/1'] as RecallRoundResult).sumRecalls;
    expect(sumRecalls.chairmanDecided).toBe(true);
    expect(sumRecalls.chairmanChoice).toEqual({
      offered: [{ minMarks: 6, recalledCount: 1 }, { minMarks: 5, recalledCount: 3 }], chosenMinMarks: 5, chosenBy: 'Ruth Chair', chosenAt: choice.at,
    });
    // A cut the tie does not offer is refused, not posted.
    expect(() => postRoundPatch({ event, marks: { 1: semiMarks } }, 1, judges, who, { ...choice, minMarks: 0 })).toThrow(/not one of the cuts/);
  });

  it('refuses to post while a judge has not submitted, with the transition\'s reason', () => {
    const event = semiFinalEvent(3, RoundState.Running);
    expect(() => postRoundPatch({ event, marks: { 1: semiMarks } }, 1, judges, who)).toThrow(/cannot go from Running to Posted/);
  });
});

describe('posting a final', () => {
  it('saves placements with the final table and the event\'s finalResults, and posts the final', () => {
    const { events } = finalTree();
    const event = events['Gold Latin'];
    const patch = postRoundPatch({ event, marks: { 1: finalRoundMarks } }, 1, judges, who);
    expect(Object.keys(patch).sort()).toEqual(['events/Gold Latin/rounds/1/roundState', 'resultsSaved/Gold Latin/1', 'resultsSaved/Gold Latin/finalResults']);
    const saved = patch['resultsSaved/Gold Latin/1'] as { placements: { leadNumber: number; place: number }[]; finalTable: { summary: unknown[]; danceTables: { majority: number }[] } };
    expect(saved.placements.map((p) => [p.leadNumber, p.place])).toEqual([[103, 1], [101, 2], [102, 3]]);
    expect(saved.finalTable.danceTables[0].majority).toBe(2);
    expect(patch['resultsSaved/Gold Latin/finalResults']).toEqual({
      places: [
        { entryId: c103.entryId, leadNumber: 103, leadName: 'Carl Nguyen', followName: 'Cara Hill', affiliation: 'Harvard University', place: 1 },
        { entryId: c101.entryId, leadNumber: 101, leadName: 'Alex Park', followName: 'Amy Wu', affiliation: 'Harvard University', place: 2 },
        { entryId: c102.entryId, leadNumber: 102, leadName: 'Ben Ortiz', followName: 'Bea Long', affiliation: 'Harvard University', place: 3 },
      ],
    });
  });
});

describe('unposting', () => {
  it('logs "no results found" and writes nothing when the round has no saved results', () => {
    const log = vi.fn();
    const event = semiFinalEvent(3, RoundState.Posted);
    expect(unpostRoundPatch({ event, marks: { 1: semiMarks }, results: {} }, 1, { ...who, actor: 'chairman' }, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(NO_RESULTS_FOUND);
  });

  it('removes a posted round\'s results and the next round\'s couples through the domain\'s reopen', () => {
    const event = semiFinalEvent(3, RoundState.Posted);
    event.rounds!['2'] = { ...event.rounds!['2'], roundState: RoundState.Initialized, entries: { [c104.entryId]: { leadName: 'x', followName: 'y', affiliation: 'z' } } };
    const patch = unpostRoundPatch({ event, marks: { 1: semiMarks }, results: { 1: { placements: [] } } }, 1, { ...who, actor: 'chairman' }, vi.fn());
    expect(patch).toMatchObject({
      'resultsSaved/Silver Latin/1': null,
      'events/Silver Latin/rounds/1/roundState': RoundState.Running,
      'events/Silver Latin/rounds/2/entries': null,
      'events/Silver Latin/rounds/2/roundState': RoundState.Empty,
    });
  });
});
