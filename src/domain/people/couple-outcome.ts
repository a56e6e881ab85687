// Registering a couple: is it new, already this account's, or someone else's record?
// Compared by normalised names, so "theo  castillo" finds "Theo Castillo".
import type { CompetitionEvent } from '../model';
import { normalizeName } from '../competitors';
import { isPlaceholderEntryId } from '../constants';
import type { Account } from './account';
import type { Couple } from './couple';
import { accountManagesCouple } from './ownership';
import type { Person } from './person';

export type CoupleOutcome =
  | { kind: 'new' }
  | { kind: 'own'; coupleId: string }
  | { kind: 'couple-exists'; coupleId: string; leadName: string; followName: string; message: string };

interface Known {
  coupleId: string;
  leadName: string;
  followName: string;
  leadId: string;
  followId: string;
  ownerUid?: string;
}

/** Couple records first; entries without a record (made before records existed) count too. */
function knownCouples(couples: Readonly<Record<string, Couple>>, events: Readonly<Record<string, CompetitionEvent>>): Known[] {
  const fromEntries = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}))
    .filter((entry) => !isPlaceholderEntryId(entry.entryId) && !couples[entry.entryId])
    .map((entry): Known => ({ coupleId: entry.entryId, leadName: entry.leadName, followName: entry.followName, leadId: entry.leadId, followId: entry.followId, ...(entry.registeredBy ? { ownerUid: entry.registeredBy } : {}) }));
  return [...Object.values(couples), ...fromEntries];
}

export function coupleOutcome(
  names: { leadName: string; followName: string },
  account: Account,
  records: { couples: Readonly<Record<string, Couple>>; events: Readonly<Record<string, CompetitionEvent>>; people: Readonly<Record<string, Person>> },
): CoupleOutcome {
  const lead = normalizeName(names.leadName);
  const follow = normalizeName(names.followName);
  const found = knownCouples(records.couples, records.events).find((c) => normalizeName(c.leadName) === lead && normalizeName(c.followName) === follow);
  if (!found) return { kind: 'new' };
  if (accountManagesCouple(account, found)) return { kind: 'own', coupleId: found.coupleId };
  return {
    kind: 'couple-exists', coupleId: found.coupleId, leadName: found.leadName, followName: found.followName,
    message: `${found.leadName} and ${found.followName} are already registered from another account. Sign in with that account to add events, or ask the organiser to move the couple to this account.`,
  };
}
