import { applyTreeUpdate, type Tree } from '../tree-update';
import type { CompetitionEvent } from '../model';
import { computeStatement } from './balances';
import { coupleTotals } from './couple-totals';
import { balanceRows, balancesCsv } from './balances-csv';
import { computeCharges } from './charges';
import { dancerInvoice, teamInvoice } from './invoice';
import type { Payment } from './payment';
import { recordPaymentPatch, reversePaymentPatch } from './payment-patches';
import { DATES, EARLY_END, REGULAR_END, SCHEDULE, entry, event } from '../../testing/domain/money-fixtures';
import { teamRateKey } from './team-rate-key';
import { withdrawEntryPatch } from './withdrawal';

const HARVARD = 'Harvard Ballroom';
const MIT = 'MIT Ballroom Dance Team';
const early = EARLY_END - 10;
const regular = EARLY_END + 10;
const late = REGULAR_END + 10;

const waltz = entry('Theo Castillo', 'Ana Ruiz', HARVARD, early);
const foxtrot = entry('Theo Castillo', 'Ana Ruiz', HARVARD, late);
const mitCouple = entry('Max Bell', 'Ivy Chen', MIT, regular);
const solo = entry('Olly Free', 'Pat Indie', 'Other', regular);

const events: Record<string, CompetitionEvent> = {
  'Bronze Standard Waltz': event('Bronze Standard Waltz', [waltz, mitCouple, solo]),
  'Silver Standard Foxtrot': event('Silver Standard Foxtrot', [foxtrot]),
};

describe('what is owed', () => {
  const lines = computeCharges({ schedule: SCHEDULE, dates: DATES, events });

  it('charges each dancer one registration fee at the tier of their earliest entry, and each entry at its own tier', () => {
    const theo = lines.filter((line) => line.dancerName === 'Theo Castillo');
    expect(theo.map((l) => [l.kind, l.eventName, l.tier, l.amount, l.rate])).toEqual([
      ['registration', undefined, 'early', 2000, 'base'],
      ['entry', 'Bronze Standard Waltz', 'early', 500, 'base'],
      ['entry', 'Silver Standard Foxtrot', 'late', 1000, 'base'],
    ]);
    expect(theo[1].partnerName).toBe('Ana Ruiz');
  });

  it('uses the team rate for a team with one, falling back to the base price for what it does not set', () => {
    const max = lines.filter((line) => line.dancerName === 'Max Bell');
    expect(max.map((l) => [l.kind, l.amount, l.rate])).toEqual([['registration', 1500, 'team'], ['entry', 700, 'base']]);
  });

  it('charges a team rate by tier: each entry at its own tier, a missing tier at the team’s regular price', () => {
    const tiered = { ...SCHEDULE, teamRates: { [teamRateKey(HARVARD)]: { affiliation: HARVARD, dancerFee: { early: 1100, regular: 1600 }, entryFee: { early: 300, regular: 400, late: 650 } } } };
    const theo = computeCharges({ schedule: tiered, dates: DATES, events }).filter((l) => l.dancerName === 'Theo Castillo');
    expect(theo.map((l) => [l.kind, l.tier, l.amount, l.rate])).toEqual([
      ['registration', 'early', 1100, 'team'], ['entry', 'early', 300, 'team'], ['entry', 'late', 650, 'team'],
    ]);
    const lateOnly = { ...tiered, teamRates: { [teamRateKey(HARVARD)]: { affiliation: HARVARD, dancerFee: { regular: 1600 }, entryFee: { regular: 400 } } } };
    const again = computeCharges({ schedule: lateOnly, dates: DATES, events }).filter((l) => l.dancerName === 'Theo Castillo');
    expect(again.map((l) => l.amount)).toEqual([1600, 400, 400]);
  });

  it('gives a discounted dancer the flat rate whatever the tier', () => {
    const withStudent = { ...SCHEDULE, dancerDiscounts: { [foxtrot.followId]: 'student' } };
    const ana = computeCharges({ schedule: withStudent, dates: DATES, events }).filter((l) => l.dancerName === 'Ana Ruiz');
    expect(ana[0]).toMatchObject({ kind: 'registration', amount: 1000, rate: 'discount', discountLabel: 'Student rate' });
  });

  it('keeps charging a withdrawn entry after the refund date, marked as withdrawn, and drops one withdrawn before it', () => {
    let tree: Tree = { events };
    tree = applyTreeUpdate(tree, withdrawEntryPatch(events['Silver Standard Foxtrot'], foxtrot.entryId, 'uid-theo', late));
    const after = tree as { events: Record<string, CompetitionEvent>; withdrawals: never };
    const kept = computeCharges({ schedule: SCHEDULE, dates: DATES, events: after.events, withdrawals: after.withdrawals });
    expect(kept.find((l) => l.eventName === 'Silver Standard Foxtrot' && l.dancerName === 'Theo Castillo')).toMatchObject({ amount: 1000, withdrawnAt: late });
    const noRefund = computeCharges({ schedule: { ...SCHEDULE, refund: { kind: 'before', until: late + 1 } }, dates: DATES, events: after.events, withdrawals: after.withdrawals });
    expect(noRefund.some((l) => l.eventName === 'Silver Standard Foxtrot')).toBe(false);
  });
});

describe('balances, invoices and the CSV', () => {
  const lines = computeCharges({ schedule: SCHEDULE, dates: DATES, events });
  const ledger: Record<string, Payment> = {};
  const empty = computeStatement(lines, []);
  const teamPayment = recordPaymentPatch({ payer: { kind: 'team', affiliation: HARVARD }, amount: 3000, method: 'cheque', reference: ' #1042 ' }, { paymentId: 'p1', recordedBy: 'uid-treasurer', recordedAt: 100 }, empty, ledger);
  const p1 = teamPayment['payments/p1'] as Payment;
  const dancerPayment = recordPaymentPatch({ payer: { kind: 'dancer', dancerId: waltz.leadId }, amount: 500, method: 'cash' }, { paymentId: 'p2', recordedBy: 'uid-treasurer', recordedAt: 200 }, empty, { p1 });
  const p2 = dancerPayment['payments/p2'] as Payment;
  const statement = computeStatement(lines, [p2, p1]);

  it('records the payment as typed, reference trimmed, with who and when', () => {
    expect(p1).toEqual({ paymentId: 'p1', payer: { kind: 'team', affiliation: HARVARD }, amount: 3000, method: 'cheque', reference: '#1042', recordedBy: 'uid-treasurer', recordedAt: 100 });
  });

  it('counts a payment against a dancer for the dancer and for their team', () => {
    const theo = statement.dancers[waltz.leadId];
    expect([theo.charged, theo.paid, theo.due]).toEqual([3500, 500, 3000]);
    const team = statement.teams[HARVARD];
    // Theo 2000+500+1000, Ana the same.
    expect([team.charged, team.paid, team.due]).toEqual([7000, 3500, 3500]);
    expect(team.payments.map((p) => p.paymentId)).toEqual(['p1', 'p2']);
    expect(coupleTotals(statement, waltz.leadId, waltz.followId)).toEqual({ charged: 7000, paid: 500, due: 6500 });
  });

  it('bills independent dancers one by one, not as a team called Other', () => {
    expect(statement.teams.Other).toBeUndefined();
    expect(Object.keys(statement.teams).sort()).toEqual([HARVARD, MIT]);
  });

  it('refuses bad payments with a message and no update', () => {
    const draft = { payer: { kind: 'team' as const, affiliation: 'Nowhere U' }, amount: 100, method: 'cash' as const };
    expect(() => recordPaymentPatch(draft, { paymentId: 'p9', recordedBy: 'u', recordedAt: 1 }, empty, ledger)).toThrow('No team "Nowhere U" has dancers entered; choose a team from the list.');
    expect(() => recordPaymentPatch({ ...draft, payer: { kind: 'team', affiliation: HARVARD }, amount: -5 }, { paymentId: 'p9', recordedBy: 'u', recordedAt: 1 }, empty, ledger)).toThrow('Enter an amount greater than zero');
    expect(() => recordPaymentPatch({ ...draft, payer: { kind: 'team', affiliation: HARVARD }, amount: 10.5 }, { paymentId: 'p9', recordedBy: 'u', recordedAt: 1 }, empty, ledger)).toThrow('whole cents');
    expect(() => recordPaymentPatch({ ...draft, payer: { kind: 'dancer', dancerId: 'nobody' } }, { paymentId: 'p9', recordedBy: 'u', recordedAt: 1 }, empty, ledger)).toThrow('That dancer has no entries');
    expect(() => recordPaymentPatch({ ...draft, payer: { kind: 'team', affiliation: HARVARD } }, { paymentId: 'p1', recordedBy: 'u', recordedAt: 1 }, empty, { p1 })).toThrow('already recorded');
  });

  it('reverses a payment once, with a reason, never a reversal', () => {
    const patch = reversePaymentPatch('p1', 'Cheque bounced', { paymentId: 'r1', recordedBy: 'uid-treasurer', recordedAt: 300 }, { p1, p2 });
    const r1 = patch['payments/r1'] as Payment;
    expect(r1).toEqual({ paymentId: 'r1', payer: p1.payer, amount: -3000, method: 'cheque', reference: '#1042', note: 'Cheque bounced', recordedBy: 'uid-treasurer', recordedAt: 300, reverses: 'p1' });
    expect(() => reversePaymentPatch('p1', 'again', { paymentId: 'r2', recordedBy: 'u', recordedAt: 1 }, { p1, r1 })).toThrow('already been reversed');
    expect(() => reversePaymentPatch('r1', 'undo', { paymentId: 'r2', recordedBy: 'u', recordedAt: 1 }, { p1, r1 })).toThrow('itself a reversal');
    expect(() => reversePaymentPatch('p2', '  ', { paymentId: 'r2', recordedBy: 'u', recordedAt: 1 }, { p1, p2 })).toThrow('Say why');
    expect(() => reversePaymentPatch('zz', 'x', { paymentId: 'r2', recordedBy: 'u', recordedAt: 1 }, { p1 })).toThrow('not in the ledger');
  });

  it('builds a team invoice with every dancer’s lines, the payments and the balance due', () => {
    const invoice = teamInvoice(statement, HARVARD, { competitionName: 'Test Classic', schedule: { ...SCHEDULE, paymentInstructions: 'Cheques to the club.' }, issuedAt: 5 });
    expect(invoice.dancers.map((d) => [d.dancerName, d.subtotal, d.lines.length])).toEqual([['Ana Ruiz', 3500, 3], ['Theo Castillo', 3500, 3]]);
    expect([invoice.charged, invoice.paid, invoice.balanceDue, invoice.currency, invoice.paymentInstructions]).toEqual([7000, 3500, 3500, 'USD', 'Cheques to the club.']);
    expect(() => teamInvoice(statement, 'Other', { competitionName: 'x', schedule: SCHEDULE, issuedAt: 0 })).toThrow('nothing to invoice');
    const indie = dancerInvoice(statement, solo.leadId, { competitionName: 'x', schedule: SCHEDULE, issuedAt: 0 });
    expect(indie.billTo).toEqual({ kind: 'dancer', dancerId: solo.leadId, dancerName: 'Olly Free', affiliation: 'Other' });
    expect(indie.balanceDue).toBe(3700);
  });

  it('lists every team and independent dancer in the CSV, amounts as decimals', () => {
    expect(balanceRows(statement, 'USD')).toEqual([
      ['Account', 'Name', 'Team', 'Dancers', 'Charged', 'Paid', 'Balance due', 'Currency'],
      ['Team', HARVARD, HARVARD, '2', '70.00', '35.00', '35.00', 'USD'],
      ['Team', MIT, MIT, '2', '44.00', '0.00', '44.00', 'USD'],
      ['Dancer', 'Olly Free', 'Other', '1', '37.00', '0.00', '37.00', 'USD'],
      ['Dancer', 'Pat Indie', 'Other', '1', '37.00', '0.00', '37.00', 'USD'],
    ]);
    expect(balancesCsv(statement, 'USD').split('\r\n')[1]).toBe('Team,Harvard Ballroom,Harvard Ballroom,2,70.00,35.00,35.00,USD');
  });
});
