import { computeStatement } from '../domain/money';
import { computeCharges } from '../domain/money';
import { feeScheduleIssues } from '../domain/money';
import type { CompetitionEvent, CompetitionMetadata } from '../domain/model';
import { DEMO_FEE_SCHEDULE, demoFeeRecords } from './demo-fees';
import type { FeeSchedule } from '../domain/money';
import type { Payment } from '../domain/money';
import { generateDemoCompetition } from './generate-demo';

describe('demo fees', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const tree = generateDemoCompetition(now, { uids: {} });
  const events = tree.events as Record<string, CompetitionEvent>;
  const meta = tree.competitionMetadata as CompetitionMetadata;
  const { schedule, payments } = demoFeeRecords(events, meta, now, 'uid-treasurer');

  it('has a valid schedule and leaves one team paid in full, one partly paid and the rest unpaid', () => {
    expect(feeScheduleIssues(schedule, meta)).toEqual([]);
    const statement = computeStatement(computeCharges({ schedule, dates: meta, events }), Object.values(payments));
    const teams = Object.values(statement.teams);
    expect(teams.length).toBeGreaterThanOrEqual(3);
    const paid = teams.filter((t) => t.due === 0 && t.charged > 0);
    const partly = teams.filter((t) => t.paid > 0 && t.due > 0);
    const unpaid = teams.filter((t) => t.paid === 0 && t.due > 0);
    expect([paid.length, partly.length]).toEqual([1, 1]);
    expect(unpaid.length).toBe(teams.length - 2);
  });
});

describe('the seeded demo tree', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const tree = generateDemoCompetition(now);
  const events = tree.events as Record<string, CompetitionEvent>;
  const meta = tree.competitionMetadata as CompetitionMetadata;
  const schedule = (tree.fees as { schedule: FeeSchedule }).schedule;
  const ledger = Object.values(tree.payments as Record<string, Payment>);

  it('holds the schedule, the payments, and the registration page prices derived from it', () => {
    expect(schedule).toEqual({ ...DEMO_FEE_SCHEDULE, dancerDiscounts: expect.any(Object) });
    expect(ledger).toHaveLength(2);
    expect([meta.paymentTierEarly, meta.paymentTierOpen, meta.paymentTierLate]).toEqual([25, 35, 45]);
    const statement = computeStatement(computeCharges({ schedule, dates: meta, events }), ledger);
    const dues = Object.values(statement.teams).map((t) => (t.due === 0 ? 'paid' : t.paid > 0 ? 'partly' : 'unpaid'));
    expect(dues.filter((d) => d === 'paid')).toHaveLength(1);
    expect(dues.filter((d) => d === 'partly')).toHaveLength(1);
  });

  it('has one dancer of an unpaid team on the student rate, charged the flat rate', () => {
    const granted = Object.entries(schedule.dancerDiscounts ?? {});
    expect(granted).toHaveLength(1);
    const [[dancerId, key]] = granted;
    expect(key).toBe('student');
    const statement = computeStatement(computeCharges({ schedule, dates: meta, events }), ledger);
    const dancer = statement.dancers[dancerId];
    expect(dancer.lines[0]).toMatchObject({ kind: 'registration', amount: 2000, rate: 'discount', discountLabel: 'Student rate' });
    expect(statement.teams[dancer.affiliation].paid).toBe(0);
  });

  it('gives every account that registered a paying team’s couple its copy of the payment', () => {
    const copies = (tree.accountPayments ?? {}) as Record<string, Record<string, Payment>>;
    for (const payment of ledger) {
      const holders = Object.keys(copies).filter((uid) => copies[uid][payment.paymentId]);
      const affiliation = payment.payer.kind === 'team' ? payment.payer.affiliation : '';
      const registrants = new Set(Object.values(events).flatMap((e) => Object.values(e.entries ?? {}))
        .filter((entry) => entry.affiliation === affiliation && entry.registeredBy !== undefined).map((entry) => entry.registeredBy));
      expect(new Set(holders)).toEqual(registrants);
    }
  });
});
