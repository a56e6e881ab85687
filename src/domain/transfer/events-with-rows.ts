// The events as they will be once the file's accepted rows are imported (entries, and the first round's
// floor while it has not started, as buildImportUpdate writes them), for checkers that must see the
// whole file's effect. Kept incrementally: the preview accepts rows in order, so each row costs only its
// own events, and a 1,000-row file is not rebuilt 1,000 times.
import { makeEntry } from '../entries';
import { RoundState, type CompetitionEvent, type Entry } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { withEntriesAdded } from '../rounds';
import { toRoundEntry } from '../rounds';
import type { ImportCheckContext, ImportRowCheck } from './import-row-checker';

function entryOf(row: ImportRowCheck): Entry {
  const { leadName, followName, affiliation, leadNumber } = row.couple;
  return makeEntry({ leadName, followName, affiliation, registeredTime: 0, ...(leadNumber !== undefined ? { leadNumber } : {}) });
}

/** `events` with the row's entries added (only the row's events are copied). */
export function withRowEntered(events: Readonly<Record<string, CompetitionEvent>>, row: ImportRowCheck): Record<string, CompetitionEvent> {
  const out: Record<string, CompetitionEvent> = { ...events };
  const entry = entryOf(row);
  for (const eventName of row.eventsToAdd) {
    const event = out[eventName];
    if (!event) continue;
    const rounds = roundsInOrder(event);
    const first = rounds[0];
    const floorOpen = first !== undefined && (first.roundState === RoundState.Empty || first.roundState === RoundState.Initialized);
    const added = { [entry.entryId]: toRoundEntry(entry) };
    out[eventName] = {
      ...event,
      entries: { ...event.entries, [entry.entryId]: entry },
      ...(floorOpen ? { rounds: { ...event.rounds, [String(first.roundNumber)]: withEntriesAdded(first, added, rounds.length === 1) } } : {}),
    };
  }
  return out;
}

/** What a checker sees before a row: the events with the earlier rows, and each dancer's events in them. */
export interface FileEvents {
  events: Readonly<Record<string, CompetitionEvent>>;
  /** The events a dancer (competitor id) is entered in, so a check can look at those alone. */
  eventsOf: (personId: string) => ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

function addTo(index: Map<string, Set<string>>, personId: string, eventName: string): void {
  const set = index.get(personId) ?? new Set<string>();
  set.add(eventName);
  index.set(personId, set);
}

/** Follows one preview: the database's events plus every row accepted so far, kept up to date row by row. */
export function fileEventsTracker(): (context: ImportCheckContext) => FileEvents {
  let base: ImportCheckContext['events'] | null = null;
  let applied = 0;
  let working: Record<string, CompetitionEvent> = {};
  let index = new Map<string, Set<string>>();
  const eventsOf = (personId: string) => index.get(personId) ?? NONE;
  return ({ events, accepted }) => {
    // A new preview (other events, or the accepted list started again) starts from the database's events.
    if (events !== base || accepted.length < applied) {
      base = events;
      applied = 0;
      working = { ...events };
      index = new Map();
      for (const event of Object.values(events)) {
        for (const entry of Object.values(event.entries ?? {})) {
          addTo(index, entry.leadId, event.eventName);
          addTo(index, entry.followId, event.eventName);
        }
      }
    }
    for (; applied < accepted.length; applied += 1) {
      const row = accepted[applied];
      working = withRowEntered(working, row);
      const entry = entryOf(row);
      for (const eventName of row.eventsToAdd) {
        addTo(index, entry.leadId, eventName);
        addTo(index, entry.followId, eventName);
      }
    }
    return { events: working, eventsOf };
  };
}
