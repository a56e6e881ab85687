// Rules 2-4: in a final every judge places every couple, 1 to N, with no ties. A sheet that breaks
// them cannot be scored; the error says exactly which judge wrote what, so the chairman can have
// the judge correct it (the Skating System never repairs a judge's marks).

import { MarkSheetError } from './errors';
import { countWord, coupleLabel, inDance, judgeLabel, listOf, type SheetLabels } from './labels';
import { describeValue, requireRecord } from './sheet-shape';

export interface FinalSheet {
  /** Couple ids in the order of the input record. */
  couples: string[];
  /** marks[c][j]: the place judge j gave couple c. */
  marks: number[][];
  judgeCount: number;
}

export function readFinalSheet(record: Record<string, readonly number[]>, labels: SheetLabels = {}): FinalSheet {
  const what = labels.dance === undefined ? 'The mark sheet is' : `The marks for ${labels.dance} are`;
  requireRecord(record, what, "couples, each with its judges' places", labels.dance);
  const couples = Object.keys(record);
  if (couples.length === 0) {
    throw new MarkSheetError('no-couples', `There are no couples to place${inDance(labels)}.`, where(labels));
  }
  const marks = couples.map((couple) => readRow(record, couple, labels));
  const judgeCount = marks[0].length;
  if (judgeCount === 0) {
    throw new MarkSheetError('no-judges', `No judge has marked couple ${coupleLabel(labels, couples[0])}${inDance(labels)}: a final needs at least one judge.`, where(labels, couples.slice(0, 1)));
  }
  checkJudgeCounts(couples, marks, labels);
  checkMarks(couples, marks, labels);
  checkPermutations(couples, marks, labels);
  return { couples, marks, judgeCount };
}

function where(labels: SheetLabels, couples?: string[]) {
  return labels.dance === undefined ? { couples } : { dance: labels.dance, couples };
}

function readRow(record: Record<string, readonly number[]>, couple: string, labels: SheetLabels): number[] {
  const row = record[couple];
  if (!Array.isArray(row)) {
    throw new MarkSheetError(
      'not-a-sheet',
      `Couple ${coupleLabel(labels, couple)} has ${describeValue(row)}${inDance(labels)} where the list of its judges' places belongs.`,
      where(labels, [couple]),
    );
  }
  return row as number[];
}

function checkJudgeCounts(couples: string[], marks: number[][], labels: SheetLabels): void {
  const expected = marks[0].length;
  for (let c = 1; c < couples.length; c++) {
    if (marks[c].length !== expected) {
      const [first, other] = [coupleLabel(labels, couples[0]), coupleLabel(labels, couples[c])];
      throw new MarkSheetError(
        'judge-count-mismatch',
        `Couple ${other} has marks from ${marks[c].length} judges but couple ${first} has ${expected}${inDance(labels)}: a judge's marks are missing or extra.`,
        where(labels, [couples[0], couples[c]]),
      );
    }
  }
}

function checkMarks(couples: string[], marks: number[][], labels: SheetLabels): void {
  const n = couples.length;
  for (let c = 0; c < n; c++) {
    const row = marks[c];
    for (let j = 0; j < row.length; j++) {
      const mark = row[j];
      if (!Number.isInteger(mark) || mark < 1 || mark > n) throwBadMark(couples, labels, c, j, mark);
    }
  }
}

function throwBadMark(couples: string[], labels: SheetLabels, c: number, j: number, mark: unknown): never {
  const n = couples.length;
  const judge = judgeLabel(labels, j);
  const couple = coupleLabel(labels, couples[c]);
  const at = { ...where(labels, [couples[c]]), judge, judgeIndex: j };
  if (typeof mark !== 'number') {
    throw new MarkSheetError(
      'non-numeric-mark',
      `Judge ${judge} gave couple ${couple} ${describeValue(mark)}${inDance(labels)} where a place belongs: a place is a whole number from 1 to ${n}.`,
      at,
    );
  }
  if (!Number.isInteger(mark)) {
    throw new MarkSheetError('non-integer-mark', `Judge ${judge} gave couple ${couple} the mark ${String(mark)}${inDance(labels)}: a place must be a whole number from 1 to ${n}.`, at);
  }
  throw new MarkSheetError('place-out-of-range', `Judge ${judge} gave couple ${couple} place ${mark}${inDance(labels)}, but ${countWord(n)} couple${n === 1 ? '' : 's'} danced: places run from 1 to ${n}.`, at);
}

function checkPermutations(couples: string[], marks: number[][], labels: SheetLabels): void {
  const n = couples.length;
  const holder = new Int32Array(n + 1);
  for (let j = 0; j < marks[0].length; j++) {
    holder.fill(-1);
    for (let c = 0; c < n; c++) {
      const place = marks[c][j];
      if (holder[place] !== -1) throwDuplicate(couples, marks, labels, j, place);
      holder[place] = c;
    }
  }
}

function throwDuplicate(couples: string[], marks: number[][], labels: SheetLabels, j: number, place: number): never {
  const sharing = couples.filter((_, c) => marks[c][j] === place);
  const judge = judgeLabel(labels, j);
  const names = sharing.map((couple) => coupleLabel(labels, couple));
  throw new MarkSheetError(
    'duplicate-place',
    `Judge ${judge} gave place ${place} to ${countWord(sharing.length)} couples (${listOf(names)})${inDance(labels)}.`,
    { ...where(labels, sharing), judge, judgeIndex: j },
  );
}
