// Money (issue 18): the organiser and the treasurer write fees and payments; payments are append-only;
// a competitor reads the public schedule and only their own account's payment copies.
import { allow, area, deny, read, remove, set, update, SERVER_TIME, type Json } from './case.ts';
import { ALICE_ENTRY, BEFORE_THE_DAY, FUTURE, GOLD, PAST, PAYMENT_P1 } from './fixture.ts';

const schedule = (changes: Record<string, Json> = {}): Json => ({
  currency: 'USD', dancerFee: { early: 2500, regular: 3500, late: 4500 }, entryFee: { regular: 500 }, refund: { kind: 'none' },
  paymentInstructions: 'Cheque at the desk.', ...changes,
});

const earlier = (changes: Record<string, Json> = {}): Json => {
  const record: Record<string, Json> = { until: SERVER_TIME, dancerFee: { regular: 3500 }, entryFee: { regular: 500 }, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete record[key];
  return record;
};

const payment = (id: string, by: string, changes: Record<string, Json> = {}): Record<string, Json> => ({
  paymentId: id, payer: { kind: 'team', affiliation: 'Cornell DanceSport' }, amount: 2500, method: 'cash', recordedBy: by, recordedAt: SERVER_TIME, ...changes,
});

/** The ledger record and alice's copy in one update, as the treasurer's screen writes them. */
const withCopy = (record: Record<string, Json>): Record<string, Json> => ({
  [`payments/${String(record.paymentId)}`]: record, [`accountPayments/alice/${String(record.paymentId)}`]: record,
});

const withdrawal = (by: string): Json => ({
  entry: { entryId: ALICE_ENTRY, leadName: 'Alice Smith', followName: 'Sam Jones', leadId: 'alice smith', followId: 'sam jones', affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy: 'alice' },
  withdrawnAt: SERVER_TIME, withdrawnBy: by,
});

export const moneyCases = area('Fees and payments', [
  allow('visitor', read('fees/schedule'), 'the fee schedule is public'),
  allow('treasurer', set('fees/schedule', schedule()), 'the treasurer saving the schedule'),
  allow('organiser', set('fees/schedule', schedule({ teamRates: { cornell: { affiliation: 'Cornell DanceSport', dancerFee: { regular: 2000 } } } })), 'the organiser saving it with a team rate'),
  deny('competitor', set('fees/schedule', schedule()), 'a competitor changing a fee'),
  deny('competitor', set('fees/schedule/dancerFee/regular', 0), 'a competitor zeroing their fee'),

  // Issue 31: an entry keeps the price in force when it was registered; re-pricing is the organiser's, after a preview.
  allow('visitor', read('fees/priceHistory'), 'earlier prices are public, as the schedule is'),
  allow('treasurer', update('', { 'fees/schedule': schedule({ dancerFee: { regular: 4000 } }), 'fees/priceHistory/earlier/v1': earlier() }), 'a price change keeping the replaced prices, in one update'),
  allow('treasurer', set('fees/priceHistory/repricedAt/dancer~olly free', SERVER_TIME), 'the treasurer re-pricing one dancer'),
  deny('competitor', set('fees/priceHistory/earlier/v1', earlier()), 'a competitor writing earlier prices'),
  deny('competitor', set('fees/priceHistory/repricedAt/team~cornell dancesport', SERVER_TIME), 'a competitor re-pricing their own team'),
  deny('treasurer', set('fees/priceHistory/earlier/v1', earlier({ until: FUTURE })), 'earlier prices ending in the future'),
  deny('treasurer', set('fees/priceHistory/earlier/v1', earlier({ entryFee: null })), 'earlier prices without the entry fee'),
  deny('treasurer', set('fees/priceHistory/repricedAt/team~cornell dancesport', FUTURE), 'a re-price time in the future'),
  deny('treasurer', set('fees/priceHistory/note', 'x'), 'an unknown field beside the price history'),
  deny('scrutineer', set('fees/schedule', schedule()), 'other staff changing fees'),
  deny('treasurer', set('fees/schedule', schedule({ dancerFee: { regular: -100 } })), 'a negative fee'),
  deny('treasurer', set('fees/schedule', schedule({ entryFee: { regular: 4.5 } })), 'a fee that is not whole cents'),
  deny('treasurer', set('fees/schedule', schedule({ entryFee: { regular: '5' } })), 'a fee that is not a number'),
  deny('treasurer', set('fees/schedule', schedule({ currency: 'dollars' })), 'a currency that is not a code'),
  deny('treasurer', set('fees/schedule', schedule({ dancerDiscounts: { 'alice smith': 'student' } })), 'a dancer given an undefined discount'),
  deny('treasurer', set('competitionMetadata/dateRegistrationOpen', PAST), 'the treasurer changing registration dates (organiser only)'),
  // Team rates by tier (issue 18, phase 3).
  allow('treasurer', set('fees/schedule', schedule({ teamRates: { cornell: { affiliation: 'Cornell DanceSport', dancerFee: { early: 1500, regular: 2000, late: 2600 }, entryFee: { regular: 400, late: 600 } } } })), 'a team rate with early, regular and late prices'),
  deny('treasurer', set('fees/schedule', schedule({ teamRates: { cornell: { affiliation: 'Cornell DanceSport', dancerFee: { early: -1, regular: 2000 } } } })), 'a negative team tier price'),
  deny('treasurer', set('fees/schedule', schedule({ teamRates: { cornell: { affiliation: 'Cornell DanceSport', entryFee: { early: 400, regular: 500.5 } } } })), 'a team tier price that is not whole cents'),
  deny('treasurer', set('fees/schedule', schedule({ teamRates: { cornell: { affiliation: 'Cornell DanceSport', entryFee: { late: 600 } } } })), 'a team rate with a late price but no regular one'),
  // Granting a dancer a discount: one field of the schedule.
  allow('treasurer', set('fees/schedule/dancerDiscounts/alice smith', 'student'), 'the treasurer granting a dancer the student rate', { seed: { 'fees/schedule/discounts/student': { label: 'Student rate', dancerFee: 1000 } } }),
  allow('organiser', remove('fees/schedule/dancerDiscounts/alice smith'), 'the organiser taking a discount away', { seed: { 'fees/schedule/discounts/student': { label: 'Student rate', dancerFee: 1000 }, 'fees/schedule/dancerDiscounts/alice smith': 'student' } }),
  deny('competitor', set('fees/schedule/dancerDiscounts/alice smith', 'student'), 'a competitor granting themselves a discount', { seed: { 'fees/schedule/discounts/student': { label: 'Student rate', dancerFee: 1000 } } }),
  deny('treasurer', set('fees/schedule/dancerDiscounts/alice smith', 'senior'), 'a discount the schedule does not define', { seed: { 'fees/schedule/discounts/student': { label: 'Student rate', dancerFee: 1000 } } }),
  deny('treasurer', set('fees/schedule/dancerDiscounts/alice smith', 'student'), 'a discount when there is no schedule', { seed: { 'fees/schedule': null } }),

  allow('treasurer', update('', withCopy(payment('p9', 'treas'))), 'the treasurer recording a payment and alice\'s copy'),
  allow('organiser', set('payments/p9', payment('p9', 'org', { method: 'card', reference: 'Terminal 4', note: 'At the desk' })), 'the organiser recording a payment'),
  deny('treasurer', set('payments/p9', payment('p9', 'org')), 'a payment recorded in someone else\'s name'),
  deny('treasurer', set('payments/p9', payment('p9', 'treas', { amount: -2500 })), 'a negative amount that reverses nothing'),
  deny('treasurer', set('payments/p9', payment('p9', 'treas', { amount: 0 })), 'a zero amount'),
  deny('treasurer', set('payments/p9', payment('p9', 'treas', { amount: 12.5 })), 'an amount that is not whole cents'),
  deny('treasurer', set('payments/p9', payment('p9', 'treas', { method: 'bitcoin' })), 'an unknown method'),
  deny('treasurer', set('payments/p9', payment('p9', 'treas', { recordedAt: FUTURE })), 'a time in the future'),
  allow('treasurer', update('', withCopy(payment('p9', 'treas', { amount: -7000, method: 'cheque', reverses: 'p1', note: 'Cheque bounced' }))), 'a reversal cancelling p1 exactly'),
  deny('treasurer', set('payments/p9', payment('p9', 'treas', { amount: -100, method: 'cheque', reverses: 'p1' })), 'a reversal of another amount'),
  deny('treasurer', set('payments/p1', payment('p1', 'treas', { amount: 70 })), 'editing a recorded payment'),
  deny('treasurer', set('payments/p1/amount', 70), 'editing one field of a payment'),
  deny('treasurer', remove('payments/p1'), 'deleting a payment'),
  deny('organiser', set('payments/p1/amount', 70), 'even the organiser editing a payment'),
  deny('competitor', set('payments/p9', payment('p9', 'alice')), 'a competitor recording a payment'),
  deny('competitor', update('', withCopy(payment('p9', 'alice'))), 'a competitor writing a payment and its copy'),
  deny('competitor', set('accountPayments/alice/p9', payment('p9', 'alice')), 'a competitor writing their own payment copy'),
  deny('treasurer', set('accountPayments/alice/p9', payment('p9', 'treas')), 'a copy with no ledger record'),
  deny('treasurer', remove('accountPayments/alice/p1'), 'deleting a copy'),
  // Receipts delivered later (an account that registered after the payment): staff copy the ledger record.
  allow('treasurer', set('accountPayments/bob/p1', PAYMENT_P1), 'the treasurer sending a missing receipt, as recorded'),
  allow('treasurer', update('', { 'accountPayments/bob/p1': PAYMENT_P1, 'accountPayments/carol/p1': PAYMENT_P1 }), 'sending missing receipts to several accounts in one update'),
  deny('treasurer', set('accountPayments/bob/p1', { ...PAYMENT_P1, amount: 700 }), 'a late receipt that differs from the ledger'),
  deny('otherCompetitor', set('accountPayments/bob/p1', PAYMENT_P1), 'a competitor copying a ledger payment to themselves'),
  deny('treasurer', set('accountPayments/alice/p1', { ...PAYMENT_P1, note: 'changed' }), 'overwriting a receipt already sent'),

  deny('competitor', read('payments'), 'a competitor reading the ledger'),
  deny('competitor', read('payments/p1'), 'a competitor reading one ledger record'),
  allow('competitor', read('accountPayments/alice'), 'a competitor reading their own payments'),
  deny('competitor', read('accountPayments/bob'), 'a competitor reading another\'s payments'),
  deny('otherCompetitor', read('accountPayments/alice'), 'the other way round'),
  deny('visitor', read('accountPayments/alice'), 'signed out'),
  allow('treasurer', read('payments'), 'the treasurer reading the ledger'),
  allow('treasurer', read('accountPayments/bob'), 'the treasurer reading a copy'),
  deny('scrutineer', read('payments'), 'other staff reading the ledger'),

  allow('competitor', update('', { [`events/${GOLD}/entries/${ALICE_ENTRY}`]: null, [`withdrawals/${GOLD}/${ALICE_ENTRY}`]: withdrawal('alice') }), 'withdrawing own entry with its withdrawal record', BEFORE_THE_DAY),
  deny('competitor', set(`withdrawals/${GOLD}/${ALICE_ENTRY}`, withdrawal('alice')), 'a withdrawal record while the entry stays'),
  deny('otherCompetitor', update('', { [`events/${GOLD}/entries/${ALICE_ENTRY}`]: null, [`withdrawals/${GOLD}/${ALICE_ENTRY}`]: withdrawal('bob') }), 'withdrawing someone else\'s entry', BEFORE_THE_DAY),
  allow('visitor', read('withdrawals'), 'withdrawals are public, like the entries they were'),
]);

