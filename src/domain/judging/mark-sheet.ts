// The judge's mark rules as patches: what a tap, a drag, a clear and "Submit" write to the judge's sheet.
// Each tap writes only the marks it changes, so every write is small and kept on the tablet until acknowledged.
import { SERVER_TIME } from '../server-time';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { isOrderOfCouples, placementFromOrder } from './final-order';
import { togglePlacement, type DancePlacement } from './final-placement';
import type { JudgeRound } from './judge-rounds';

/** One judge's marks in a round: dance → entry id → mark (recall 0/1, or a final's place). */
export type DanceMarks = Readonly<Record<string, Readonly<Record<string, number>>>>;

export class MarkSheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarkSheetError';
  }
}

export function judgeMarksPath(round: JudgeRound, judgeKey: string): string {
  return paths.judgeMarks(round.eventName, round.roundNumber, judgeKey);
}

/** A recall tap: recalled ↔ not recalled. */
export function recallToggle(round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string, entryId: string): TreeUpdate {
  const next = marks[dance]?.[entryId] === 1 ? 0 : 1;
  return { [paths.judgeDanceMark(round.eventName, round.roundNumber, judgeKey, dance, entryId)]: next };
}

/** A final tap: the couple takes the lowest free place, or gives its place back (later places move up). */
export function finalTap(round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string, entryId: string): TreeUpdate {
  const before: DancePlacement = marks[dance] ?? {};
  return placementChanges(round, judgeKey, dance, before, togglePlacement(before, entryId, round.couples.length));
}

/** Drag mode: the list order is the placement. Refuses an order that is not every couple once. */
export function finalOrder(round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string, order: readonly string[]): TreeUpdate {
  if (!isOrderOfCouples(order, round.couples.map((c) => c.entryId))) {
    throw new MarkSheetError(`The ${dance} order must list each of the ${round.couples.length} couples on the floor once; reload the page and order them again.`);
  }
  return placementChanges(round, judgeKey, dance, marks[dance] ?? {}, placementFromOrder(order));
}

/** Clears a final dance's places. */
export function finalClear(round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string): TreeUpdate {
  return placementChanges(round, judgeKey, dance, marks[dance] ?? {}, {});
}

/**
 * The whole sheet at once, stamped with the server's time: recall dances list every couple (0 or 1), so the
 * scrutineer sees a complete sheet; a final lists the places given.
 */
export function submittedSheet(round: JudgeRound, judgeKey: string, marks: DanceMarks): TreeUpdate {
  const dances: Record<string, Record<string, number>> = {};
  for (const dance of round.dances) {
    dances[dance] = {};
    for (const { entryId } of round.couples) {
      const mark = marks[dance]?.[entryId];
      if (round.kind === 'recall') dances[dance][entryId] = mark === 1 ? 1 : 0;
      else if (mark !== undefined) dances[dance][entryId] = mark;
    }
  }
  return { [judgeMarksPath(round, judgeKey)]: { dances, submittedAt: SERVER_TIME } };
}

function placementChanges(round: JudgeRound, judgeKey: string, dance: string, before: DancePlacement, after: DancePlacement): TreeUpdate {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries(
    [...ids]
      .filter((id) => before[id] !== after[id])
      .map((id) => [paths.judgeDanceMark(round.eventName, round.roundNumber, judgeKey, dance, id), after[id] ?? null]),
  );
}
