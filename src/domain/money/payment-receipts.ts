// A competitor may read only their own figures, and the rules cannot search the ledger for "payments that
// concern this account". So every payment is also written, in the same update, under
// accountPayments/<uid>/<paymentId> for each account that registered an entry of the payer's billing
// account (the team's dancers, or the independent dancer): the rules let an account read only its own copies.
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Statement } from './balances';
import type { Payer, Payment } from './payment';

/** The dancers a payment pays for: the team's, or the one dancer's billing account (their team if they have one). */
export function billedDancerIds(payer: Payer, statement: Statement): Set<string> {
  if (payer.kind === 'team') return new Set(statement.teams[payer.affiliation]?.dancerIds ?? []);
  const dancer = statement.dancers[payer.dancerId];
  const team = dancer ? statement.teams[dancer.affiliation] : undefined;
  return new Set(team ? team.dancerIds : [payer.dancerId]);
}

/** Accounts that registered an entry with one of those dancers (sorted, for stable updates). */
export function receiptUids(payer: Payer, statement: Statement, events: Readonly<Record<string, CompetitionEvent>>): string[] {
  const dancers = billedDancerIds(payer, statement);
  const uids = new Set<string>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (isPlaceholderEntryId(entry.entryId) || entry.registeredBy === undefined) continue;
      if (dancers.has(entry.leadId) || dancers.has(entry.followId)) uids.add(entry.registeredBy);
    }
  }
  return [...uids].sort();
}

/** The ledger write plus one copy per account that may see it. */
export function withReceipts(patch: TreeUpdate, payment: Payment, uids: readonly string[]): TreeUpdate {
  const copies = Object.fromEntries(uids.map((uid) => [paths.accountPayment(uid, payment.paymentId), payment]));
  return { ...patch, ...copies };
}
