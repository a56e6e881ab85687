// Who may change a couple's entries: the organiser, the account that made them, or an account signed in
// with one of the two dancers' e-mails (so the real couple can always withdraw what a stranger entered).
import type { Entry } from '../model';
import type { Account } from './account';
import { type Person, normalizeEmail } from './person';

interface Owned {
  leadId: string;
  followId: string;
  ownerUid?: string;
}

function dancerEmailMatches(account: Account, owned: Owned, people: Readonly<Record<string, Person>>): boolean {
  if (account.email === undefined) return false;
  const email = normalizeEmail(account.email);
  return [owned.leadId, owned.followId].some((id) => people[id]?.email !== undefined && people[id].email === email);
}

export function accountManagesCouple(account: Account, owned: Owned, people: Readonly<Record<string, Person>>): boolean {
  return account.organiser === true || owned.ownerUid === account.uid || dancerEmailMatches(account, owned, people);
}

export function canManageEntry(account: Account, entry: Entry, people: Readonly<Record<string, Person>>): boolean {
  return accountManagesCouple(account, { leadId: entry.leadId, followId: entry.followId, ...(entry.registeredBy ? { ownerUid: entry.registeredBy } : {}) }, people);
}
