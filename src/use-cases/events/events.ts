// Setup actions: the events patches are built in src/domain/setup/events-plan; this sends them.
import { type EventGridChoice, type CreateEventsPlan, createEventsPlan, eventDancesPatch, removeEventPatch } from '../../domain/setup';
import type { CompetitionEvent } from '../../domain/model';
import { getDbWriter } from '../../data/writes/db-writer';

/** Resolves what was created and what was skipped because it existed. */
export async function createEvents(existing: Readonly<Record<string, CompetitionEvent>>, choice: EventGridChoice): Promise<CreateEventsPlan> {
  const plan = createEventsPlan(existing, choice);
  if (plan.created.length > 0) await getDbWriter().update(plan.patch);
  return plan;
}

export function setEventDances(event: CompetitionEvent, dances: readonly string[]): Promise<void> {
  return getDbWriter().update(eventDancesPatch(event, dances));
}

export function removeEvent(eventName: string): Promise<void> {
  return getDbWriter().update(removeEventPatch(eventName));
}
