// A dancer's page and My entries: their heats with number, floor and time, and the next one with how far away.
import { heatsOfDancer, nextHeatOfDancer, type HeatOfCouple, type NextHeat } from '../couple-heats';
import type { DayModel } from '../day-model';

export interface DancerView {
  competitorId: string;
  heats: (HeatOfCouple & { time?: number })[];
  next: NextHeat | null;
}

export function viewForDancer(day: DayModel, competitorId: string): DancerView {
  return {
    competitorId,
    heats: heatsOfDancer(day, competitorId).map((heat) => {
      const time = heat.estimatedStart ?? heat.plannedStart;
      return time === undefined ? heat : { ...heat, time };
    }),
    next: nextHeatOfDancer(day, competitorId),
  };
}
