// The record saved when a recall round is posted: who goes through, and the table of every judge's
// recall marks in every dance that shows why.

import { MarkSheetError, RecallRequestError } from '../scoring/errors';
import { tallyRecallSheet } from '../scoring/recalls';
import { RecallNeedsChairmanError } from './errors';
import { byBackNumber, numberOf, readRoundSheet, resultCouple, type RoundSheet, type RoundSheetInput } from './round-sheet';
import type { RecallRoundResult, RecallTableRow } from './types';

export interface RecallResultInput extends RoundSheetInput {
  /** The number of couples the round asks for (round.recallSize). */
  requested: number;
  /** The Chairman's choice after a tie at the cut: recall every couple with at least this many marks. */
  chairmanMinMarks?: number;
}

/**
 * Throws MarkSheetError for unusable marks, RecallRequestError for a bad request or choice, and
 * RecallNeedsChairmanError when the marks cannot give the requested number and no choice was made.
 */
export function buildRecallResult(input: RecallResultInput): RecallRoundResult {
  const sheet = readRoundSheet(input);
  const grid = recallGrid(sheet);
  const flat = Object.fromEntries(sheet.entryIds.map((entryId) => [entryId, grid[entryId].flat()]));
  const tally = tallyRecallSheet(flat, input.requested, { coupleLabel: sheet.coupleLabel });
  const minMarks = chosenThreshold(input, tally.recalled, tally.options, tally.counts, sheet);
  const order = [...sheet.entryIds].sort((a, b) => tally.counts[b] - tally.counts[a] || byBackNumber(input.entries)(a, b));
  const rows: RecallTableRow[] = order.map((entryId) => ({
    entryId,
    ...numberOf(input.entries, entryId),
    marks: grid[entryId],
    danceTotals: grid[entryId].map((marks) => marks.reduce((a, b) => a + b, 0)),
    total: tally.counts[entryId],
    recalled: tally.counts[entryId] >= minMarks,
  }));
  return {
    placements: rows.map((row) => ({ ...resultCouple(input.entries, row.entryId), marks: row.total, recalled: row.recalled })),
    sumRecalls: {
      judges: sheet.judges,
      dances: sheet.dances,
      requested: input.requested,
      minMarks,
      recalledCount: rows.filter((row) => row.recalled).length,
      chairmanDecided: input.chairmanMinMarks !== undefined,
      judgeCounts: sheet.dances.map((_, d) => sheet.judges.map((_, j) => order.reduce((n, entryId) => n + grid[entryId][d][j], 0))),
      rows,
    },
  };
}

/** grid[entryId][d][j]: judge j's recall mark for the couple in dance d (an unmarked couple is 0). */
function recallGrid(sheet: RoundSheet): Record<string, number[][]> {
  const grid: Record<string, number[][]> = {};
  for (const entryId of sheet.entryIds) {
    grid[entryId] = sheet.dances.map((dance) => sheet.judges.map((judge, j) => recallMark(sheet, dance, entryId, j, sheet.markOf(judge, dance, entryId))));
  }
  return grid;
}

function recallMark(sheet: RoundSheet, dance: string, entryId: string, judgeIndex: number, mark: number | undefined): number {
  if (mark === undefined || mark === 0 || mark === 1) return mark ?? 0;
  const judge = sheet.judges[judgeIndex].label;
  throw new MarkSheetError(
    Number.isInteger(mark) ? 'invalid-recall-mark' : 'non-integer-mark',
    `Judge ${judge} gave couple ${sheet.coupleLabel(entryId)} the recall mark ${String(mark)} in ${dance}: a recall mark is 1 (recalled) or 0 (not).`,
    { dance, judge, judgeIndex, couples: [entryId] },
  );
}

function chosenThreshold(
  input: RecallResultInput,
  recalled: string[] | null,
  options: ReturnType<typeof tallyRecallSheet>['options'],
  counts: Record<string, number>,
  sheet: RoundSheet,
): number {
  const choice = input.chairmanMinMarks;
  if (choice === undefined) {
    const exact = options.find((option) => option.recalled.length === input.requested);
    if (recalled === null || !exact) throw new RecallNeedsChairmanError(input.requested, options, sheet.coupleLabel);
    return exact.minMarks;
  }
  if (!Number.isInteger(choice) || choice < 0) {
    throw new RecallRequestError(choice, `The chairman's choice of ${String(choice)} marks is not a whole number of marks.`);
  }
  if (!Object.values(counts).some((count) => count >= choice)) {
    throw new RecallRequestError(choice, `No couple has ${choice} or more marks, so that choice would recall nobody.`);
  }
  return choice;
}
