// The record saved when a final is posted: the places, and every table that explains them (each
// dance's marks and cumulative columns, the final summary, the rule 10 and 11 working).

import type { RoundEntry } from '../model';
import { MarkSheetError } from '../scoring';
import { explainFinalScore, type CumulativeCell, type TieBreakExplanation } from '../scoring';
import { scoreFinal } from '../scoring';
import type { DefaultPlacement } from '../scoring';
import { byBackNumber, numberOf, readRoundSheet, resultCouple, type RoundSheet, type RoundSheetInput } from './round-sheet';
import type { DefaultPlacementRecord, FinalDanceTable, FinalRoundResult, FinalSummaryRow, ResultCell, TieBreakRecord } from './types';

export type FinalResultInput = RoundSheetInput;

/** Throws MarkSheetError, naming judge, couple (by back number) and dance, when the marks cannot be scored. */
export function buildFinalResult(input: FinalResultInput): FinalRoundResult {
  const sheet = readRoundSheet(input);
  const explanation = explainFinalScore(scoreFinal(finalMarks(sheet), { judges: sheet.judges.map((judge) => judge.label), coupleLabel: sheet.coupleLabel }));
  const order = byBackNumber(input.entries);
  const number = (entryId: string) => numberOf(input.entries, entryId);
  const summary: FinalSummaryRow[] = explanation.summary
    .map((row) => ({ entryId: row.couple, ...number(row.couple), dancePlaces: row.dancePlaces, total: row.total, place: row.place, decidedBy: row.decidedBy }))
    .sort((a, b) => a.place - b.place || order(a.entryId, b.entryId));
  const danceTables: FinalDanceTable[] = explanation.danceTables.map((table, d) => ({
    dance: sheet.dances[d],
    majority: table.majority,
    columns: table.columns,
    rows: table.rows
      .map((row) => ({ entryId: row.couple, ...number(row.couple), marks: row.marks, cells: row.cells.map(resultCell), place: row.place, placedAtColumn: row.placedAtColumn }))
      .sort((a, b) => a.place - b.place || order(a.entryId, b.entryId)),
  }));
  const tieBreaks = explanation.tieBreaks.map((step) => tieBreakRecord(step, input.entries));
  return {
    placements: summary.map((row) => ({ ...resultCouple(input.entries, row.entryId), place: row.place, decidedBy: row.decidedBy })),
    finalTable: {
      judges: sheet.judges,
      dances: sheet.dances,
      danceTables,
      summary,
      ...(tieBreaks.length > 0 ? { tieBreaks } : {}),
    },
  };
}

/** The scoring engine's sheet: dance → entry id → places in panel order; every place must be there. */
function finalMarks(sheet: RoundSheet): Record<string, Record<string, number[]>> {
  const marks: Record<string, Record<string, number[]>> = {};
  for (const dance of sheet.dances) {
    marks[dance] = {};
    for (const entryId of sheet.entryIds) {
      marks[dance][entryId] = sheet.judges.map((judge, judgeIndex) => {
        const mark = sheet.markOf(judge, dance, entryId);
        if (mark === undefined) {
          throw new MarkSheetError('missing-mark', `Judge ${judge.label} has no place for couple ${sheet.coupleLabel(entryId)} in ${dance}.`, {
            dance,
            judge: judge.label,
            judgeIndex,
            couples: [entryId],
          });
        }
        return mark;
      });
    }
  }
  return marks;
}

function resultCell(cell: CumulativeCell): ResultCell {
  return cell.sum === undefined ? { count: cell.count } : { count: cell.count, sum: cell.sum };
}

function tieBreakRecord(step: TieBreakExplanation, entries: Readonly<Record<string, RoundEntry>>): TieBreakRecord {
  const byDefault = step.placedByDefault === undefined ? {} : { placedByDefault: defaultRecord(step.placedByDefault, entries) };
  if (step.rule === 'R10') {
    return {
      rule: 'R10',
      place: step.place,
      column: step.column,
      columns: step.columns,
      entries: step.entries.map((entry) => ({
        entryId: entry.couple,
        ...numberOf(entries, entry.couple),
        count: entry.count,
        sum: entry.sum,
        cells: entry.cells.map(resultCell),
      })),
      outcome: step.outcome,
      ...(step.winner === undefined ? {} : { winner: step.winner }),
      ...(step.toRule11 === undefined ? {} : { toRule11: step.toRule11 }),
      ...byDefault,
    };
  }
  return {
    rule: 'R11',
    place: step.place,
    majority: step.majority,
    markCount: step.markCount,
    startColumn: step.startColumn,
    decidedAtColumn: step.decidedAtColumn,
    columns: step.columns,
    rows: step.rows.map((row) => ({ entryId: row.couple, ...numberOf(entries, row.couple), marks: row.marks, cells: row.cells.map(resultCell) })),
    winners: step.winners,
    shared: step.shared,
    ...byDefault,
  };
}

function defaultRecord(line: DefaultPlacement, entries: Readonly<Record<string, RoundEntry>>): DefaultPlacementRecord {
  return { entryId: line.couple, ...numberOf(entries, line.couple), place: line.place, cells: line.cells.map(resultCell) };
}
