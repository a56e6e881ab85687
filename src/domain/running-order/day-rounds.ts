// A round's place in the day, derived from its heats: what scheduleIndex and roundStartTime used to say.
import type { DayHeat, DayModel } from './day-model';
import { heatRoundKey } from './slots';

export interface RoundInDay {
  eventName: string;
  roundNumber: number;
  roundName: string;
  /** The round's heats' numbers, in the order danced (several for a split round). */
  heatNumbers: number[];
  floor: string;
  plannedStart?: number;
  estimatedStart?: number;
}

/** The heats that dance a round, in the order of the day. */
export function heatsOfRoundInDay(day: DayModel, eventName: string, roundNumber: number): DayHeat[] {
  const key = heatRoundKey({ eventName, roundNumber });
  return day.heats.filter((heat) => heat.rounds.some((round) => round.roundKey === key));
}

/** The heat in which a round starts (its first heat), or null while it is in no heat. */
export function heatOfRound(day: DayModel, eventName: string, roundNumber: number): DayHeat | null {
  return heatsOfRoundInDay(day, eventName, roundNumber)[0] ?? null;
}

function roundInDay(heats: readonly DayHeat[], eventName: string, roundNumber: number): RoundInDay {
  const first = heats[0];
  const name = first.rounds.find((round) => round.eventName === eventName && round.roundNumber === roundNumber)?.roundName ?? '';
  return {
    eventName, roundNumber, roundName: name, heatNumbers: heats.map((heat) => heat.number), floor: first.floor,
    ...(first.plannedStart !== undefined ? { plannedStart: first.plannedStart } : {}),
    ...(first.estimatedStart !== undefined ? { estimatedStart: first.estimatedStart } : {}),
  };
}

/** When a round starts: its first heat's number, floor, planned and estimated start; null while it is in no heat. */
export function roundStartOf(day: DayModel, eventName: string, roundNumber: number): RoundInDay | null {
  const heats = heatsOfRoundInDay(day, eventName, roundNumber);
  return heats.length === 0 ? null : roundInDay(heats, eventName, roundNumber);
}

/** Every round in a heat, in the order its first heat is danced: the order of rounds (formerly scheduleIndex). */
export function roundOrderOf(day: DayModel): RoundInDay[] {
  const byRound = new Map<string, { eventName: string; roundNumber: number; heats: DayHeat[] }>();
  for (const heat of day.heats) {
    for (const round of heat.rounds) {
      const entry = byRound.get(round.roundKey) ?? { eventName: round.eventName, roundNumber: round.roundNumber, heats: [] };
      entry.heats.push(heat);
      byRound.set(round.roundKey, entry);
    }
  }
  return [...byRound.values()].map(({ eventName, roundNumber, heats }) => roundInDay(heats, eventName, roundNumber));
}
