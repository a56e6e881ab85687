// The scrutineer's and chairman's screen: what is on each floor, and what they must fix (rounds Running in no heat).
import type { DayAnomaly, DayModel } from '../day-model';
import { heatLineOf, type HeatLine } from './heat-line';

export interface ScrutineerView {
  floors: { floor: string; onTheFloor: HeatLine | null }[];
  anomalies: DayAnomaly[];
}

export function viewForScrutineer(day: DayModel): ScrutineerView {
  return {
    floors: day.floors.map((f) => ({ floor: f.floor, onTheFloor: f.onTheFloor ? heatLineOf(f.onTheFloor) : null })),
    anomalies: day.anomalies,
  };
}
