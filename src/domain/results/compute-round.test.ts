import { describe, expect, it } from 'vitest';
import { metadata } from '../../testing/domain/competition-fixtures';
import { semiFinalEvent, semiMarks } from '../../testing/domain/scrutineer-scenario';
import { computeRound } from './compute-round';
import { judgePanel } from './judge-panel';

const judges = judgePanel(metadata.officials);

describe('computing a round', () => {
  it('says which judge is missing when the marks cannot be scored', () => {
    const { j3: _missing, ...twoJudges } = semiMarks;
    const computed = computeRound({ event: semiFinalEvent(3), roundNumber: 1, marks: twoJudges, judges });
    expect(computed).toEqual({ kind: 'unscorable', message: 'Judge C has no marks for this round.' });
  });
});

describe("computing a recall round's cut", () => {
  // Totals: 101: 6, 102 and 103: 5, 104: 2, 105 and 106: 0.
  it('recalls every couple, with no chairman, when fewer danced than requested', () => {
    const computed = computeRound({ event: semiFinalEvent(8), roundNumber: 1, marks: semiMarks, judges });
    expect(computed.kind).toBe('recall');
    if (computed.kind !== 'recall') return;
    expect(computed.recalled).toHaveLength(6);
    expect(computed.result.sumRecalls).toMatchObject({ requested: 8, minMarks: 0, recalledCount: 6, chairmanDecided: false });
  });

  it("offers the chairman only the real cuts after a tie, and saves who chose and when", () => {
    const event = semiFinalEvent(2);
    const asked = computeRound({ event, roundNumber: 1, marks: semiMarks, judges });
    expect(asked).toMatchObject({ kind: 'needs-chairman', requested: 2 });
    if (asked.kind !== 'needs-chairman') return;
    expect(asked.options.map((option) => [option.minMarks, option.recalled.length])).toEqual([
      [6, 1],
      [5, 3],
    ]);
    const refused = computeRound({ event, roundNumber: 1, marks: semiMarks, judges, chairmanChoice: { minMarks: 0, by: 'Ann Chair', at: 9 } });
    expect(refused).toMatchObject({ kind: 'unscorable' });
    const chosen = computeRound({ event, roundNumber: 1, marks: semiMarks, judges, chairmanChoice: { minMarks: 5, by: 'Ann Chair', at: 9 } });
    expect(chosen.kind).toBe('recall');
    if (chosen.kind !== 'recall') return;
    expect(chosen.recalled).toHaveLength(3);
    expect(chosen.result.sumRecalls.chairmanChoice).toEqual({
      offered: [
        { minMarks: 6, recalledCount: 1 },
        { minMarks: 5, recalledCount: 3 },
      ],
      chosenMinMarks: 5,
      chosenBy: 'Ann Chair',
      chosenAt: 9,
    });
  });
});
