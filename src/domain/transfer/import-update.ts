// The import as ONE multi-path update: every entry of every accepted row, and the first rounds' floors
// where they have not started, so the database takes all of it or none of it.
import { makeEntry } from '../entries';
import { normalizeName } from '../competitors';
import { RoundState, type CompetitionEvent, type RoundEntry } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { addEntriesUpdate } from '../rounds';
import { toRoundEntry } from '../rounds';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { ImportPreview } from './import-preview';

const coupleKey = (lead: string, follow: string) => `${normalizeName(lead)}\u0000${normalizeName(follow)}`;

export class ImportOutdatedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportOutdatedError';
  }
}

export interface ImportUpdate {
  update: TreeUpdate;
  /** Entries written, one per couple and event. */
  entryCount: number;
  /** Rows imported (new couples and couples given new events). */
  rowCount: number;
}

export interface ImportWriteOptions {
  /** registeredTime of every new entry (epoch ms). */
  now: number;
}

/**
 * Builds the update from a preview and the events as they are now (read again just before writing):
 * if someone entered one of the couples or removed an event since the preview, nothing is built and
 * the organiser previews again, rather than overwriting an entry.
 */
export function buildImportUpdate(preview: ImportPreview, events: Readonly<Record<string, CompetitionEvent>>, options: ImportWriteOptions): ImportUpdate {
  const update: TreeUpdate = {};
  const floors = new Map<string, Record<string, RoundEntry>>();
  const entered = new Map<string, Set<string>>();
  const enteredIn = (event: CompetitionEvent) => {
    let couples = entered.get(event.eventName);
    if (!couples) {
      couples = new Set(Object.values(event.entries ?? {}).map((e) => coupleKey(e.leadName, e.followName)));
      entered.set(event.eventName, couples);
    }
    return couples;
  };
  let rowCount = 0;
  let entryCount = 0;
  for (const row of preview.rows) {
    if ((row.status !== 'new-couple' && row.status !== 'new-events') || !row.couple) continue;
    rowCount += 1;
    const { leadName, followName, affiliation, leadNumber } = row.couple;
    for (const eventName of row.eventsToAdd) {
      const event = events[eventName];
      if (!event) throw new ImportOutdatedError(`Row ${row.rowNumber}: the event ${eventName} no longer exists. Preview the file again.`);
      const entry = makeEntry({ leadName, followName, affiliation, registeredTime: options.now, ...(leadNumber !== undefined ? { leadNumber } : {}) });
      if (enteredIn(event).has(coupleKey(leadName, followName))) throw new ImportOutdatedError(`Row ${row.rowNumber}: ${leadName} and ${followName} were entered in ${eventName} since the preview. Preview the file again.`);
      update[paths.eventEntry(eventName, entry.entryId)] = entry;
      const floor = floors.get(eventName) ?? {};
      floor[entry.entryId] = toRoundEntry(entry);
      floors.set(eventName, floor);
      entryCount += 1;
    }
  }
  for (const [eventName, added] of floors) Object.assign(update, floorUpdate(events[eventName], added));
  return { update, entryCount, rowCount };
}

/** As for a late entry (entries/entry-updates.ts): onto the first round while it has not started. */
function floorUpdate(event: CompetitionEvent, added: Record<string, RoundEntry>): TreeUpdate {
  const rounds = roundsInOrder(event);
  const first = rounds[0];
  if (!first || (first.roundState !== RoundState.Empty && first.roundState !== RoundState.Initialized)) return {};
  return addEntriesUpdate(event.eventName, first, added, rounds.length === 1);
}
