import { computeStatement } from './balances';
import { computeCharges } from './charges';
import type { Payment } from './payment';
import { receiptUids, withReceipts } from './payment-receipts';
import { DATES, EARLY_END, SCHEDULE, entry, event } from '../../testing/domain/money-fixtures';
import { withdrawOwnEntryPatch } from './withdrawal';

const CORNELL = 'Cornell DanceSport';
const a = { ...entry('Theo Castillo', 'Ana Ruiz', CORNELL, EARLY_END + 1), registeredBy: 'uid-a' };
const b = { ...entry('Max Bell', 'Ivy Chen', CORNELL, EARLY_END + 1), registeredBy: 'uid-b' };
const c = { ...entry('Olly Free', 'Pat Indie', 'Other', EARLY_END + 1), registeredBy: 'uid-c' };
const d = { ...entry('Olly Free', 'Zed Other', 'Other', EARLY_END + 1), registeredBy: 'uid-d' };
const events = { W: event('W', [a, b, c, d]) };
const statement = computeStatement(computeCharges({ schedule: SCHEDULE, dates: DATES, events }), []);

describe('who may see a payment', () => {
  it('a team payment goes to every account that registered one of the team’s couples, and nobody else', () => {
    expect(receiptUids({ kind: 'team', affiliation: CORNELL }, statement, events)).toEqual(['uid-a', 'uid-b']);
  });

  it('a payment for a team dancer counts for the team, so the whole team’s registrants see it', () => {
    expect(receiptUids({ kind: 'dancer', dancerId: a.leadId }, statement, events)).toEqual(['uid-a', 'uid-b']);
  });

  it('a payment for an independent dancer goes to the accounts that entered that dancer only', () => {
    expect(receiptUids({ kind: 'dancer', dancerId: c.leadId }, statement, events)).toEqual(['uid-c', 'uid-d']);
    expect(receiptUids({ kind: 'dancer', dancerId: c.followId }, statement, events)).toEqual(['uid-c']);
  });

  it('writes the ledger record and one identical copy per account', () => {
    const payment: Payment = { paymentId: 'p1', payer: { kind: 'team', affiliation: CORNELL }, amount: 100, method: 'cash', recordedBy: 't', recordedAt: 5 };
    expect(withReceipts({ 'payments/p1': payment }, payment, ['uid-a', 'uid-b'])).toEqual({
      'payments/p1': payment, 'accountPayments/uid-a/p1': payment, 'accountPayments/uid-b/p1': payment,
    });
  });
});

describe('a competitor withdrawing their own entry', () => {
  it('removes the entry and keeps it under withdrawals/, in one update, touching no round', () => {
    expect(withdrawOwnEntryPatch(events.W, a.entryId, 'uid-a', 99)).toEqual({
      [`events/W/entries/${a.entryId}`]: null,
      [`withdrawals/W/${a.entryId}`]: { entry: a, withdrawnAt: 99, withdrawnBy: 'uid-a' },
    });
    expect(() => withdrawOwnEntryPatch(events.W, 'nobody~here', 'uid-a', 99)).toThrow('may have been withdrawn already');
  });
});
