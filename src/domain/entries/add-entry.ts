// Adding a couple to an event: refused, with a reason the screen can show, when they are already entered.
import type { Entry } from '../model';
import { type EntryInput, type EntryRefusal, entryInputProblem, makeEntry } from './make-entry';
import { normalizeName } from '../competitors';

export type AddEntryResult =
  | { ok: true; entry: Entry; entries: Record<string, Entry> }
  | { ok: false; refusal: EntryRefusal };

/**
 * Compares names, not keys, so entries stored under an older key scheme are still caught.
 */
export function findDuplicateEntry(
  entries: Readonly<Record<string, Entry>> | undefined,
  leadName: string,
  followName: string,
): Entry | undefined {
  const lead = normalizeName(leadName);
  const follow = normalizeName(followName);
  return Object.values(entries ?? {}).find(
    (entry) => normalizeName(entry.leadName) === lead && normalizeName(entry.followName) === follow,
  );
}

export function addEntry(existing: Readonly<Record<string, Entry>> | undefined, input: EntryInput): AddEntryResult {
  const problem = entryInputProblem(input);
  if (problem) return { ok: false, refusal: problem };
  const duplicate = findDuplicateEntry(existing, input.leadName, input.followName);
  if (duplicate) {
    return {
      ok: false,
      refusal: {
        code: 'duplicate',
        existing: duplicate,
        message: `${duplicate.leadName} and ${duplicate.followName} are already entered in this event.`,
      },
    };
  }
  const entry = makeEntry(input);
  return { ok: true, entry, entries: { ...existing, [entry.entryId]: entry } };
}
