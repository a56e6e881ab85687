// Rule 1: in a preliminary round couples are ordered by their number of recall marks (all dances
// together). The recalled set is always "every couple with at least m marks" for some threshold m:
// judges may mark more or fewer couples than asked, and a tie at the cut cannot be split. When no
// more couples danced than were asked for, every couple is recalled: nothing is cut, so nothing is
// left to decide. Otherwise, when no threshold gives exactly the requested number, the Chairman of
// Judges chooses between the nearest thresholds below and above, which `options` offers.

import { sortCoupleIds } from './compare-couples';
import { MarkSheetError, RecallRequestError, type MarkSheetLocation } from './errors';
import { coupleLabel, judgeLabel, type SheetLabels } from './labels';
import { describeValue, requireRecord } from './sheet-shape';

export interface RecallOption {
  minMarks: number;
  recalled: string[];
}

export interface RecallTally {
  counts: Record<string, number>;
  /** Most marks first; equal marks in couple-number order. */
  ordering: string[];
  /**
   * The couples the marks recall, in couple-number order: exactly `requested`, or every couple when
   * no more than `requested` danced. Null when a tie at the cut needs the Chairman of Judges.
   */
  recalled: string[] | null;
  /**
   * The nearest thresholds giving fewer and more couples than requested, and the exact one if any;
   * most marks first. When `recalled` is null these are exactly the cuts the chairman may choose
   * (the nearest below, if any, and the nearest above); otherwise nothing is the chairman's to choose.
   */
  options: RecallOption[];
}

/**
 * marks[couple] = 0/1 per judge (for several dances, the judges' marks of all dances one after
 * another). Throws MarkSheetError for an unusable sheet and RecallRequestError for requested < 1.
 */
export function tallyRecalls(marks: Record<string, number[]>, requested: number): RecallTally {
  return tallyRecallSheet(marks, requested, {});
}

/** tallyRecalls with the judges and couples named as the sheet names them, for error messages. */
export function tallyRecallSheet(marks: Record<string, number[]>, requested: number, labels: SheetLabels): RecallTally {
  checkRequested(requested);
  requireRecord(marks, 'The recall sheet is', "couples, each with its judges' recall marks");
  const couples = Object.keys(marks);
  const counts = countMarks(marks, couples, labels);
  const byNumber = sortCoupleIds(couples);
  const ordering = orderByMarks(byNumber, counts);
  const options = thresholdOptions(ordering, byNumber, counts, requested);
  const exact = options.find((option) => option.recalled.length === requested);
  // Over-request: the only cut is the whole field, and it is as close to the request as can be.
  const recalled = exact ? exact.recalled : couples.length < requested ? byNumber : null;
  return { counts, ordering, recalled: recalled === null ? null : [...recalled], options };
}

function checkRequested(requested: unknown): void {
  if (typeof requested !== 'number') {
    throw new RecallRequestError(Number.NaN, `The number of couples to recall is ${describeValue(requested)}: it must be a whole number of at least 1.`);
  }
  if (!Number.isInteger(requested) || requested < 1) {
    throw new RecallRequestError(requested, `Cannot recall ${String(requested)} couples: the number to recall must be a whole number of at least 1.`);
  }
}

function countMarks(marks: Record<string, number[]>, couples: string[], labels: SheetLabels): Record<string, number> {
  if (couples.length === 0) throw new MarkSheetError('no-couples', 'There are no couples in this round to recall from.');
  const markCount = Array.isArray(marks[couples[0]]) ? marks[couples[0]].length : 0;
  const counts: Record<string, number> = {};
  for (const couple of couples) {
    const row = marks[couple];
    if (!Array.isArray(row)) {
      throw new MarkSheetError('not-a-sheet', `Couple ${coupleLabel(labels, couple)} has ${describeValue(row)} where the list of its judges' recall marks belongs.`, {
        couples: [couple],
      });
    }
    if (row.length === 0) {
      throw new MarkSheetError('no-judges', `No judge has marked couple ${coupleLabel(labels, couple)}: a round needs at least one judge.`, { couples: [couple] });
    }
    if (row.length !== markCount) {
      throw new MarkSheetError(
        'judge-count-mismatch',
        `Couple ${coupleLabel(labels, couple)} has ${row.length} recall marks but couple ${coupleLabel(labels, couples[0])} has ${markCount}: a judge's marks are missing or extra.`,
        { couples: [couples[0], couple] },
      );
    }
    counts[couple] = sumRecallMarks(row, couple, labels);
  }
  return counts;
}

function sumRecallMarks(row: readonly number[], couple: string, labels: SheetLabels): number {
  let total = 0;
  for (let j = 0; j < row.length; j++) {
    const mark = row[j];
    if (mark !== 0 && mark !== 1) {
      const judge = judgeLabel(labels, j);
      throw badRecallMark(mark, `Judge ${judge} gave couple ${coupleLabel(labels, couple)}`, '', { couples: [couple], judge, judgeIndex: j });
    }
    total += mark;
  }
  return total;
}

/**
 * The refusal of a recall mark other than the number 0 or 1. `who` is "Judge A gave couple 12" and
 * `inDance` " in Waltz" or nothing. Text such as "1" is named as text, so the message never reads
 * "the recall mark 1: a recall mark is 1 or 0".
 */
export function badRecallMark(mark: unknown, who: string, inDance: string, where: MarkSheetLocation): MarkSheetError {
  if (typeof mark !== 'number') {
    return new MarkSheetError('non-numeric-mark', `${who} ${describeValue(mark)}${inDance} as a recall mark: a recall mark is the number 1 (recalled) or 0 (not).`, where);
  }
  return new MarkSheetError(
    Number.isInteger(mark) ? 'invalid-recall-mark' : 'non-integer-mark',
    `${who} the recall mark ${String(mark)}${inDance}: a recall mark is 1 (recalled) or 0 (not).`,
    where,
  );
}

/** Most marks first; within equal marks the couple-number order of `byNumber` is kept. */
function orderByMarks(byNumber: string[], counts: Record<string, number>): string[] {
  const buckets: string[][] = [];
  for (const couple of byNumber) (buckets[counts[couple]] ??= []).push(couple);
  const ordering: string[] = [];
  for (let count = buckets.length - 1; count >= 0; count--) {
    const bucket = buckets[count];
    if (bucket) for (const couple of bucket) ordering.push(couple);
  }
  return ordering;
}

/** For each distinct mark count m, "at least m marks" recalls a prefix of `ordering`. */
function thresholdOptions(ordering: string[], byNumber: string[], counts: Record<string, number>, requested: number): RecallOption[] {
  let below: number | undefined;
  let exact: number | undefined;
  let above: number | undefined;
  for (let end = 1; end <= ordering.length; end++) {
    const atCut = end === ordering.length || counts[ordering[end]] !== counts[ordering[end - 1]];
    if (!atCut) continue;
    if (end < requested) below = end;
    else if (end === requested) exact = end;
    else if (above === undefined) above = end;
  }
  return [below, exact, above]
    .filter((end): end is number => end !== undefined)
    .map((end) => {
      const minMarks = counts[ordering[end - 1]];
      return { minMarks, recalled: byNumber.filter((couple) => counts[couple] >= minMarks) };
    });
}
