// The scrutineer's paper fallback (issue 35): each action reads the round, its panel, the judge's marks and paper
// record as the server holds them now, asks the domain for the ONE update, and sends it through the write pipeline.
import type { PaperChoice, PaperDances, PaperJudgeContext } from '../../domain/scrutiny';
import { backToTabletPatch, paperEntryPatch, paperRoundOf, retypePaperPatch, settlePaperPatch, switchToPaperPatch } from '../../domain/scrutiny';
import { couplesByNumber } from '../../domain/rounds';
import { loadEvent, loadPanelContext, loadRoundPaperMarks } from '../../data/snapshot';
import { roundPanel } from '../../domain/panels';
import { paths } from '../../data/paths';
import { roundMarksSchema } from '../../data/schemas';
import { getDbWriter } from '../../data/writes/db-writer';
import type { TreeUpdate } from '../../domain/tree-update';

export interface PaperJudgeRef {
  eventName: string;
  roundNumber: number;
  judgeKey: string;
  /** The signed-in scrutineer's or chairman's account. */
  by: string;
}

async function loadContext({ eventName, roundNumber, judgeKey, by }: PaperJudgeRef): Promise<PaperJudgeContext> {
  const [event, panels, paper, marks] = await Promise.all([
    loadEvent(eventName),
    loadPanelContext(),
    loadRoundPaperMarks(eventName, roundNumber),
    getDbWriter().readOnce(paths.roundMarks(eventName, roundNumber)),
  ]);
  const panel = roundPanel(panels, eventName, roundNumber).judges;
  const judge = panel.find((j) => j.key === judgeKey) ?? { key: judgeKey, name: panels.officials?.[judgeKey]?.name ?? judgeKey };
  const roundMarks = roundMarksSchema.safeParse(marks ?? {});
  const round = event.rounds?.[String(roundNumber)];
  const numbers = new Map((round ? couplesByNumber(round) : []).map((c) => [c.entryId, c.leadNumber === undefined ? c.leadName : String(c.leadNumber)]));
  return {
    round: paperRoundOf(event, roundNumber),
    judge: { key: judge.key, name: judge.name },
    panelKeys: panel.map((j) => j.key),
    marks: roundMarks.success ? roundMarks.data[judgeKey] : undefined,
    record: paper[judgeKey],
    by,
    label: (entryId) => numbers.get(entryId) ?? entryId,
  };
}

async function send(ref: PaperJudgeRef, plan: (ctx: PaperJudgeContext, newKey: (parent: string) => string) => TreeUpdate): Promise<void> {
  const writer = getDbWriter();
  await writer.update(plan(await loadContext(ref), (parent) => writer.newKey(parent)));
}

/** The judge marks this round on paper: the tablet's marks are refused from now on. */
export function switchJudgeToPaper(ref: PaperJudgeRef): Promise<void> {
  return send(ref, (ctx) => switchToPaperPatch(ctx));
}

/** Undoes a switch made by mistake, while nothing has been typed. */
export function switchJudgeBackToTablet(ref: PaperJudgeRef): Promise<void> {
  return send(ref, (ctx) => backToTabletPatch(ctx));
}

/** Saves a typing of the paper sheet; a second typing that agrees with the first settles at once. */
export function savePaperEntry(ref: PaperJudgeRef, dances: PaperDances): Promise<void> {
  return send(ref, (ctx, newKey) => paperEntryPatch(ctx, dances, newKey));
}

/** Settles the two typings: the chosen marks become the judge's submitted marks. */
export function settlePaperMarks(ref: PaperJudgeRef, choices: Readonly<Record<string, PaperChoice>>): Promise<void> {
  return send(ref, (ctx, newKey) => settlePaperPatch(ctx, choices, newKey));
}

/** After reopening the round: the settled sheet is typed twice again. */
export function retypePaperMarks(ref: PaperJudgeRef): Promise<void> {
  return send(ref, (ctx) => retypePaperPatch(ctx));
}
