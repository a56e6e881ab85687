// The judge's tablet: the organiser's heats of the rounds this judge judges, in the order of the day (across
// floors by time), never a split of its own.
import type { DayModel, DayRound } from '../day-model';
import { heatLineOf, type HeatLine } from './heat-line';

export interface JudgeTabletHeat extends HeatLine {
  /** The rounds of the heat this judge marks (a combined heat may hold rounds of another panel). */
  rounds: DayRound[];
  /** The couples to mark, by round: entryIds in back-number order. */
  couplesByRound: Record<string, string[]>;
}

/** `judges(roundKey)` says whether this judge sits on the round's panel; default: every round. */
export function viewForJudgeTablet(day: DayModel, judges: (round: DayRound) => boolean = () => true): JudgeTabletHeat[] {
  return day.heats
    .map((heat) => ({ heat, rounds: heat.rounds.filter(judges) }))
    .filter(({ rounds }) => rounds.length > 0)
    .map(({ heat, rounds }) => ({
      ...heatLineOf(heat),
      rounds,
      couplesByRound: Object.fromEntries(rounds.map((round) => [round.roundKey, heat.couples.filter((c) => c.eventName === round.eventName && c.roundNumber === round.roundNumber).map((c) => c.entryId)])),
    }))
    .sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
}
