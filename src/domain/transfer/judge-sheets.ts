// Blank marking sheets for paper backup when a tablet dies: one page per heat of the running order, round
// and judge, with the couples' numbers in calling order. The heats are the organiser's, read from the one
// model of the day (the heat number printed here is the one every screen shows); a round in no heat yet gets
// one page of all its couples. Pure data; a print component lays the pages out.
import type { CompetitionEvent, Official, PanelsRecord, Round } from '../model';
import { RoundState } from '../model';
import { type JudgeCouple, toJudgeRound } from '../judging';
import { roundPanel } from '../panels';
import type { PanelJudge } from '../results';
import { type DayHeat, type DayModel, heatsOfRoundInDay } from '../running-order';

export interface JudgeSheetPage {
  eventName: string;
  roundNumber: number;
  roundName: string;
  kind: 'recall' | 'final';
  scheduleIndex: number;
  judge: PanelJudge;
  /** The heat of the running order (its printed number); null while the round is in no heat. */
  heatNumber: number | null;
  /** Which of the round's heats this is (1-based) and how many it has: a split round has several. */
  heatOfRound: number;
  heatsOfRound: number;
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
  /** The stored panels: each round's sheets go to its own panel, with the judges' stable letters. */
  panels?: PanelsRecord;
}

function instruction(kind: 'recall' | 'final', recallSize: number, coupleCount: number): string {
  return kind === 'final'
    ? `Place every couple from 1 to ${coupleCount} in each dance; no place twice.`
    : `Mark ${recallSize} couple${recallSize === 1 ? '' : 's'} to recall in each dance, counted over all heats.`;
}

/** The round's couples on the floor of one heat, in calling order. */
function couplesInHeat(couples: readonly JudgeCouple[], heat: DayHeat, event: CompetitionEvent, round: Round): JudgeCouple[] {
  const here = new Set(heat.couples.filter((c) => c.eventName === event.eventName && c.roundNumber === round.roundNumber).map((c) => c.entryId));
  return couples.filter((c) => here.has(c.entryId));
}

/** Every page for one round, heat by heat in the order of the day, judges in panel order within a heat. */
export function roundJudgeSheets(day: DayModel, event: CompetitionEvent, round: Round, panel: readonly PanelJudge[]): JudgeSheetPage[] {
  const judgeRound = toJudgeRound(event, round);
  const heats = heatsOfRoundInDay(day, event.eventName, round.roundNumber);
  const floors: { heatNumber: number | null; couples: JudgeCouple[] }[] = heats.length === 0
    ? [{ heatNumber: null, couples: judgeRound.couples }]
    : heats.map((heat) => ({ heatNumber: heat.number, couples: couplesInHeat(judgeRound.couples, heat, event, round) }));
  return floors.flatMap(({ heatNumber, couples }, i) => panel.map((judge) => ({
    eventName: event.eventName,
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    kind: judgeRound.kind,
    scheduleIndex: round.scheduleIndex,
    judge,
    heatNumber,
    heatOfRound: i + 1,
    heatsOfRound: floors.length,
    dances: judgeRound.dances,
    couples,
    instruction: instruction(judgeRound.kind, judgeRound.recallSize, judgeRound.couples.length),
  })));
}

const hasCouples = (_event: CompetitionEvent, round: Round) => round.roundState !== RoundState.Skipped && Object.keys(round.entries ?? {}).length > 0;

/** Pages for the whole day (or the rounds `include` picks) heat by heat in the order of the day; rounds in no heat
 * follow every heat, by their old schedule place. Within a heat, rounds by name and judges in panel order. */
export function judgeSheets(day: DayModel, events: Readonly<Record<string, CompetitionEvent>>, officials: Readonly<Record<string, Official>> | undefined, options: JudgeSheetOptions = {}): JudgeSheetPage[] {
  const context = { officials, panels: options.panels };
  const include = options.include ?? hasCouples;
  const place = new Map(day.heats.map((heat) => [heat.number, heat.index]));
  const placeOf = (page: JudgeSheetPage) => (page.heatNumber === null ? Number.POSITIVE_INFINITY : place.get(page.heatNumber) ?? Number.POSITIVE_INFINITY);
  return Object.values(events)
    .flatMap((event) => Object.values(event.rounds ?? {}).filter((round) => round && include(event, round)).map((round) => ({ event, round })))
    .sort((a, b) => a.round.scheduleIndex - b.round.scheduleIndex || a.event.eventName.localeCompare(b.event.eventName))
    .flatMap(({ event, round }) => roundJudgeSheets(day, event, round, roundPanel(context, event.eventName, round.roundNumber).judges))
    .sort((a, b) => placeOf(a) - placeOf(b));
}
