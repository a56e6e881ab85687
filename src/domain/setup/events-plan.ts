// Events: created from a style × level × dances choice, their dances edited, removed with their marks and results.
import { danceOrderMap } from '../constants';
import type { CompetitionEvent, Level, Style } from '../model';
import type { TreeUpdate } from '../tree-update';
import { paths } from '../tree-paths';

export interface EventGridChoice {
  style: Style;
  levels: readonly Level[];
  dances: readonly string[];
}

/** Programs list events as "<Level> <Style>" (Bronze Standard); the name is also the event's key. */
export function eventNameFor(level: Level, style: Style): string {
  return `${level} ${style}`;
}

export interface CreateEventsPlan {
  patch: TreeUpdate;
  created: string[];
  /** Events that exist already and are left as they are. */
  skipped: string[];
}

export function createEventsPlan(existing: Readonly<Record<string, CompetitionEvent>>, choice: EventGridChoice): CreateEventsPlan {
  if (choice.levels.length === 0) throw new Error('Choose at least one level.');
  if (choice.dances.length === 0) throw new Error('Choose at least one dance.');
  const dances = danceOrderMap(choice.style, choice.dances);
  const plan: CreateEventsPlan = { patch: {}, created: [], skipped: [] };
  for (const level of choice.levels) {
    const eventName = eventNameFor(level, choice.style);
    if (existing[eventName]) {
      plan.skipped.push(eventName);
      continue;
    }
    const event: CompetitionEvent = { eventName, style: choice.style, eventLevel: level, dances };
    plan.patch[paths.event(eventName)] = event;
    plan.created.push(eventName);
  }
  return plan;
}

export function eventDancesPatch(event: CompetitionEvent, dances: readonly string[]): TreeUpdate {
  if (dances.length === 0) throw new Error(`${event.eventName} needs at least one dance.`);
  return { [`${paths.event(event.eventName)}/dances`]: danceOrderMap(event.style, dances) };
}

/** The event, its judges' marks and its saved results go together; nothing is left pointing at it. */
export function removeEventPatch(eventName: string): TreeUpdate {
  return {
    [paths.event(eventName)]: null,
    [paths.eventMarks(eventName)]: null,
    [paths.eventResults(eventName)]: null,
  };
}
