import { RoundState, type Round } from '../model';
import { RoundTransitionError, type TransitionContext, canTransition, stepsFrom, transitionRound } from './round-state';

const S = RoundState;
const round = (roundState: RoundState): Round => ({
  roundId: 'Gold Tango-R1', roundName: 'Semi-Final', roundNumber: 1, eventName: 'Gold Tango', scheduleIndex: 3, recallSize: 7, roundState,
});
const ctx = (over: Partial<TransitionContext> = {}): TransitionContext => ({
  actor: 'scrutineer', entryCount: 10, judgeKeys: ['j1', 'j2', 'j3'], submittedJudgeKeys: [], marksSaved: false, isFinal: false, ...over,
});

const ALL: RoundState[] = [S.Initialized, S.Empty, S.Running, S.Skipped, S.Marked, S.Posted];

describe('round transitions', () => {
  it('follows a round through a competition day', () => {
    let r = round(S.Empty);
    r = transitionRound(r, S.Initialized, ctx());
    r = transitionRound(r, S.Running, ctx());
    r = transitionRound(r, S.Marked, ctx({ submittedJudgeKeys: ['j3', 'j1', 'j2'], marksSaved: true }));
    r = transitionRound(r, S.Posted, ctx({ nextRoundState: S.Empty }));
    expect(r.roundState).toBe(S.Posted);
    expect(round(S.Empty).roundState).toBe(S.Empty);
  });

  it('allows exactly the steps of the diagram', () => {
    const legal = ALL.flatMap((from) => stepsFrom(from).map(({ to }) => `${from}>${to}`)).sort();
    expect(legal).toEqual(['0>1', '0>2', '0>3', '1>0', '1>3', '2>0', '2>4', '3>0', '3>1', '4>2', '4>5', '5>2'].sort());
    for (const from of ALL) {
      for (const to of ALL) {
        const check = canTransition(round(from), to, ctx({ actor: 'chairman', submittedJudgeKeys: ['j1', 'j2', 'j3'] }));
        if (from === to) expect(check).toMatchObject({ ok: false, code: 'same-state' });
        else if (!legal.includes(`${from}>${to}`)) expect(check).toMatchObject({ ok: false, code: 'not-a-step' });
      }
    }
  });

  it('throws a typed error with the reason for an illegal move', () => {
    try {
      transitionRound(round(S.Initialized), S.Posted, ctx());
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(RoundTransitionError);
      const e = error as RoundTransitionError;
      expect(e.code).toBe('not-a-step');
      expect(e.from).toBe(S.Initialized);
      expect(e.to).toBe(S.Posted);
      expect(e.message).toBe('Semi-Final cannot go from Initialized to Posted (from Initialized it can go to Empty or Running or Skipped).');
    }
  });

  it('needs couples to fill or start a round, and judges to start it', () => {
    expect(canTransition(round(S.Empty), S.Initialized, ctx({ entryCount: 0 }))).toMatchObject({ ok: false, code: 'no-entries' });
    expect(canTransition(round(S.Initialized), S.Running, ctx({ entryCount: 0 }))).toMatchObject({ ok: false, code: 'no-entries' });
    expect(canTransition(round(S.Initialized), S.Running, ctx({ judgeKeys: [] }))).toMatchObject({ ok: false, code: 'no-judges' });
    expect(canTransition(round(S.Initialized), S.Running, ctx())).toEqual({ ok: true, action: 'start' });
  });

  it('marks a round only when every judge has submitted, naming who is missing', () => {
    expect(canTransition(round(S.Running), S.Marked, ctx({ submittedJudgeKeys: ['j2'] }))).toEqual({
      ok: false, code: 'judges-pending', reason: 'Waiting for judges j1, j3 to submit.',
    });
    expect(canTransition(round(S.Running), S.Marked, ctx({ submittedJudgeKeys: ['j1', 'j2'] }))).toMatchObject({ reason: 'Waiting for judge j3 to submit.' });
    expect(canTransition(round(S.Running), S.Marked, ctx({ submittedJudgeKeys: ['j1', 'j2', 'j3', 'j9'] }))).toEqual({ ok: true, action: 'complete' });
  });

  it("names the missing judges by their names, never their keys", () => {
    const judgeNames = { j1: 'Elaine Cho', j3: 'Bo Park' };
    expect(canTransition(round(S.Running), S.Marked, ctx({ submittedJudgeKeys: ['j2'], judgeNames }))).toMatchObject({ reason: 'Waiting for judges Elaine Cho, Bo Park to submit.' });
  });

  it('un-starts or empties a round only while no marks are saved', () => {
    expect(canTransition(round(S.Running), S.Initialized, ctx())).toEqual({ ok: true, action: 'stop' });
    expect(canTransition(round(S.Running), S.Initialized, ctx({ marksSaved: true }))).toMatchObject({ ok: false, code: 'marks-saved' });
    expect(canTransition(round(S.Initialized), S.Empty, ctx({ marksSaved: true }))).toMatchObject({ ok: false, code: 'marks-saved' });
  });

  it('posts only while the next round has not started', () => {
    for (const next of [S.Running, S.Marked, S.Posted]) {
      expect(canTransition(round(S.Marked), S.Posted, ctx({ nextRoundState: next }))).toMatchObject({ ok: false, code: 'next-round-started' });
    }
    for (const next of [S.Empty, S.Initialized, undefined]) {
      expect(canTransition(round(S.Marked), S.Posted, ctx(next === undefined ? { isFinal: true } : { nextRoundState: next }))).toEqual({ ok: true, action: 'post' });
    }
  });

  it('lets only the chairman or the organiser reopen, and not under a started next round', () => {
    expect(canTransition(round(S.Posted), S.Running, ctx())).toMatchObject({ ok: false, code: 'not-allowed-for-role', reason: 'Only organiser or chairman may reopen a round.' });
    expect(canTransition(round(S.Marked), S.Running, ctx({ actor: 'chairman' }))).toEqual({ ok: true, action: 'reopen' });
    expect(canTransition(round(S.Posted), S.Running, ctx({ actor: 'organiser', nextRoundState: S.Initialized }))).toEqual({ ok: true, action: 'reopen' });
    expect(canTransition(round(S.Posted), S.Running, ctx({ actor: 'chairman', nextRoundState: S.Running }))).toMatchObject({ ok: false, code: 'next-round-started' });
    expect(canTransition(round(S.Initialized), S.Running, ctx({ actor: 'mc' }))).toMatchObject({ ok: false, code: 'not-allowed-for-role' });
  });

  it('skips any round but the final, before it starts, and un-skips to match its couples', () => {
    expect(canTransition(round(S.Initialized), S.Skipped, ctx())).toEqual({ ok: true, action: 'skip' });
    expect(canTransition(round(S.Empty), S.Skipped, ctx())).toEqual({ ok: true, action: 'skip' });
    expect(canTransition(round(S.Initialized), S.Skipped, ctx({ isFinal: true }))).toMatchObject({ ok: false, code: 'final-cannot-skip' });
    expect(canTransition(round(S.Running), S.Skipped, ctx())).toMatchObject({ ok: false, code: 'not-a-step' });
    expect(canTransition(round(S.Skipped), S.Initialized, ctx())).toEqual({ ok: true, action: 'unskip' });
    expect(canTransition(round(S.Skipped), S.Initialized, ctx({ entryCount: 0 }))).toMatchObject({ ok: false, code: 'no-entries' });
    expect(canTransition(round(S.Skipped), S.Empty, ctx())).toMatchObject({ ok: false, code: 'has-entries' });
    expect(canTransition(round(S.Skipped), S.Empty, ctx({ entryCount: 0 }))).toEqual({ ok: true, action: 'unskip' });
    expect(canTransition(round(S.Skipped), S.Initialized, ctx({ nextRoundState: S.Running }))).toMatchObject({ ok: false, code: 'next-round-started' });
  });
});
