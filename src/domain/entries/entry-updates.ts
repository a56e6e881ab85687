// Entering and withdrawing a couple as one update each: the event's entry list and the first round's floor.
import type { CompetitionEvent, Entry } from '../model';
import { RoundState } from '../model';
import { roundsInOrder } from '../rounds/event-snapshot';
import { addEntriesUpdate } from '../rounds/merge-entries';
import { toRoundEntry } from '../rounds/round-entry';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { addEntry } from './add-entry';
import type { EntryInput, EntryRefusal } from './make-entry';

export type EntryUpdateResult = { ok: true; entry: Entry; update: TreeUpdate } | { ok: false; refusal: EntryRefusal };

/**
 * A late entry also goes onto the first round's floor while that round has not started, so the deck
 * captain sees the couple without the rounds being generated again.
 */
export function addEntryUpdate(event: CompetitionEvent, input: EntryInput): EntryUpdateResult {
  const result = addEntry(event.entries, input);
  if (!result.ok) return result;
  const { entry } = result;
  const update: TreeUpdate = { [paths.eventEntry(event.eventName, entry.entryId)]: entry };
  const first = roundsInOrder(event)[0];
  if (first && (first.roundState === RoundState.Empty || first.roundState === RoundState.Initialized)) {
    Object.assign(update, addEntriesUpdate(event.eventName, first, { [entry.entryId]: toRoundEntry(entry) }));
  }
  return { ok: true, entry, update };
}

/** Withdraws the couple from the event and from every round that has not started; danced rounds keep their record. */
export function removeEntryUpdate(event: CompetitionEvent, entryId: string): TreeUpdate {
  const update: TreeUpdate = { [paths.eventEntry(event.eventName, entryId)]: null };
  for (const round of roundsInOrder(event)) {
    const waiting = round.roundState === RoundState.Empty || round.roundState === RoundState.Initialized;
    if (!waiting || !round.entries || !(entryId in round.entries)) continue;
    update[paths.roundEntry(event.eventName, round.roundNumber, entryId)] = null;
    if (Object.keys(round.entries).length === 1) update[paths.roundField(event.eventName, round.roundNumber, 'roundState')] = RoundState.Empty;
  }
  return update;
}
