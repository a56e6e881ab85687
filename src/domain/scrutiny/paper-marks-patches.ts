// The scrutineer's paper fallback as updates (issue 35): switching a judge to paper for one round, saving a typing
// of the judge's paper sheet, and settling the two typings into the judge's marks. A settlement writes the judge's
// whole sheet (submitted), the settled copy and one audit entry per changed mark in ONE update.
import type { JudgeMarks, PaperJudgeRecord } from '../records';
import { RoundState } from '../model';
import { SERVER_TIME } from '../server-time';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { PaperMarksError } from './paper-marks-error';
import type { PaperRound } from './paper-round';
import { type PaperChoice, type PaperDances, differenceKey, paperDifferences, paperSheetProblem, settledDances } from './paper-sheet';

export interface PaperJudgeContext {
  round: PaperRound;
  judge: { key: string; name: string };
  /** The round's panel (judge keys). */
  panelKeys: readonly string[];
  /** The judge's marks as stored now (a tablet may have saved some before the switch). */
  marks: JudgeMarks | undefined;
  /** paperMarks/<event>/<round>/<judge> as stored now. */
  record: PaperJudgeRecord | undefined;
  /** The signed-in scrutineer's or chairman's account. */
  by: string;
  /** Couple label for messages (back number). */
  label?: (entryId: string) => string;
}

/** A fresh key under a parent path (the data layer's push key). */
export type NewKey = (parentPath: string) => string;

const OPEN_STATES: readonly RoundState[] = [RoundState.Initialized, RoundState.Empty, RoundState.Running];

export function switchToPaperPatch(ctx: PaperJudgeContext): TreeUpdate {
  const { round, judge } = ctx;
  if (!OPEN_STATES.includes(round.roundState)) throw new PaperMarksError(`${judge.name} cannot be switched to paper: the round is already complete.`);
  if (!ctx.panelKeys.includes(judge.key)) throw new PaperMarksError(`${judge.name} is not on this round's panel.`);
  if (ctx.record) throw new PaperMarksError(`${judge.name} already marks this round on paper.`);
  if (ctx.marks?.submittedAt !== undefined) throw new PaperMarksError(`${judge.name} has already submitted from the tablet; reopen the round to correct marks instead.`);
  return { [paths.paperJudge(round.eventName, round.roundNumber, judge.key)]: { switchedBy: ctx.by, switchedAt: SERVER_TIME } };
}

/** Back to the tablet: only while nothing has been typed from the paper sheet. */
export function backToTabletPatch(ctx: PaperJudgeContext): TreeUpdate {
  if (!ctx.record) throw new PaperMarksError(`${ctx.judge.name} is not on paper for this round.`);
  if (ctx.record.first || ctx.record.second) throw new PaperMarksError(`${ctx.judge.name}'s paper sheet has been typed: settle it instead.`);
  return { [paths.paperJudge(ctx.round.eventName, ctx.round.roundNumber, ctx.judge.key)]: null };
}

/** After the round was reopened, the settled sheet is typed again from scratch (the marks stay until settled). */
export function retypePaperPatch(ctx: PaperJudgeContext): TreeUpdate {
  const { record, judge } = ctx;
  if (!record?.settled || ctx.marks?.submittedAt !== undefined) throw new PaperMarksError(`${judge.name}'s paper sheet can be typed again only once the round is reopened.`);
  return { [paths.paperJudge(ctx.round.eventName, ctx.round.roundNumber, judge.key)]: { switchedBy: record.switchedBy, switchedAt: record.switchedAt } };
}

/**
 * Saves one typing of the paper sheet (the first, then the second, blind to the first). When the second agrees
 * with the first in every mark, the same update settles them: the judge's marks are written at once.
 */
export function paperEntryPatch(ctx: PaperJudgeContext, dances: PaperDances, newKey: NewKey): TreeUpdate {
  const { round, judge, record } = ctx;
  if (!record) throw new PaperMarksError(`Switch ${judge.name} to paper before typing the paper sheet.`);
  if (record.settled) throw new PaperMarksError(`${judge.name}'s paper marks are already settled.`);
  if (record.first && record.second) throw new PaperMarksError(`Both typings of ${judge.name}'s sheet are saved: settle the differences.`);
  if (round.roundState !== RoundState.Running) throw new PaperMarksError('Paper marks are typed while the round is running.');
  const problem = paperSheetProblem(round, dances, ctx.label);
  if (problem) throw new PaperMarksError(problem);
  const which = record.first ? 'second' : 'first';
  const sheet = { dances, by: ctx.by, at: SERVER_TIME };
  const patch: TreeUpdate = { [`${paths.paperJudge(round.eventName, round.roundNumber, judge.key)}/${which}`]: sheet };
  if (!record.first) return patch;
  const second = { dances, by: ctx.by, at: 0 };
  if (paperDifferences(round, record.first, second).length > 0) return patch;
  return { ...patch, ...settlementPatch(ctx, settledDances(round, record.first, second, {}), newKey) };
}

/** Settles the two typings: every difference takes the chosen typing's mark; the result becomes the judge's marks. */
export function settlePaperPatch(ctx: PaperJudgeContext, choices: Readonly<Record<string, PaperChoice>>, newKey: NewKey): TreeUpdate {
  const { round, judge, record } = ctx;
  if (!record?.first || !record.second) throw new PaperMarksError(`Type ${judge.name}'s paper sheet twice before settling.`);
  if (record.settled) throw new PaperMarksError(`${judge.name}'s paper marks are already settled.`);
  if (round.roundState !== RoundState.Running) throw new PaperMarksError('Paper marks are settled while the round is running.');
  const open = paperDifferences(round, record.first, record.second).filter((d) => choices[differenceKey(d.dance, d.entryId)] === undefined);
  if (open.length > 0) throw new PaperMarksError(`Choose the right mark for each of the ${open.length} ${open.length === 1 ? 'difference' : 'differences'} left.`);
  const dances = settledDances(round, record.first, record.second, choices);
  const problem = paperSheetProblem(round, dances, ctx.label);
  if (problem) throw new PaperMarksError(`The marks chosen do not make a sheet: ${problem}`);
  return settlementPatch(ctx, dances, newKey);
}

/** The judge's sheet (submitted), the settled copy and the audit trail of every changed mark. */
function settlementPatch(ctx: PaperJudgeContext, dances: Record<string, Record<string, number>>, newKey: NewKey): TreeUpdate {
  const { round, judge } = ctx;
  const trail = paths.roundMarkAudit(round.eventName, round.roundNumber);
  const base = { judgeKey: judge.key, source: 'paper' as const, device: ctx.by, at: SERVER_TIME };
  const patch: TreeUpdate = {
    [paths.judgeMarks(round.eventName, round.roundNumber, judge.key)]: { dances, submittedAt: SERVER_TIME },
    [`${paths.paperJudge(round.eventName, round.roundNumber, judge.key)}/settled`]: { dances, by: ctx.by, at: SERVER_TIME },
  };
  const before = ctx.marks?.dances ?? {};
  const changed = new Set([...Object.keys(before), ...Object.keys(dances)]);
  for (const dance of changed) {
    const ids = new Set([...Object.keys(before[dance] ?? {}), ...Object.keys(dances[dance] ?? {})]);
    for (const entryId of ids) {
      const old = before[dance]?.[entryId];
      const next = dances[dance]?.[entryId];
      if (old === next) continue;
      patch[`${trail}/${newKey(trail)}`] = { ...base, dance, entryId, ...(old !== undefined ? { old } : {}), ...(next !== undefined ? { new: next } : {}) };
    }
  }
  patch[`${trail}/${newKey(trail)}`] = { ...base, submitted: true };
  return patch;
}
