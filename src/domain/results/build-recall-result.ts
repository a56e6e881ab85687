// The record saved when a recall round is posted: who goes through, and the table of every judge's
// recall marks in every dance that shows why.

import { badRecallMark, tallyRecallSheet } from '../scoring';
import { chairmanCut, type ChairmanChoice } from './chairman-cut';
import { numberOf, readRoundSheet, resultCouple, type RoundSheet, type RoundSheetInput } from './round-sheet';
import type { RecallRoundResult, RecallTableRow } from './types';

export interface RecallResultInput extends RoundSheetInput {
  /** The number of couples the round asks for (round.recallSize). */
  requested: number;
  /** The Chairman's choice after a tie at the cut, with who chose and when (saved in the record). */
  chairmanChoice?: ChairmanChoice;
  /**
   * @deprecated The cut alone, for callers that do not yet know who chose or when: the record then
   * names neither. Ignored when `chairmanChoice` is given.
   */
  chairmanMinMarks?: number;
}

/**
 * Throws MarkSheetError for unusable marks, RecallRequestError for a bad request or a choice the
 * tally does not offer, and RecallNeedsChairmanError when the marks cannot give the requested
 * number and no choice was made.
 */
export function buildRecallResult(input: RecallResultInput): RecallRoundResult {
  const sheet = readRoundSheet(input);
  const grid = recallGrid(sheet);
  const flat: Record<string, number[]> = {};
  for (const entryId of sheet.entryIds) flat[entryId] = concat(grid[entryId]);
  const tally = tallyRecallSheet(flat, input.requested, { coupleLabel: sheet.coupleLabel });
  const choice = input.chairmanChoice ?? (input.chairmanMinMarks === undefined ? undefined : { minMarks: input.chairmanMinMarks });
  const { minMarks, record } = chairmanCut(tally, input.requested, choice, sheet.coupleLabel);
  const order = mostMarksFirst(sheet.entryIds, tally.counts, input.entries);
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
      chairmanDecided: record !== undefined,
      ...(record === undefined ? {} : { chairmanChoice: record }),
      judgeCounts: judgeCounts(sheet, grid),
      rows,
    },
  };
}

/** The judges' marks of all dances one after another, as the tally takes them (Array.flat is slow here). */
function concat(byDance: readonly number[][]): number[] {
  const all: number[] = [];
  for (const marks of byDance) for (const mark of marks) all.push(mark);
  return all;
}

/** Most marks first, then by back number (couples without one last), then by entry id. */
function mostMarksFirst(entryIds: readonly string[], counts: Readonly<Record<string, number>>, entries: RoundSheetInput['entries']): string[] {
  const keyed = entryIds.map((entryId) => ({ entryId, total: counts[entryId], number: entries[entryId].leadNumber ?? Number.POSITIVE_INFINITY }));
  keyed.sort((a, b) => b.total - a.total || a.number - b.number || (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
  return keyed.map((key) => key.entryId);
}

/** grid[entryId][d][j]: judge j's recall mark for the couple in dance d (an unmarked couple is 0). */
function recallGrid(sheet: RoundSheet): Record<string, number[][]> {
  const grid: Record<string, number[][]> = {};
  for (const entryId of sheet.entryIds) grid[entryId] = sheet.dances.map(() => new Array<number>(sheet.judges.length).fill(0));
  sheet.dances.forEach((dance, d) => {
    sheet.judges.forEach((judge, j) => {
      const byEntry = sheet.marksOf(judge, dance);
      for (const entryId of sheet.entryIds) grid[entryId][d][j] = recallMark(sheet, dance, entryId, j, byEntry[entryId]);
    });
  });
  return grid;
}

/** judgeCounts[d][j]: how many couples judge j marked in dance d. */
function judgeCounts(sheet: RoundSheet, grid: Record<string, number[][]>): number[][] {
  const counts = sheet.dances.map(() => new Array<number>(sheet.judges.length).fill(0));
  for (const entryId of sheet.entryIds) {
    grid[entryId].forEach((marks, d) => {
      marks.forEach((mark, j) => {
        counts[d][j] += mark;
      });
    });
  }
  return counts;
}

function recallMark(sheet: RoundSheet, dance: string, entryId: string, judgeIndex: number, mark: number | undefined): number {
  if (mark === undefined || mark === 0 || mark === 1) return mark ?? 0;
  const judge = sheet.judges[judgeIndex].label;
  throw badRecallMark(mark, `Judge ${judge} gave couple ${sheet.coupleLabel(entryId)}`, ` in ${dance}`, { dance, judge, judgeIndex, couples: [entryId] });
}
