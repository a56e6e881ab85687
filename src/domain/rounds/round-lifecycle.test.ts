import { makeEntry } from '../entries';
import type { Entry } from '../model';
import type { FinalResults, FinalRoundResult, RecallRoundResult } from '../results';
import { type TreeUpdate, applyTreeUpdate, storedForm } from '../tree-update';
import { type EventSnapshot, roundsInOrder } from '../event-snapshot';
import { postRound } from './post-round';
import { reopenRound } from './reopen-round';
import { RoundOperationError } from './round-errors';
import { RoundTransitionError } from './round-state';
import { compactScheduleIndexes, scheduleOf } from '../running-order';
import { planRounds, plannedRoundCount, seedEventRounds, setRecallSize, setRoundStartTimePatch } from './seed-rounds';
import { clearRound, completeRound, startRound, stopRound, unskipRound } from './state-actions';
import { EVENT, S, couples, eventWith, fromTree, judgeMarks, toTree } from '../../testing/domain/rounds-fixtures';
import { transitionContextFor } from './transition-context';

const apply = (snapshot: EventSnapshot, update: TreeUpdate) => fromTree(applyTreeUpdate(toTree(snapshot), update));
const judges = ['j1', 'j2', 'j3'];
const scrutineer = { actor: 'scrutineer' as const, judgeKeys: judges };
const chairman = { actor: 'chairman' as const, judgeKeys: judges };

describe('planning rounds', () => {
  it('dances a straight final up to 8 couples, then adds rounds as the field grows', () => {
    const counts = [0, 1, 8, 9, 14, 15, 28, 29, 38, 39, 60, 61, 80, 81, 160, 161];
    expect(counts.map(plannedRoundCount)).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
  });

  it('recalls by the spec table counted back from the final', () => {
    expect(planRounds(6)).toEqual([{ roundNumber: 1, roundName: 'Final', recallSize: 6 }]);
    expect(planRounds(0)).toEqual([{ roundNumber: 1, roundName: 'Final', recallSize: 1 }]);
    expect(planRounds(70).map((p) => [p.roundName, p.recallSize])).toEqual([
      ['1st Round', 60], ['2nd Round', 38], ['3rd Round', 28], ['Quarter-Final', 14], ['Semi-Final', 7], ['Final', 7],
    ]);
    expect(planRounds(12).map((p) => [p.roundName, p.recallSize])).toEqual([['Semi-Final', 7], ['Final', 7]]);
  });
});

describe('seedEventRounds', () => {
  const entries = (count: number): Record<string, Entry> => Object.fromEntries(Array.from({ length: count }, (_, i) => {
    const e = makeEntry({ leadName: `Lead ${i}`, followName: `Follow ${i}`, affiliation: 'TBA', registeredTime: i, leadNumber: 100 + i });
    return [e.entryId, e];
  }));

  it('puts every couple on the first round and leaves the others Empty, with times and schedule', () => {
    const event = { ...eventWith([]), entries: entries(20) };
    const after = apply({ event }, seedEventRounds({ event }, { scheduleIndex: 5, startTime: 1_000_000, minutesPerRound: 8 }));
    const rounds = roundsInOrder(after.event);
    expect(rounds.map((r) => [r.roundName, r.roundState, r.scheduleIndex, r.roundStartTime, r.recallSize])).toEqual([
      ['Quarter-Final', S.Initialized, 5, 1_000_000, 14],
      ['Semi-Final', S.Empty, 6, 1_480_000, 7],
      ['Final', S.Empty, 7, 1_960_000, 7],
    ]);
    expect(Object.keys(rounds[0].entries ?? {}).sort()).toEqual(Object.keys(entries(20)).sort());
    expect(Object.values(rounds[0].entries ?? {})[0]).toEqual({ leadName: 'Lead 0', followName: 'Follow 0', affiliation: 'TBA', leadNumber: 100 });
  });

  it('replaces unstarted rounds and clears their stale marks and results', () => {
    const snapshot = { event: { ...eventWith([{ state: S.Initialized, entries: couples(3) }, { state: S.Empty }]), entries: entries(5) }, marks: { 1: { j1: judgeMarks(['c1']) } }, results: { 1: { x: 1 } } };
    const update = seedEventRounds(snapshot, { scheduleIndex: 1 });
    expect(update[`marks/${EVENT}`]).toBeNull();
    expect(update[`resultsSaved/${EVENT}`]).toBeNull();
    const after = apply(snapshot, update);
    expect(roundsInOrder(after.event).map((r) => r.roundName)).toEqual(['Final']);
    expect(after.marks).toBeUndefined();
  });

  it('refuses an event whose rounds have started', () => {
    const snapshot = { event: eventWith([{ state: S.Posted, entries: couples(9) }, { state: S.Running, entries: couples(7) }]) };
    expect(() => seedEventRounds(snapshot, { scheduleIndex: 1 })).toThrow(/Semi-Final, Final/);
  });

  it('sets a recall size, raising 0 to 1', () => {
    expect(setRecallSize(EVENT, 2, 0)).toEqual({ [`events/${EVENT}/rounds/2/recallSize`]: 1 });
  });

  it('sets or clears a round start time, refusing a value that is not a time', () => {
    expect(setRoundStartTimePatch(EVENT, 1, 1_700_000_000_000)).toEqual({ [`events/${EVENT}/rounds/1/roundStartTime`]: 1_700_000_000_000 });
    expect(setRoundStartTimePatch(EVENT, 1, null)).toEqual({ [`events/${EVENT}/rounds/1/roundStartTime`]: null });
    expect(() => setRoundStartTimePatch(EVENT, 1, Number.NaN)).toThrow(/not a time/);
  });
});

describe('state actions', () => {
  it('starts, stops, completes and clears through the transition rules', () => {
    let snapshot: EventSnapshot = { event: eventWith([{ state: S.Initialized, entries: couples(9) }, { state: S.Empty }]) };
    snapshot = apply(snapshot, startRound(snapshot, 1, scrutineer));
    expect(snapshot.event.rounds?.['1'].roundState).toBe(S.Running);
    snapshot = apply(snapshot, stopRound(snapshot, 1, scrutineer));
    snapshot = apply(snapshot, clearRound(snapshot, 1, scrutineer));
    expect(snapshot.event.rounds?.['1'].roundState).toBe(S.Empty);
    expect(snapshot.event.rounds?.['1'].entries).toBeUndefined();
    expect(() => startRound(snapshot, 1, scrutineer)).toThrow(RoundTransitionError);
  });

  it('completes a round only when the marks show every judge submitted', () => {
    const event = eventWith([{ state: S.Running, entries: couples(9) }, { state: S.Empty }]);
    const partial = { event, marks: { 1: { j1: judgeMarks(['c1'], 10), j2: judgeMarks(['c1']), j3: judgeMarks(['c1'], 12) } } };
    expect(() => completeRound(partial, 1, scrutineer)).toThrow('Waiting for judge j2 to submit.');
    const ctx = transitionContextFor(partial, 1, judges, 'scrutineer');
    expect(ctx).toEqual({ actor: 'scrutineer', entryCount: 9, judgeKeys: judges, submittedJudgeKeys: ['j1', 'j3'], marksSaved: true, isFinal: false, nextRoundState: S.Empty });
    const full = { event, marks: { 1: { ...partial.marks[1], j2: judgeMarks(['c1'], 11) } } };
    expect(completeRound(full, 1, scrutineer)).toEqual({ [`events/${EVENT}/rounds/1/roundState`]: S.Marked });
    expect(() => stopRound(full, 1, scrutineer)).toThrow(/already saved marks/);
  });

  it('un-skips to Initialized or Empty by the couples it holds', () => {
    const snapshot = { event: eventWith([{ state: S.Skipped, entries: couples(9) }, { state: S.Skipped }, { state: S.Initialized, entries: couples(9) }]) };
    expect(unskipRound(snapshot, 1, scrutineer)).toEqual({ [`events/${EVENT}/rounds/1/roundState`]: S.Initialized });
    expect(unskipRound(snapshot, 2, scrutineer)).toEqual({ [`events/${EVENT}/rounds/2/roundState`]: S.Empty });
  });
});

describe('postRound', () => {
  const couple = { leadName: 'Ann', followName: 'Bob', affiliation: 'TBA' };
  const recallResult: RecallRoundResult = {
    placements: [{ ...couple, entryId: 'c2', marks: 1, recalled: true }],
    sumRecalls: {
      judges: [{ key: 'j1', label: 'A' }], dances: ['Waltz'], requested: 1, minMarks: 1, recalledCount: 1, chairmanDecided: false,
      judgeCounts: [[1]], rows: [{ entryId: 'c2', marks: [[1]], danceTotals: [1], total: 1, recalled: true }],
    },
  };
  const finalResult: FinalRoundResult = { placements: [{ ...couple, entryId: 'c1', place: 1, decidedBy: 'R9' }], finalTable: { judges: [], dances: [], danceTables: [], summary: [] } };
  const finalPlaces: FinalResults = { places: [{ ...couple, entryId: 'c1', place: 1 }] };
  const marked = (): EventSnapshot => ({
    event: eventWith([{ state: S.Marked, entries: couples(10) }, { state: S.Skipped }, { state: S.Empty }]),
    marks: { 1: { j1: judgeMarks(['c1'], 1) } },
  });

  it('publishes the results and fills the next danced round with the recalled couples', () => {
    const after = apply(marked(), postRound(marked(), 1, { recalled: ['c2', 'c5', 'c9'], savedResults: recallResult }, scrutineer));
    const rounds = roundsInOrder(after.event);
    expect(rounds[0].roundState).toBe(S.Posted);
    expect(rounds[1].entries).toBeUndefined();
    expect(rounds[2].roundState).toBe(S.Initialized);
    expect(rounds[2].entries).toEqual({ c2: couples(10).c2, c5: couples(10).c5, c9: couples(10).c9 });
    // As the database stores it: arrays become keyed objects.
    expect(after.results).toEqual({ 1: storedForm(recallResult) });
  });

  it('leaves check-in behind: couples are checked in again for the next round', () => {
    const floor = Object.fromEntries(Object.entries(couples(10)).map(([id, c]) => [id, { ...c, checkedIn: true }]));
    const snapshot = { event: eventWith([{ state: S.Marked, entries: floor }, { state: S.Empty }]) };
    const update = postRound(snapshot, 1, { recalled: ['c1'], savedResults: recallResult }, scrutineer);
    expect(update[`events/${EVENT}/rounds/2/entries`]).toEqual({ c1: couples(10).c1 });
  });

  it('sizes the final to the couples recalled into it, so judges can place them all', () => {
    const snapshot = { event: eventWith([{ state: S.Marked, entries: couples(12) }, { state: S.Empty }]) };
    const eight = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'];
    const update = postRound(snapshot, 1, { recalled: eight, savedResults: recallResult }, scrutineer);
    expect(update[`events/${EVENT}/rounds/2/recallSize`]).toBe(8);
  });

  it('publishes a final with its listed result', () => {
    const snapshot = { event: eventWith([{ state: S.Posted, entries: couples(9) }, { state: S.Marked, entries: couples(6) }]) };
    const update = postRound(snapshot, 2, { savedResults: finalResult, finalResults: finalPlaces }, scrutineer);
    expect(update).toEqual({
      [`events/${EVENT}/rounds/2/roundState`]: S.Posted,
      [`resultsSaved/${EVENT}/2`]: finalResult,
      [`resultsSaved/${EVENT}/finalResults`]: finalPlaces,
    });
    expect(() => postRound(snapshot, 2, { savedResults: finalResult }, scrutineer)).toThrow(/needs its final results/);
  });

  it('refuses a missing recall list and couples who did not dance the round', () => {
    expect(() => postRound(marked(), 1, { savedResults: recallResult }, scrutineer)).toThrow(RoundOperationError);
    expect(() => postRound(marked(), 1, { recalled: ['c1', 'zz'], savedResults: recallResult }, scrutineer)).toThrow('zz did not dance Quarter-Final and cannot be recalled from it.');
    const running = { event: eventWith([{ state: S.Running, entries: couples(10) }, { state: S.Empty }]) };
    expect(() => postRound(running, 1, { recalled: ['c1'], savedResults: recallResult }, scrutineer)).toThrow(RoundTransitionError);
  });
});

describe('reopenRound', () => {
  it('takes a posted round’s results and the next floor list down, and lets judges resubmit', () => {
    const snapshot: EventSnapshot = {
      event: eventWith([{ state: S.Posted, entries: couples(10) }, { state: S.Initialized, entries: couples(7) }]),
      marks: { 1: { j1: judgeMarks(['c1'], 5), j2: judgeMarks(['c1'], 6), j3: judgeMarks(['c1']) } },
      results: { 1: { placements: 1 } },
    };
    expect(() => reopenRound(snapshot, 1, scrutineer)).toThrow(/Only organiser or chairman/);
    const after = apply(snapshot, reopenRound(snapshot, 1, chairman, { judgesToResubmit: ['j2', 'j3'] }));
    const [first, final] = roundsInOrder(after.event);
    expect(first.roundState).toBe(S.Running);
    expect(final.roundState).toBe(S.Empty);
    expect(final.entries).toBeUndefined();
    expect(after.results).toBeUndefined();
    expect(after.marks?.['1'].j1.submittedAt).toBe(5);
    expect(after.marks?.['1'].j2.submittedAt).toBeUndefined();
    expect(after.marks?.['1'].j2.dances).toEqual(judgeMarks(['c1']).dances);
  });

  it('reopens a posted final, removing its listed result, every judge resubmitting by default', () => {
    const snapshot: EventSnapshot = {
      event: eventWith([{ state: S.Posted, entries: couples(6) }]),
      marks: { 1: { j1: judgeMarks(['c1'], 5), j2: judgeMarks(['c1'], 6) } },
      results: { 1: { finalTable: 1 }, finalResults: { c1: 1 } },
    };
    expect(reopenRound(snapshot, 1, chairman)).toEqual({
      [`events/${EVENT}/rounds/1/roundState`]: S.Running,
      [`marks/${EVENT}/1/j1/submittedAt`]: null,
      [`marks/${EVENT}/1/j2/submittedAt`]: null,
      [`resultsSaved/${EVENT}/1`]: null,
      [`resultsSaved/${EVENT}/finalResults`]: null,
    });
  });
});

describe('schedule', () => {
  it('orders rounds of all events by scheduleIndex and renumbers 1..n', () => {
    const a = eventWith([{ state: S.Empty }, { state: S.Empty }], 'A');
    const b = eventWith([{ state: S.Empty }], 'B');
    a.rounds!['2'].scheduleIndex = 11.5;
    b.rounds!['1'].scheduleIndex = 11.5;
    expect(scheduleOf({ A: a, B: b }).map((r) => r.roundId)).toEqual(['A-R1', 'A-R2', 'B-R1']);
    expect(compactScheduleIndexes({ A: a, B: b })).toEqual({
      'events/A/rounds/1/scheduleIndex': 1,
      'events/A/rounds/2/scheduleIndex': 2,
      'events/B/rounds/1/scheduleIndex': 3,
    });
  });
});
