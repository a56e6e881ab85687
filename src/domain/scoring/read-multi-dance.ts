// A multi-dance final is one panel placing the same couples in every dance: each dance is checked
// on its own (rules 2-4), then the dances are checked against each other.

import { MarkSheetError } from './errors';
import { coupleLabel, type SheetLabels } from './labels';
import { requireRecord } from './sheet-shape';
import { scoreDance, type DanceScore } from './single-dance';

export interface MultiDanceSheet {
  dances: string[];
  /** Couple ids in the order of the first dance. */
  couples: string[];
  judgeCount: number;
  danceScores: DanceScore[];
  /** indexIn[d][c]: position of couple c (canonical order) in danceScores[d]. */
  indexIn: number[][];
}

export function readMultiDance(
  record: Record<string, Record<string, readonly number[]>>,
  labels: Omit<SheetLabels, 'dance'> = {},
): MultiDanceSheet {
  requireRecord(record, 'The final mark sheet is', 'dances, each a record of couples with their judges\' places');
  const dances = Object.keys(record);
  if (dances.length === 0) throw new MarkSheetError('no-dances', 'There are no dances to score: a final needs at least one dance.');
  const danceScores = dances.map((dance) => scoreDance(record[dance], { ...labels, dance }));
  const couples = danceScores[0].couples;
  const judgeCount = danceScores[0].judgeCount;
  const indexIn = danceScores.map((score, d) => {
    checkSamePanel(dances, danceScores, d);
    return alignCouples(couples, score, dances, d, labels);
  });
  return { dances, couples, judgeCount, danceScores, indexIn };
}

function checkSamePanel(dances: string[], scores: DanceScore[], d: number): void {
  if (scores[d].judgeCount === scores[0].judgeCount) return;
  throw new MarkSheetError(
    'judge-count-mismatch',
    `${dances[d]} has marks from ${scores[d].judgeCount} judges but ${dances[0]} has ${scores[0].judgeCount}: every dance of a final needs the same judges.`,
    { dance: dances[d] },
  );
}

function alignCouples(couples: string[], score: DanceScore, dances: string[], d: number, labels: SheetLabels): number[] {
  if (score.couples.length === couples.length && score.couples.every((couple, c) => couple === couples[c])) return couples.map((_, c) => c);
  const position = new Map(score.couples.map((couple, c) => [couple, c]));
  const aligned = couples.map((couple) => {
    const c = position.get(couple);
    if (c === undefined) {
      throw new MarkSheetError('couple-mismatch', `Couple ${coupleLabel(labels, couple)} has marks in ${dances[0]} but none in ${dances[d]}.`, { dance: dances[d], couples: [couple] });
    }
    return c;
  });
  if (score.couples.length !== couples.length) {
    const known = new Set(couples);
    const extra = score.couples.find((couple) => !known.has(couple)) ?? '';
    throw new MarkSheetError('couple-mismatch', `Couple ${coupleLabel(labels, extra)} has marks in ${dances[d]} but none in ${dances[0]}.`, { dance: dances[d], couples: [extra] });
  }
  return aligned;
}
