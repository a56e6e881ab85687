import { describe, expect, it } from 'vitest';
import type { CompetitionEvent } from '../model';
import { SERVER_TIME } from '../server-time';
import { DATES, REGULAR_END, SCHEDULE, entry, event } from '../../testing/domain/money-fixtures';
import { computeStatement } from './balances';
import { type ChargeInputs, computeCharges } from './charges';
import type { Payment } from './payment';
import { type PriceHistory, billingKeyOf, keepEarlierPricesPatch, pricesFor, samePrices } from './price-history';
import { repricePatch, repricePreview } from './reprice-preview';
import { teamRateKey } from './team-rate-key';

const HARVARD = 'Harvard Ballroom';
const CHANGE = REGULAR_END + 1000;
const before = REGULAR_END + 10;
const after = CHANGE + 10;
// The organiser raised the regular prices at CHANGE; the old ones stay with the entries made before.
const RAISED = { ...SCHEDULE, dancerFee: { ...SCHEDULE.dancerFee, late: 5000 }, entryFee: { ...SCHEDULE.entryFee, late: 1200 } };
const HISTORY: PriceHistory = { earlier: { v1: { until: CHANGE, dancerFee: SCHEDULE.dancerFee, entryFee: SCHEDULE.entryFee, teamRates: SCHEDULE.teamRates! } } };

const paidCouple = entry('Theo Castillo', 'Ana Ruiz', HARVARD, before);
const owingCouple = entry('Olly Free', 'Pat Indie', 'Other', before);
const lateCouple = entry('Max Bell', 'Ivy Chen', 'TBA', after);
const events: Record<string, CompetitionEvent> = { 'Bronze Standard Waltz': event('Bronze Standard Waltz', [paidCouple, owingCouple, lateCouple]) };
const inputs: ChargeInputs = { schedule: RAISED, dates: DATES, events, history: HISTORY };
const teamPaid: Payment = { paymentId: 'p1', payer: { kind: 'team', affiliation: HARVARD }, amount: 2 * (4500 + 1000), method: 'cheque', recordedBy: 't', recordedAt: before + 5 };

const amountsOf = (name: string, from: ChargeInputs) => computeCharges(from).filter((l) => l.dancerName === name).map((l) => l.amount);

describe('an entry keeps the price in force when it was registered (issue 31)', () => {
  it('charges entries made before a change at the earlier prices, and new ones at today\'s', () => {
    expect(amountsOf('Theo Castillo', inputs)).toEqual([4500, 1000]);
    expect(amountsOf('Max Bell', inputs)).toEqual([5000, 1200]);
    // Without the history every entry takes today's prices: what went wrong before.
    expect(amountsOf('Theo Castillo', { ...inputs, history: {} })).toEqual([5000, 1200]);
  });

  it('keeps the replaced prices only when the prices changed, ending at the server\'s time', () => {
    expect(samePrices(SCHEDULE, { ...SCHEDULE, paymentInstructions: 'Pay at the desk.' })).toBe(true);
    expect(keepEarlierPricesPatch(SCHEDULE, { ...SCHEDULE, refund: { kind: 'none' } }, undefined)).toEqual({});
    expect(keepEarlierPricesPatch(null, RAISED, undefined)).toEqual({});
    expect(keepEarlierPricesPatch(SCHEDULE, RAISED, undefined)).toEqual({
      'fees/priceHistory/earlier/v1': { dancerFee: SCHEDULE.dancerFee, entryFee: SCHEDULE.entryFee, teamRates: SCHEDULE.teamRates, until: SERVER_TIME },
    });
    expect(Object.keys(keepEarlierPricesPatch(RAISED, SCHEDULE, HISTORY))).toEqual(['fees/priceHistory/earlier/v2']);
  });

  it('moves a re-priced account\'s earlier entries onto the prices of the re-price instant', () => {
    const key = billingKeyOf('Other', 'olly free');
    expect(key).toBe('dancer~olly free');
    expect(billingKeyOf(HARVARD, 'theo castillo')).toBe(`team~${teamRateKey(HARVARD)}`);
    expect(pricesFor(RAISED, HISTORY, key, before).dancerFee.late).toBe(4500);
    expect(pricesFor(RAISED, { ...HISTORY, repricedAt: { [key]: after } }, key, before).dancerFee.late).toBe(5000);
  });

  it('previews who a re-price would change and by how much; paid stays paid', () => {
    const rows = repricePreview(inputs, [teamPaid]);
    expect(rows.map((r) => [r.payer, r.change, r.keepsPrice])).toEqual([
      [HARVARD, 2 * (500 + 200), true],
      ['Olly Free', 500 + 200, false],
      ['Pat Indie', 500 + 200, false],
    ]);
    expect(computeStatement(computeCharges(inputs), [teamPaid]).teams[HARVARD].due).toBe(0);
    const patch = repricePatch(rows);
    expect(patch).toEqual({ 'fees/priceHistory/repricedAt/dancer~olly free': SERVER_TIME, 'fees/priceHistory/repricedAt/dancer~pat indie': SERVER_TIME });
    // Applied: the paid team still owes nothing; the independents owe the new price.
    const repriced: ChargeInputs = { ...inputs, history: { ...HISTORY, repricedAt: { 'dancer~olly free': after + 100, 'dancer~pat indie': after + 100 } } };
    const statement = computeStatement(computeCharges(repriced), [teamPaid]);
    expect(statement.teams[HARVARD].due).toBe(0);
    expect(statement.dancers['olly free'].charged).toBe(5000 + 1200);
  });
});
