// The public fields of an entry that a round's floor list carries.
import type { Entry, RoundEntry } from '../model';

export function toRoundEntry(entry: Entry): RoundEntry {
  return {
    leadName: entry.leadName,
    followName: entry.followName,
    affiliation: entry.affiliation,
    ...(entry.leadNumber !== undefined ? { leadNumber: entry.leadNumber } : {}),
  };
}

export function toRoundEntries(entries: Readonly<Record<string, Entry>> | undefined): Record<string, RoundEntry> {
  return Object.fromEntries(Object.entries(entries ?? {}).map(([entryId, entry]) => [entryId, toRoundEntry(entry)]));
}
