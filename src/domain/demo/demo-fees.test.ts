import { computeStatement } from '../fees/balances';
import { computeCharges } from '../fees/charges';
import { feeScheduleIssues } from '../fees/validate-fee-schedule';
import type { CompetitionEvent, CompetitionMetadata } from '../model';
import { demoFeeRecords } from './demo-fees';
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
