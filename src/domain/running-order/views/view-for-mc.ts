// The MC's screen: one version of the floor (the heat on it and the one to call next) with what to announce.
import type { DayHeat, DayModel } from '../day-model';
import { DEFAULT_FLOOR } from '../floors';
import { heatLineOf, type HeatLine } from './heat-line';

export interface McHeat extends HeatLine {
  /** "Heat 49, Bronze Latin Rumba Semi-Final: couples 101, 104 and 117." */
  announcement: string;
}

export interface McView {
  floor: string;
  current: McHeat | null;
  next: McHeat | null;
  latenessMinutes: number | null;
}

function announce(heat: DayHeat): McHeat {
  const line = heatLineOf(heat);
  const numbers = line.backNumbers.map(String);
  const couples = numbers.length <= 1 ? numbers.join('') : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return { ...line, announcement: `Heat ${line.heatNumber}, ${line.title}${couples === '' ? '' : `: couple${numbers.length === 1 ? '' : 's'} ${couples}`}.` };
}

export function viewForMc(day: DayModel, floor: string = DEFAULT_FLOOR): McView {
  const here = day.floors.find((f) => f.floor === floor);
  return {
    floor,
    current: here?.onTheFloor ? announce(here.onTheFloor) : null,
    next: here?.onDeck ? announce(here.onDeck) : null,
    latenessMinutes: here?.latenessMinutes ?? null,
  };
}
