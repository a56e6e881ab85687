// Entering and withdrawing a couple as one update each: the event's entry list and the first round's floor.
import type { CompetitionEvent, Entry } from '../model';
import { RoundState } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { addEntriesUpdate } from '../rounds';
import { toRoundEntry } from '../rounds';
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
  const rounds = roundsInOrder(event);
  const first = rounds[0];
  if (first && (first.roundState === RoundState.Empty || first.roundState === RoundState.Initialized)) {
    Object.assign(update, addEntriesUpdate(event.eventName, first, { [entry.entryId]: toRoundEntry(entry) }, rounds.length === 1));
  }
  return { ok: true, entry, update };
}

/** Withdraws the couple from the event and from every round that has not started; danced rounds keep their record. */
export function removeEntryUpdate(event: CompetitionEvent, entryId: string): TreeUpdate {
  const update: TreeUpdate = { [paths.eventEntry(event.eventName, entryId)]: null };
  const rounds = roundsInOrder(event);
  for (const round of rounds) {
    const waiting = round.roundState === RoundState.Empty || round.roundState === RoundState.Initialized;
    if (!waiting || !round.entries || !(entryId in round.entries)) continue;
    update[paths.roundEntry(event.eventName, round.roundNumber, entryId)] = null;
    const left = Object.keys(round.entries).length - 1;
    if (left === 0) update[paths.roundField(event.eventName, round.roundNumber, 'roundState')] = RoundState.Empty;
    // The final's size follows its floor (see finalSizedToFloor).
    if (round === rounds[rounds.length - 1] && left > 0) update[paths.roundField(event.eventName, round.roundNumber, 'recallSize')] = left;
  }
  return update;
}
