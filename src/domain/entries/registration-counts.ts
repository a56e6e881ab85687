// How many have registered: couples (each once), entries (one per couple per event) and events.
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent } from '../model';
import { couplesOf } from './couple-rows';

export interface RegistrationCounts {
  couples: number;
  entries: number;
  events: number;
}

export function registrationCounts(events: Readonly<Record<string, CompetitionEvent>>): RegistrationCounts {
  const entries = Object.values(events).reduce((n, event) => n + Object.keys(event.entries ?? {}).filter((id) => !isPlaceholderEntryId(id)).length, 0);
  return { couples: couplesOf(events).length, entries, events: Object.keys(events).length };
}
