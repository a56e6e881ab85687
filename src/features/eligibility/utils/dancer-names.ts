// Every dancer entered, by competitor id, for the override and past-level pickers.
import type { CompetitionEvent } from '../../../domain/model';

export function dancersEntered(events: Readonly<Record<string, CompetitionEvent>>): Map<string, string> {
  const names = new Map<string, string>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      names.set(entry.leadId, entry.leadName);
      names.set(entry.followId, entry.followName);
    }
  }
  return names;
}
