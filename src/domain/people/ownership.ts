// Who may change a couple's entries: the organiser, the couple's owner (the account that made it, or
// received it by transfer), or an account whose verified e-mail is one of the dancers' (couple-emails.ts),
// so the real couple can always withdraw or add to what either of them entered.
import type { Entry } from '../model';
import type { Account } from './account';

interface Owned {
  coupleId: string;
  ownerUid?: string;
}

export function accountManagesCouple(account: Account, owned: Owned): boolean {
  return account.organiser === true || owned.ownerUid === account.uid || (account.dancerOf ?? []).includes(owned.coupleId);
}

export function canManageEntry(account: Account, entry: Entry): boolean {
  return accountManagesCouple(account, { coupleId: entry.entryId, ...(entry.registeredBy ? { ownerUid: entry.registeredBy } : {}) });
}
