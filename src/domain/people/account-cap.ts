// No flooding: an account registers at most a set number of couples unless it holds a team captain grant.
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent } from '../model';
import type { Account } from './account';
import type { Couple } from './couple';

export const DEFAULT_COUPLES_PER_ACCOUNT = 4;

export class AccountCapError extends Error {
  constructor(readonly cap: number, readonly owned: number) {
    super(`This account has registered ${owned} couple${owned === 1 ? '' : 's'}, the most one account may (${cap}). Ask the organiser for a team captain grant to register a whole team.`);
    this.name = 'AccountCapError';
  }
}

/** Couples the account registered: couple records it owns and entries it made (counted once per couple). */
export function couplesOwnedBy(uid: string, couples: Readonly<Record<string, Couple>>, events: Readonly<Record<string, CompetitionEvent>>): Set<string> {
  const owned = new Set(Object.values(couples).filter((c) => c.ownerUid === uid).map((c) => c.coupleId));
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (entry.registeredBy === uid && !isPlaceholderEntryId(entry.entryId)) owned.add(entry.entryId);
    }
  }
  return owned;
}

/** Null when the account may register `coupleId` (a couple it already has never counts twice). */
export function accountCapProblem(
  account: Account, coupleId: string,
  records: { couples: Readonly<Record<string, Couple>>; events: Readonly<Record<string, CompetitionEvent>> },
  cap: number = DEFAULT_COUPLES_PER_ACCOUNT,
): AccountCapError | null {
  if (account.organiser || account.teamCaptain) return null;
  const owned = couplesOwnedBy(account.uid, records.couples, records.events);
  if (owned.has(coupleId) || owned.size < cap) return null;
  return new AccountCapError(cap, owned.size);
}

/**
 * Checked before the form is filled: the account already has as many couples as the cap allows (its couple
 * records, its entries and its claimed slots), so a new couple would be refused. Null for the organiser and a
 * team captain, who are not capped.
 */
export function accountCapReached(
  account: Account,
  records: { couples: Readonly<Record<string, Couple>>; events: Readonly<Record<string, CompetitionEvent>>; slots?: Readonly<Record<string, string>> },
  cap: number = DEFAULT_COUPLES_PER_ACCOUNT,
): AccountCapError | null {
  if (account.organiser || account.teamCaptain) return null;
  const owned = couplesOwnedBy(account.uid, records.couples, records.events);
  for (const coupleId of Object.values(records.slots ?? {})) owned.add(coupleId);
  return owned.size >= cap ? new AccountCapError(cap, owned.size) : null;
}
