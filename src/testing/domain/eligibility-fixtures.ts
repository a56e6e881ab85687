// Events for the eligibility tests: every ladder level in Standard and Latin, plus an Open event.
import { makeEntry } from '../../domain/entries';
import type { CompetitionEvent, Level, Style } from '../../domain/model';
import { LEVEL_LADDER } from '../../domain/eligibility';

export function eventName(level: Level, style: Style): string {
  return `${level} ${style}`;
}

export function emptyEvents(): Record<string, CompetitionEvent> {
  const events: Record<string, CompetitionEvent> = {};
  for (const style of ['Standard', 'Latin'] as const) {
    for (const level of [...LEVEL_LADDER, 'Open' as const]) {
      events[eventName(level, style)] = { eventName: eventName(level, style), style, eventLevel: level, dances: { Waltz: 0 } };
    }
  }
  return events;
}

/** Enters the couple in the named events (mutating the copy it is given, for test set-up). */
export function enter(events: Record<string, CompetitionEvent>, lead: string, follow: string, names: readonly string[]): Record<string, CompetitionEvent> {
  for (const name of names) {
    const entry = makeEntry({ leadName: lead, followName: follow, affiliation: 'Harvard Ballroom', registeredTime: 1 });
    events[name] = { ...events[name], entries: { ...events[name].entries, [entry.entryId]: entry } };
  }
  return events;
}
