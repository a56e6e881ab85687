import { RoundState } from '../model';
import { mayMoveToMarked, panelSubmission } from './panel-submission';

const saved = { dances: { Waltz: { e1: 1 } } };
const sent = { ...saved, submittedAt: 1_764_000_000_000 };

describe('panelSubmission', () => {
  it('lists who has submitted and who is pending, in panel order', () => {
    expect(panelSubmission(['A', 'B', 'C'], { C: sent, A: saved })).toEqual({ submitted: ['C'], pending: ['A', 'B'], complete: false });
  });

  it('is complete only when every judge on the panel has submitted', () => {
    expect(panelSubmission(['A', 'B'], { A: sent, B: sent }).complete).toBe(true);
    expect(panelSubmission(['A', 'B'], { A: sent, B: saved }).complete).toBe(false);
  });

  it('ignores judges who are not on the panel, and counts a judge listed twice once', () => {
    expect(panelSubmission(['A', 'A'], { A: sent, Z: saved })).toEqual({ submitted: ['A'], pending: [], complete: true });
    expect(panelSubmission(['A'], { Z: sent }).complete).toBe(false);
  });

  it('is never complete without a panel', () => {
    expect(panelSubmission([], { A: sent }).complete).toBe(false);
  });
});

describe('mayMoveToMarked', () => {
  it('lets a running round move to Marked once the whole panel has submitted', () => {
    expect(mayMoveToMarked(RoundState.Running, ['A', 'B'], { A: sent, B: sent })).toBe(true);
    expect(mayMoveToMarked(RoundState.Running, ['A', 'B'], { A: sent })).toBe(false);
  });

  it.each([RoundState.Initialized, RoundState.Marked, RoundState.Posted, RoundState.Skipped, RoundState.Empty])('never moves a round in state %s', (state) => {
    expect(mayMoveToMarked(state, ['A'], { A: sent })).toBe(false);
  });
});
