// Events in program order: by style, then by level in the spec's level order.
import { compareLevels } from '../../domain/constants';
import type { CompetitionEvent } from '../../domain/model';

export function sortEvents(events: Readonly<Record<string, CompetitionEvent>>): CompetitionEvent[] {
  return Object.values(events).sort((a, b) => a.style.localeCompare(b.style) || compareLevels(a.eventLevel, b.eventLevel));
}
