import { applyTreeUpdate } from '../tree-update';
import { computeStatement } from './balances';
import { computeCharges } from './charges';
import { assignDiscountPatch } from './dancer-discount';
import type { FeeSchedule } from './fee-schedule';
import { DATES, EARLY_END, SCHEDULE, entry, event } from '../../testing/domain/money-fixtures';

const couple = entry('Theo Castillo', 'Ana Ruiz', 'Harvard Ballroom', EARLY_END + 1);
const events = { W: event('W', [couple]) };
const statementFor = (schedule: FeeSchedule) => computeStatement(computeCharges({ schedule, dates: DATES, events }), []);
const statement = statementFor(SCHEDULE);

describe('granting a dancer a discount', () => {
  it('writes the discount key for the dancer, and the dancer’s charges follow it', () => {
    const patch = assignDiscountPatch(SCHEDULE, statement, couple.followId, 'student');
    expect(patch).toEqual({ 'fees/schedule/dancerDiscounts/ana ruiz': 'student' });
    const tree = applyTreeUpdate({ fees: { schedule: SCHEDULE } }, patch) as { fees: { schedule: FeeSchedule } };
    const after = statementFor(tree.fees.schedule);
    expect(statement.dancers[couple.followId].charged).toBe(3700);
    expect(after.dancers[couple.followId].charged).toBe(1700);
    expect(after.dancers[couple.leadId].charged).toBe(3700);
  });

  it('takes a discount away with null', () => {
    expect(assignDiscountPatch(SCHEDULE, statement, couple.followId, null)).toEqual({ 'fees/schedule/dancerDiscounts/ana ruiz': null });
  });

  it('refuses an undefined discount, a dancer with no entries, and a competition with no schedule', () => {
    expect(() => assignDiscountPatch(SCHEDULE, statement, couple.followId, 'senior')).toThrow('no discount "senior"');
    expect(() => assignDiscountPatch(SCHEDULE, statement, 'nobody here', 'student')).toThrow('has no entries');
    expect(() => assignDiscountPatch(null, statement, couple.followId, 'student')).toThrow('no fee schedule yet');
  });
});
