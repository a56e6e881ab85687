import { couple, makeEvent, metadata, RoundState } from '../../testing/domain/competition-fixtures';
import { judgeSheets, roundJudgeSheets } from './judge-sheets';
import type { CompetitionEvent, PanelsRecord, ScheduleSlot } from '../model';
import { judgePanel } from '../results';
import { dayModelOf, scheduleSettingsOf } from '../running-order';

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

/** The organiser's heats: the Gold semi-final split in heats 12 and 14 (couple 110 moved into 12), the Bronze final in heat 13 between them. */
const slots: Record<string, ScheduleSlot> = {
  s1: { kind: 'heat', number: 12, position: 1, rounds: { 'Gold Standard-R1': { eventName: 'Gold Standard', roundNumber: 1, part: 1, parts: 2, couples: Object.fromEntries([0, 1, 2, 9].map((i) => [couples[i].entryId, true as const])) } } },
  s2: { kind: 'heat', number: 13, position: 2, rounds: { 'Bronze Latin-R2': { eventName: 'Bronze Latin', roundNumber: 2 } } },
  s3: { kind: 'heat', number: 14, position: 3, rounds: { 'Gold Standard-R1': { eventName: 'Gold Standard', roundNumber: 1, part: 2, parts: 2, couples: Object.fromEntries([3, 4, 5, 6, 7, 8].map((i) => [couples[i].entryId, true as const])) } } },
};
const dayOf = (all: Readonly<Record<string, CompetitionEvent>>, withSlots: Record<string, ScheduleSlot> = {}) =>
  dayModelOf({ events: all, slots: withSlots, settings: scheduleSettingsOf(undefined) }, Date.UTC(2026, 10, 28, 9));

describe('judge sheets', () => {
  it('give a round the organiser\'s heats, one page per heat and judge, with the heat numbers every screen shows', () => {
    const pages = roundJudgeSheets(dayOf(events, slots), quarter, firstRound, panel);
    expect(pages.map((p) => `${p.heatNumber} ${p.heatOfRound}/${p.heatsOfRound} ${p.judge.label}`)).toEqual(['12 1/2 A', '12 1/2 B', '12 1/2 C', '14 2/2 A', '14 2/2 B', '14 2/2 C']);
    expect(pages.filter((p) => p.judge.label === 'A').map((p) => p.couples.map((c) => c.number))).toEqual([[101, 102, 103, 110], [104, 105, 106, 107, 108, 109]]);
    expect(pages[0]).toMatchObject({ kind: 'recall', dances: ['Waltz', 'Quickstep'], judge: { name: 'Ada Judge' }, instruction: 'Mark 6 couples to recall in each dance, counted over all heats.' });
  });

  it('give a round in no heat one page per judge with all its couples, never a split of their own', () => {
    const pages = roundJudgeSheets(dayOf(events), quarter, firstRound, panel);
    expect(pages.map((p) => `${p.heatNumber} ${p.heatOfRound}/${p.heatsOfRound} ${p.couples.length}`)).toEqual(Array(3).fill('null 1/1 10'));
  });

  it('print the day heat by heat, skipping skipped and empty rounds, rounds in no heat last', () => {
    const pages = judgeSheets(dayOf(events, slots), events, metadata.officials);
    expect([...new Set(pages.map((p) => `${p.heatNumber} ${p.eventName} ${p.roundName}`))]).toEqual(['12 Gold Standard Semi-Final', '13 Bronze Latin Final', '14 Gold Standard Semi-Final']);
    expect(pages.filter((p) => p.kind === 'final')[0]).toMatchObject({ heatOfRound: 1, heatsOfRound: 1, instruction: 'Place every couple from 1 to 4 in each dance; no place twice.' });
    // Without heats: by the old schedule place. A chosen round is printed even when skipped.
    const chosen = judgeSheets(dayOf(events), events, metadata.officials, { include: (e) => e.eventName === 'Bronze Latin' });
    expect([...new Set(chosen.map((p) => `${p.roundName} ${p.heatNumber} ${p.couples.length}`))]).toEqual(['Semi-Final null 4', 'Final null 4']);
  });

  it('give each round\'s sheets to its own panel, with the letters the judges keep all competition', () => {
    // Cleo was lettered A when she joined first; the Gold Standard semi-final seats only Cleo and Ben.
    const panels: PanelsRecord = { letters: { j3: 'A', j1: 'B', j2: 'C' }, rounds: { 'Gold Standard': { 1: { judges: { j3: true, j2: true } } } } };
    const pages = judgeSheets(dayOf(events), events, metadata.officials, { panels });
    const semi = pages.filter((p) => p.eventName === 'Gold Standard');
    expect(semi.map((p) => `${p.judge.label} ${p.judge.name}`)).toEqual(['A Cleo Judge', 'C Ben Judge']);
    const bronze = pages.filter((p) => p.eventName === 'Bronze Latin');
    expect(bronze.map((p) => `${p.judge.label} ${p.judge.name}`)).toEqual(['A Cleo Judge', 'B Ada Judge', 'C Ben Judge']);
  });
});
