// A heat of the running order as the judge's tablet groups a round's couples: the organiser's heat number
// and the couples of this round danced in it (a couple the organiser moved shows in its new heat).
import type { DayModel } from '../../../domain/running-order';
import { viewForJudgeTablet } from '../../../domain/running-order';

export interface RoundHeat {
  number: number;
  entryIds: readonly string[];
}

/** The heats of one round in the order of the day, from the one model of the day. */
export function heatsOfJudgeRound(day: DayModel | undefined, eventName: string, roundNumber: number): RoundHeat[] {
  if (!day) return [];
  return viewForJudgeTablet(day, (round) => round.eventName === eventName && round.roundNumber === roundNumber)
    .map((heat) => ({ number: heat.heatNumber, entryIds: Object.values(heat.couplesByRound).flat() }));
}

export interface CoupleGroup<T> {
  /** "Heat 48"; null when the round is in no heat of the order (one group of every couple). */
  title: string | null;
  couples: T[];
}

/** The round's couples grouped by the order's heats; couples in none of them last, so none is lost. */
export function groupByHeat<T extends { entryId: string }>(couples: readonly T[], heats: readonly RoundHeat[]): CoupleGroup<T>[] {
  if (heats.length === 0) return [{ title: null, couples: [...couples] }];
  const placed = new Set(heats.flatMap((heat) => heat.entryIds));
  const groups: CoupleGroup<T>[] = heats.map((heat) => ({ title: `Heat ${heat.number}`, couples: couples.filter((c) => heat.entryIds.includes(c.entryId)) }));
  const rest = couples.filter((c) => !placed.has(c.entryId));
  return rest.length > 0 ? [...groups, { title: 'Not in a heat yet', couples: rest }] : groups;
}
