// Blank marking sheets for paper backup when a tablet dies: one page per round, heat and judge, with the
// couples' numbers in calling order. Pure data; a print component lays the pages out.
import type { CompetitionEvent, Official, PanelsRecord, Round } from '../model';
import { RoundState } from '../model';
import { splitIntoHeats } from '../judging';
import { type JudgeCouple, toJudgeRound } from '../judging';
import { roundPanel } from '../panels';
import type { PanelJudge } from '../results';

/** As many couples as a judge's tablet shows per heat. */
export const COUPLES_PER_HEAT = 12;

export interface JudgeSheetPage {
  eventName: string;
  roundNumber: number;
  roundName: string;
  kind: 'recall' | 'final';
  scheduleIndex: number;
  judge: PanelJudge;
  /** 1-based; finals are always one heat. */
  heat: number;
  heatCount: number;
  /** Columns of the sheet, in dance order. */
  dances: string[];
  /** Rows of the sheet, by back number ("?" when none is assigned yet). */
  couples: JudgeCouple[];
  /** What the judge writes, printed at the top. */
  instruction: string;
}

export interface JudgeSheetOptions {
  /** Which rounds get sheets (default: every round with couples that is not skipped). */
  include?: (event: CompetitionEvent, round: Round) => boolean;
  maxPerHeat?: number;
  /** The stored panels: each round's sheets go to its own panel, with the judges' stable letters. */
  panels?: PanelsRecord;
}

function instruction(kind: 'recall' | 'final', recallSize: number, coupleCount: number): string {
  return kind === 'final'
    ? `Place every couple from 1 to ${coupleCount} in each dance; no place twice.`
    : `Mark ${recallSize} couple${recallSize === 1 ? '' : 's'} to recall in each dance, counted over all heats.`;
}

/** Every page for one round, heat by heat, judges in panel order within a heat. */
export function roundJudgeSheets(event: CompetitionEvent, round: Round, panel: readonly PanelJudge[], maxPerHeat = COUPLES_PER_HEAT): JudgeSheetPage[] {
  const judgeRound = toJudgeRound(event, round);
  const heats = judgeRound.kind === 'final' ? [judgeRound.couples] : splitIntoHeats(judgeRound.couples, maxPerHeat);
  return heats.flatMap((couples, i) => panel.map((judge) => ({
    eventName: event.eventName,
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    kind: judgeRound.kind,
    scheduleIndex: round.scheduleIndex,
    judge,
    heat: i + 1,
    heatCount: heats.length,
    dances: judgeRound.dances,
    couples,
    instruction: instruction(judgeRound.kind, judgeRound.recallSize, judgeRound.couples.length),
  })));
}

const hasCouples = (_event: CompetitionEvent, round: Round) => round.roundState !== RoundState.Skipped && Object.keys(round.entries ?? {}).length > 0;

/** Pages for the whole schedule (or the rounds `include` picks), in schedule order. */
export function judgeSheets(events: Readonly<Record<string, CompetitionEvent>>, officials: Readonly<Record<string, Official>> | undefined, options: JudgeSheetOptions = {}): JudgeSheetPage[] {
  const context = { officials, panels: options.panels };
  const include = options.include ?? hasCouples;
  return Object.values(events)
    .flatMap((event) => Object.values(event.rounds ?? {}).filter((round) => round && include(event, round)).map((round) => ({ event, round })))
    .sort((a, b) => a.round.scheduleIndex - b.round.scheduleIndex)
    .flatMap(({ event, round }) => roundJudgeSheets(event, round, roundPanel(context, event.eventName, round.roundNumber).judges, options.maxPerHeat));
}
