// A dancer's heats read from the public summaries take their status and times from the day model, so the
// dancer's page shows the same time as /schedule, My entries and the heat sheet (per floor with several).
import type { CompetitorHeat } from './competitor-heats';
import type { DayModel } from './day-model';

export interface CompetitorHeatInDay extends CompetitorHeat {
  floor: string;
}

export function heatsWithDayTimes(heats: readonly CompetitorHeat[], day: DayModel): CompetitorHeatInDay[] {
  const bySlot = new Map(day.heats.map((heat) => [heat.slotKey, heat]));
  return heats.flatMap((heat) => {
    const inDay = bySlot.get(heat.slotKey);
    if (!inDay) return [];
    const { plannedStart: _planned, estimatedStart: _estimated, ...rest } = heat;
    return [{
      ...rest, status: inDay.status, floor: inDay.floor,
      ...(inDay.plannedStart !== undefined ? { plannedStart: inDay.plannedStart } : {}),
      ...(inDay.estimatedStart !== undefined ? { estimatedStart: inDay.estimatedStart } : {}),
    }];
  });
}
