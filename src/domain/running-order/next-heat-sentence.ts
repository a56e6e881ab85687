// The one sentence a dancer's page and My entries say about a couple's next heat, e.g. "On deck in 3 heats
// (about 6 min), floor B". With one floor the floor is not named (there is nowhere else to go).
import type { ScheduleSettings } from '../model';
import type { NextHeatStanding } from './next-heat-standing';

export interface NextHeatSentenceOptions {
  /** How many floors the day uses (day.floors.length). */
  floorCount: number;
  /** The floor's name as the organiser wrote it; default "floor B". */
  floorName?: (floor: string) => string | undefined;
}

function about(minutes: number | null): string {
  if (minutes === null) return '';
  return minutes < 1 ? ' (any minute now)' : ` (about ${minutes} min)`;
}

/** Null when the couple has no heat in the running order. */
export function nextHeatSentence(standing: NextHeatStanding, options: NextHeatSentenceOptions): string | null {
  if (standing.kind === 'no-heats') return null;
  if (standing.kind === 'done') return 'Done for the day';
  const floor = options.floorCount > 1 ? `, ${options.floorName?.(standing.heat.floor) ?? `floor ${standing.heat.floor}`}` : '';
  switch (standing.kind) {
    case 'on-floor':
      return `On the floor now${floor}`;
    case 'on-deck':
      return `On deck now: you dance next${about(standing.minutes)}${floor}`;
    case 'later': {
      const heats = standing.heatsUntilOnDeck === 1 ? '1 heat' : `${standing.heatsUntilOnDeck} heats`;
      return `On deck in ${heats}${about(standing.minutes)}${floor}`;
    }
  }
}

/** The organiser's name for each floor, undefined where none was given (the sentence then says "floor B"). */
export function organiserFloorNames(settings: Pick<ScheduleSettings, 'floors'> | undefined): (floor: string) => string | undefined {
  return (floor) => Object.entries(settings?.floors ?? {}).find(([id]) => id === floor)?.[1]?.name;
}
