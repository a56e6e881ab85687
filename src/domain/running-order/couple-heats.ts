// A couple's (by back number) or a dancer's (by competitor id) heats of the day, and their next one.
import type { SlotStatus } from './timeline';
import type { DayCouple, DayHeat, DayModel } from './day-model';

export interface HeatOfCouple {
  slotKey: string;
  heatNumber: number;
  floor: string;
  eventName: string;
  roundNumber: number;
  roundName: string;
  part?: number;
  parts?: number;
  entryId: string;
  status: SlotStatus;
  plannedStart?: number;
  estimatedStart?: number;
}

function heatsWhere(day: DayModel, matches: (couple: DayCouple) => boolean): HeatOfCouple[] {
  return day.heats.flatMap((heat) => heat.couples.filter(matches).map((couple): HeatOfCouple => {
    const round = heat.rounds.find((r) => r.eventName === couple.eventName && r.roundNumber === couple.roundNumber);
    return {
      slotKey: heat.slotKey, heatNumber: heat.number, floor: heat.floor,
      eventName: couple.eventName, roundNumber: couple.roundNumber, roundName: round?.roundName ?? '',
      ...(round?.part !== undefined ? { part: round.part, parts: round.parts } : {}),
      entryId: couple.entryId, status: heat.status,
      ...(heat.plannedStart !== undefined ? { plannedStart: heat.plannedStart } : {}),
      ...(heat.estimatedStart !== undefined ? { estimatedStart: heat.estimatedStart } : {}),
    };
  }));
}

/** Every heat the couple with this back number dances, in the order of the day. */
export function heatsOfCouple(day: DayModel, backNumber: number): HeatOfCouple[] {
  return heatsWhere(day, (couple) => couple.backNumber === backNumber);
}

/** Every heat a couple (its entry id, the same in every event) dances, in the order of the day. */
export function heatsOfEntry(day: DayModel, entryId: string): HeatOfCouple[] {
  return heatsWhere(day, (couple) => couple.entryId === entryId);
}

/** Every heat a dancer (competitor id) dances, as lead or follow, in the order of the day. */
export function heatsOfDancer(day: DayModel, competitorId: string): HeatOfCouple[] {
  return heatsWhere(day, (couple) => couple.leadId === competitorId || couple.followId === competitorId);
}

export interface NextHeat extends HeatOfCouple {
  /** Heats on the same floor before it, counting the one on the floor (0: it is on the floor). */
  heatsAway: number;
}

function heatsAwayOf(day: DayModel, heat: HeatOfCouple): number {
  const here = day.heats.filter((h: DayHeat) => h.floor === heat.floor && (h.status === 'on-floor' || h.status === 'on-deck' || h.status === 'to-come'));
  return Math.max(0, here.findIndex((h) => h.slotKey === heat.slotKey));
}

function nextOf(day: DayModel, heats: readonly HeatOfCouple[]): NextHeat | null {
  const next = heats.find((heat) => heat.status !== 'danced');
  return next ? { ...next, heatsAway: heatsAwayOf(day, next) } : null;
}

/** The couple's heat on the floor now or next to come, with how many heats away it is; null when they are done. */
export function nextHeatOfCouple(day: DayModel, backNumber: number): NextHeat | null {
  return nextOf(day, heatsOfCouple(day, backNumber));
}

export function nextHeatOfDancer(day: DayModel, competitorId: string): NextHeat | null {
  return nextOf(day, heatsOfDancer(day, competitorId));
}
