import { computeStatement } from './balances';
import { computeCharges } from './charges';
import { missingReceiptsPatch, paymentsOfBillingAccount, receiptAccounts } from './missing-receipts';
import type { Payment } from './payment';
import { DATES, EARLY_END, SCHEDULE, entry, event } from '../../testing/domain/money-fixtures';

const CORNELL = 'Cornell DanceSport';
const early = { ...entry('Theo Castillo', 'Ana Ruiz', CORNELL, EARLY_END + 1), registeredBy: 'uid-early' };
const late = { ...entry('Max Bell', 'Ivy Chen', CORNELL, EARLY_END + 9), registeredBy: 'uid-late' };
const solo = { ...entry('Olly Free', 'Pat Indie', 'Other', EARLY_END + 1), registeredBy: 'uid-solo' };
const events = { W: event('W', [early, late, solo]) };
const statement = computeStatement(computeCharges({ schedule: SCHEDULE, dates: DATES, events }), []);
const pay = (paymentId: string, payer: Payment['payer']): Payment => ({ paymentId, payer, amount: 1000, method: 'cash', recordedBy: 't', recordedAt: 5 });
const team = pay('p1', { kind: 'team', affiliation: CORNELL });
const soloPaid = pay('p2', { kind: 'dancer', dancerId: solo.leadId });

describe('receipts an account is missing', () => {
  it('copies a team payment to an account that registered for the team after it was recorded, and only there', () => {
    const held = { 'uid-early': { p1: team }, 'uid-solo': { p2: soloPaid } };
    const delivery = missingReceiptsPatch([team, soloPaid], statement, events, held);
    expect(delivery).toEqual({ patch: { 'accountPayments/uid-late/p1': team }, copies: 1, accounts: 1 });
  });

  it('sends nothing when every account holds its copies', () => {
    const held = { 'uid-early': { p1: team }, 'uid-late': { p1: team }, 'uid-solo': { p2: soloPaid } };
    expect(missingReceiptsPatch([team, soloPaid], statement, events, held)).toEqual({ patch: {}, copies: 0, accounts: 0 });
  });

  it('lists the accounts to read first, and the payments of one billing account', () => {
    expect(receiptAccounts([team, soloPaid], statement, events)).toEqual(['uid-early', 'uid-late', 'uid-solo']);
    const dancerOfTeam = pay('p3', { kind: 'dancer', dancerId: late.followId });
    expect(paymentsOfBillingAccount({ kind: 'team', affiliation: CORNELL }, [team, soloPaid, dancerOfTeam], statement).map((p) => p.paymentId)).toEqual(['p1', 'p3']);
    expect(paymentsOfBillingAccount({ kind: 'dancer', dancerId: solo.leadId }, [team, soloPaid, dancerOfTeam], statement).map((p) => p.paymentId)).toEqual(['p2']);
  });
});
