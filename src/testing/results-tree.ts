// A competition tree with results built by the real results builders from stored marks, for screen tests.
import { RoundState, type RoundEntry } from '../domain/model';
import { buildFinalResult, buildFinalResults, buildRecallResult } from '../domain/results';
import type { ResultJudge } from '../domain/results';
import { withSummaries } from './with-summaries';

const judges: ResultJudge[] = [
  { key: 'j-a', label: 'A' }, { key: 'j-b', label: 'B' }, { key: 'j-c', label: 'C' }, { key: 'j-d', label: 'D' }, { key: 'j-e', label: 'E' },
];

const couple = (n: number, lead: string, follow: string): [string, RoundEntry] => [
  `e${n}`, { leadName: lead, followName: follow, leadNumber: n, affiliation: n % 2 === 0 ? 'Cornell DanceSport' : 'Yale Ballroom Dance Team' },
];

const finalists = Object.fromEntries([
  couple(11, 'Ana Lima', 'Ben Okafor'), couple(12, 'Cy Dunn', 'Di Ek'), couple(13, 'Eve Fox', 'Gus Hay'), couple(14, 'Ivy Jo', 'Kai Lee'),
]);
export const semiFinalists = { ...finalists, ...Object.fromEntries([couple(15, 'Max Ng', 'Nia Oz'), couple(16, 'Pat Qi', 'Ray Su')]) };

/** marks[dance][backNumber] in judge order → the stored shape (judge key → dances → entry id → mark). */
function stored(table: Record<string, Record<number, number[]>>) {
  return Object.fromEntries(judges.map((judge, j) => [judge.key, {
    submittedAt: 1,
    dances: Object.fromEntries(Object.entries(table).map(([dance, rows]) => [
      dance, Object.fromEntries(Object.entries(rows).map(([n, marks]) => [`e${n}`, marks[j]])),
    ])),
  }]));
}

const dances = { ChaCha: 0, Rumba: 1 };

// Totals 12, 13, 14 = 6: rule 10 sends 12 and 13 to rule 11 for 2nd, which 13 wins; 14 is 4th.
const finalMarks = stored({
  ChaCha: { 11: [4, 1, 4, 1, 1], 12: [3, 4, 3, 3, 2], 13: [2, 2, 1, 2, 4], 14: [1, 3, 2, 4, 3] },
  Rumba: { 11: [4, 1, 3, 2, 1], 12: [2, 2, 1, 3, 3], 13: [3, 4, 2, 4, 2], 14: [1, 3, 4, 1, 4] },
});

// 15 and 16 get few marks; 11-14 are recalled.
export const semiMarks = stored({
  ChaCha: { 11: [1, 1, 1, 1, 1], 12: [1, 1, 1, 0, 1], 13: [1, 0, 1, 1, 1], 14: [1, 1, 0, 1, 1], 15: [0, 1, 0, 1, 0], 16: [0, 0, 1, 0, 0] },
  Rumba: { 11: [1, 1, 1, 1, 1], 12: [1, 1, 1, 1, 0], 13: [0, 1, 1, 1, 1], 14: [1, 1, 1, 1, 1], 15: [1, 0, 0, 0, 1], 16: [0, 0, 0, 0, 0] },
});

export const recallResult = buildRecallResult({ entries: semiFinalists, dances, judges, marks: semiMarks, requested: 4 });
export const finalResult = buildFinalResult({ entries: finalists, dances, judges, marks: finalMarks });

const round = (roundNumber: number, roundName: string, roundState: RoundState, entries: Record<string, RoundEntry>) => ({
  roundId: `Latin Bronze-R${roundNumber}`, roundName, roundNumber, eventName: 'Latin Bronze', scheduleIndex: roundNumber, recallSize: 4, roundState, entries,
});

/** With the public summaries (eventIndex, entry lists) the app writes beside the events. */
export function resultsTree(resultsPageShown = true) {
  return withSummaries({
    competitionMetadata: { fullName: 'Demo', resultsPageShown },
    events: {
      'Latin Bronze': {
        eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances,
        rounds: { 1: round(1, 'Semi-Final', RoundState.Posted, semiFinalists), 2: round(2, 'Final', RoundState.Posted, finalists) },
      },
      'Standard Gold': {
        eventName: 'Standard Gold', style: 'Standard', eventLevel: 'Gold', dances: { Waltz: 0 },
        rounds: { 1: { ...round(1, 'Final', RoundState.Initialized, {}), eventName: 'Standard Gold', roundId: 'Standard Gold-R1' } },
      },
    },
    resultsSaved: {
      'Latin Bronze': { 1: recallResult, 2: finalResult, finalResults: buildFinalResults(finalResult) },
    },
  });
}
