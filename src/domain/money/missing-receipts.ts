// Receipts an account should hold but does not: an account that registers for a team after a payment was
// recorded has no copy of it (copies are written with the payment, to the accounts known then). Only staff
// can read the ledger, so staff actions deliver the missing copies: recording or reversing a payment fills
// in the copies of every earlier payment of the same billing account, and the treasurer's "Send missing
// receipts" fills in every account's. The rules accept a copy only when it matches its ledger record.
import type { CompetitionEvent } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Statement } from './balances';
import type { Payer, Payment } from './payment';
import { billedDancerIds, receiptUids } from './payment-receipts';

/** What each account holds now: accountPayments/<uid> as read (paymentId → copy), null when empty. */
export type HeldReceipts = Readonly<Record<string, Readonly<Record<string, unknown>> | null | undefined>>;

export interface ReceiptDelivery {
  patch: TreeUpdate;
  copies: number;
  accounts: number;
}

/** Every account any of these payments should reach (sorted): the ones whose copies must be read first. */
export function receiptAccounts(payments: readonly Payment[], statement: Statement, events: Readonly<Record<string, CompetitionEvent>>): string[] {
  return [...new Set(payments.flatMap((p) => receiptUids(p.payer, statement, events)))].sort();
}

/** The payments that bill the same dancers as `payer` (its team's, or the independent dancer's own). */
export function paymentsOfBillingAccount(payer: Payer, payments: readonly Payment[], statement: Statement): Payment[] {
  const billed = billedDancerIds(payer, statement);
  return payments.filter((p) => [...billedDancerIds(p.payer, statement)].some((id) => billed.has(id)));
}

/** One identical copy of each payment for each account that should hold it and does not. */
export function missingReceiptsPatch(
  payments: readonly Payment[], statement: Statement, events: Readonly<Record<string, CompetitionEvent>>, held: HeldReceipts,
): ReceiptDelivery {
  const patch: TreeUpdate = {};
  const reached = new Set<string>();
  for (const payment of payments) {
    for (const uid of receiptUids(payment.payer, statement, events)) {
      if (held[uid]?.[payment.paymentId] !== undefined) continue;
      patch[paths.accountPayment(uid, payment.paymentId)] = payment;
      reached.add(uid);
    }
  }
  return { patch, copies: Object.keys(patch).length, accounts: reached.size };
}
