import { couple, makeEvent, metadata, RoundState } from '../../testing/domain/competition-fixtures';
import { judgeSheets, roundJudgeSheets } from './judge-sheets';
import type { PanelsRecord } from '../model';
import { judgePanel } from '../results';

const couples = Array.from({ length: 10 }, (_, i) => couple(i));
const quarter = makeEvent('Gold', 'Standard', ['Waltz', 'Quickstep'], couples, [
  { state: RoundState.Initialized, scheduleIndex: 3, recallSize: 6, couples: [...couples].reverse() },
  { state: RoundState.Empty, scheduleIndex: 7 },
]);
const skipped = makeEvent('Bronze', 'Latin', ['Rumba'], couples.slice(0, 4), [
  { state: RoundState.Skipped, scheduleIndex: 1, couples: couples.slice(0, 4) },
  { state: RoundState.Initialized, scheduleIndex: 2, recallSize: 4, couples: couples.slice(0, 4) },
]);
const firstRound = quarter.rounds?.['1'] ?? (() => { throw new Error('fixture has round 1'); })();
const events = { [quarter.eventName]: quarter, [skipped.eventName]: skipped };
const panel = judgePanel(metadata.officials);

describe('judge sheets', () => {
  it('splits a recall round into heats, one page per heat and judge, numbers in order', () => {
    const pages = roundJudgeSheets(quarter, firstRound, panel, 4);
    expect(pages).toHaveLength(3 * 3);
    expect(pages.map((p) => `${p.heat}/${p.heatCount} ${p.judge.label}`)).toEqual(['1/3 A', '1/3 B', '1/3 C', '2/3 A', '2/3 B', '2/3 C', '3/3 A', '3/3 B', '3/3 C']);
    expect(pages.filter((p) => p.judge.label === 'A').map((p) => p.couples.map((c) => c.number))).toEqual([[101, 102, 103, 104], [105, 106, 107], [108, 109, 110]]);
    expect(pages[0]).toMatchObject({ kind: 'recall', dances: ['Waltz', 'Quickstep'], judge: { name: 'Ada Judge' }, instruction: 'Mark 6 couples to recall in each dance, counted over all heats.' });
  });

  it('gives the schedule\'s rounds with couples, skipping skipped and empty rounds; a final is one heat', () => {
    const pages = judgeSheets(events, metadata.officials, { maxPerHeat: 12 });
    expect([...new Set(pages.map((p) => `${p.scheduleIndex} ${p.eventName} ${p.roundName}`))]).toEqual(['2 Bronze Latin Final', '3 Gold Standard Semi-Final']);
    const final = pages.filter((p) => p.kind === 'final');
    expect(final).toHaveLength(3);
    expect(final[0]).toMatchObject({ heat: 1, heatCount: 1, instruction: 'Place every couple from 1 to 4 in each dance; no place twice.' });
    // A chosen round is printed even when skipped; its 4 couples make 2 heats of 2 under a limit of 3.
    const chosen = judgeSheets(events, metadata.officials, { maxPerHeat: 3, include: (e) => e.eventName === 'Bronze Latin' });
    expect(chosen.map((p) => `${p.roundName} ${p.heat}/${p.heatCount} ${p.couples.length}`)).toEqual([
      ...Array(3).fill('Semi-Final 1/2 2'), ...Array(3).fill('Semi-Final 2/2 2'), ...Array(3).fill('Final 1/1 4'),
    ]);
  });

  it('gives each round\'s sheets to its own panel, with the letters the judges keep all competition', () => {
    // Cleo was lettered A when she joined first; the Gold Standard semi-final seats only Cleo and Ben.
    const panels: PanelsRecord = { letters: { j3: 'A', j1: 'B', j2: 'C' }, rounds: { 'Gold Standard': { 1: { judges: { j3: true, j2: true } } } } };
    const pages = judgeSheets(events, metadata.officials, { maxPerHeat: 12, panels });
    const semi = pages.filter((p) => p.eventName === 'Gold Standard');
    expect(semi.map((p) => `${p.judge.label} ${p.judge.name}`)).toEqual(['A Cleo Judge', 'C Ben Judge']);
    const bronze = pages.filter((p) => p.eventName === 'Bronze Latin');
    expect(bronze.map((p) => `${p.judge.label} ${p.judge.name}`)).toEqual(['A Cleo Judge', 'B Ada Judge', 'C Ben Judge']);
  });
});
