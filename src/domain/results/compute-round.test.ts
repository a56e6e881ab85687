import { describe, expect, it } from 'vitest';
import { metadata } from '../testing/competition-fixtures';
import { semiFinalEvent, semiMarks } from '../testing/scrutineer-scenario';
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
