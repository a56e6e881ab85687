// /live on the projector: the result of a final just posted (until the next heat starts), else the heat on
// the floor, and the heats to come. A round Running outside the order is never shown here.
import type { DayModel, DayRound } from '../day-model';
import { DEFAULT_FLOOR } from '../floors';
import { heatLineOf, roundTitle, type HeatLine } from './heat-line';

export type LiveView =
  | { mode: 'result'; floor: string; results: DayRound[]; headline: string; next: HeatLine[] }
  | { mode: 'heat'; floor: string; heat: HeatLine; next: HeatLine[] }
  | { mode: 'waiting'; floor: string; next: HeatLine[] };

export function viewForLive(day: DayModel, floor: string = DEFAULT_FLOOR, upcoming = 3): LiveView {
  const here = day.floors.find((f) => f.floor === floor);
  const next = day.heats.filter((heat) => heat.floor === floor && (heat.status === 'on-deck' || heat.status === 'to-come')).slice(0, upcoming).map(heatLineOf);
  if (here && here.showResultOf.length > 0) {
    return { mode: 'result', floor, results: here.showResultOf, headline: `Results: ${here.showResultOf.map(roundTitle).join(', ')}`, next };
  }
  if (here?.onTheFloor) return { mode: 'heat', floor, heat: heatLineOf(here.onTheFloor), next };
  return { mode: 'waiting', floor, next };
}
