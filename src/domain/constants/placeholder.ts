// The placeholder couple (spec section 3) that keeps a round or a results table from being empty.
import type { Entry } from '../model';

export const PLACEHOLDER_LEAD_NUMBER = 999;
export const PLACEHOLDER_ENTRY_ID = 'Adhoc';

export const PLACEHOLDER_ENTRY: Readonly<Entry> = Object.freeze({
  entryId: PLACEHOLDER_ENTRY_ID,
  leadName: 'dummy',
  followName: 'dummy',
  leadId: 'dummy',
  followId: 'dummy',
  leadNumber: PLACEHOLDER_LEAD_NUMBER,
  affiliation: 'Other',
  registeredTime: 0,
});

export function isPlaceholderEntryId(entryId: string): boolean {
  return entryId === PLACEHOLDER_ENTRY_ID;
}
