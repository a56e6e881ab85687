// Paths and values for a judge's marks; every write goes through the tablet's outbox.
import { serverTimestamp } from 'firebase/database';
import { isOrderOfCouples, placementFromOrder } from '../../domain/judging/final-order';
import { togglePlacement, type DancePlacement } from '../../domain/judging/final-placement';
import type { JudgeRound } from '../../domain/judging/judge-rounds';
import { DbError } from '../errors';
import { paths } from '../paths';
import type { MarkOutbox } from './mark-outbox';

export type DanceMarks = Readonly<Record<string, Readonly<Record<string, number>>>>;

export function judgeMarksPath(round: JudgeRound, judgeKey: string): string {
  return paths.judgeMarks(round.eventName, round.roundNumber, judgeKey);
}

export function toggleRecall(outbox: MarkOutbox, round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string, entryId: string) {
  const next = marks[dance]?.[entryId] === 1 ? 0 : 1;
  return outbox.record(paths.judgeDanceMark(round.eventName, round.roundNumber, judgeKey, dance, entryId), next);
}

/** Writes only the couples whose place changed, so each tap is one small durable write. */
export function tapFinal(outbox: MarkOutbox, round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string, entryId: string) {
  const before: DancePlacement = marks[dance] ?? {};
  const after = togglePlacement(before, entryId, round.couples.length);
  return writePlacementChanges(outbox, round, judgeKey, dance, before, after);
}

/** Drag mode: the list order is the placement; only couples whose place changed are written. */
export function setFinalOrder(outbox: MarkOutbox, round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string, order: readonly string[]) {
  if (!isOrderOfCouples(order, round.couples.map((c) => c.entryId))) {
    const message = `The ${dance} order must list each of the ${round.couples.length} couples on the floor once; reload the page and order them again.`;
    return Promise.reject(new DbError('invalid-data', message));
  }
  return writePlacementChanges(outbox, round, judgeKey, dance, marks[dance] ?? {}, placementFromOrder(order));
}

export function clearFinal(outbox: MarkOutbox, round: JudgeRound, judgeKey: string, marks: DanceMarks, dance: string) {
  return writePlacementChanges(outbox, round, judgeKey, dance, marks[dance] ?? {}, {});
}

function writePlacementChanges(outbox: MarkOutbox, round: JudgeRound, judgeKey: string, dance: string, before: DancePlacement, after: DancePlacement) {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  const writes = [...ids]
    .filter((id) => before[id] !== after[id])
    .map((id) => outbox.record(paths.judgeDanceMark(round.eventName, round.roundNumber, judgeKey, dance, id), after[id] ?? null));
  return Promise.all(writes);
}

/** The whole sheet at once: recall dances list every couple (0 or 1), so the scrutineer sees a complete sheet. */
export function submitMarks(outbox: MarkOutbox, round: JudgeRound, judgeKey: string, marks: DanceMarks): Promise<void> {
  const dances: Record<string, Record<string, number>> = {};
  for (const dance of round.dances) {
    dances[dance] = {};
    for (const { entryId } of round.couples) {
      const mark = marks[dance]?.[entryId];
      if (round.kind === 'recall') dances[dance][entryId] = mark === 1 ? 1 : 0;
      else if (mark !== undefined) dances[dance][entryId] = mark;
    }
  }
  return outbox.record(judgeMarksPath(round, judgeKey), { dances, submittedAt: serverTimestamp() });
}
