// Which heat sheet to print, as it travels in the URL (?heatsheet=…): the whole day ("*"), one floor
// ("floor:A") or one dancer ("dancer:<competitor id>"); and the dancers of the day to pick from.
import type { DayModel, HeatSheetFilter } from '../../../domain/running-order';

export const WHOLE_DAY = '*';
export const floorChoice = (floor: string) => `floor:${floor}`;
export const dancerChoice = (competitorId: string) => `dancer:${competitorId}`;

export interface Dancer {
  id: string;
  name: string;
}

/** Everyone dancing a heat of the day, by name. */
export function dancersOfDay(day: DayModel): Dancer[] {
  const names = new Map<string, string>();
  for (const heat of day.heats) {
    for (const couple of heat.couples) {
      names.set(couple.leadId, couple.leadName);
      names.set(couple.followId, couple.followName);
    }
  }
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export interface HeatSheetChoice {
  filter: HeatSheetFilter;
  title: string;
}

/** The filter and title of a choice; anything unknown (an old link naming an event) prints the whole day. */
export function heatSheetChoiceOf(choice: string, day: DayModel): HeatSheetChoice {
  if (choice.startsWith('floor:')) {
    const floor = choice.slice('floor:'.length);
    return { filter: { floor }, title: `Heat sheet: floor ${floor}` };
  }
  if (choice.startsWith('dancer:')) {
    const id = choice.slice('dancer:'.length);
    const name = dancersOfDay(day).find((d) => d.id === id)?.name ?? id;
    return { filter: { competitorId: id }, title: `Heat sheet: ${name}` };
  }
  return { filter: {}, title: 'Heat sheet' };
}
