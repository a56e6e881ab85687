import { centsToDecimal, formatMoney, MoneyInputError, parseMoney } from './money';
import { FeeScheduleError } from './fee-schedule-errors';
import { feeTierAt } from './fee-tier';
import { saveFeeSchedulePatch } from './save-fee-schedule-patch';
import { feeScheduleIssues } from './validate-fee-schedule';
import { CLOSE, DATES, EARLY_END, REGULAR_END, SCHEDULE } from '../../testing/domain/money-fixtures';

describe('money', () => {
  it('formats whole cents in the currency, credits with their sign', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(-500, 'USD')).toBe('-$5.00');
    expect(formatMoney(7, 'EUR', 'en-US')).toBe('€0.07');
    expect(centsToDecimal(123405)).toBe('1234.05');
    expect(centsToDecimal(-7)).toBe('-0.07');
  });

  it('parses typed amounts exactly, as text', () => {
    expect(parseMoney('25')).toBe(2500);
    expect(parseMoney(' 0.1 ')).toBe(10);
    expect(parseMoney('$1,250.05')).toBe(125005);
    expect(parseMoney('19.99')).toBe(1999);
  });

  it.each([
    ['', 'empty'], ['-5', 'negative'], ['abc', 'not-a-number'], ['1.234', 'too-many-decimals'], ['12,34', 'not-a-number'],
  ])('refuses %j as %s', (text, problem) => {
    expect(() => parseMoney(text)).toThrow(MoneyInputError);
    try { parseMoney(text); } catch (error) { expect((error as MoneyInputError).problem).toBe(problem); }
  });
});

describe('fee tiers', () => {
  it('follow the registration deadlines, each deadline belonging to the next tier', () => {
    expect(feeTierAt(DATES, EARLY_END - 1)).toBe('early');
    expect(feeTierAt(DATES, EARLY_END)).toBe('regular');
    expect(feeTierAt(DATES, REGULAR_END)).toBe('late');
    expect(feeTierAt(DATES, CLOSE + 1)).toBe('late');
  });
});

describe('fee schedule validation', () => {
  it('accepts the fixture schedule', () => {
    expect(feeScheduleIssues(SCHEDULE, DATES)).toEqual([]);
  });

  it('refuses tier dates out of order, naming the date to fix', () => {
    const issues = feeScheduleIssues(SCHEDULE, { dateRegistrationEarly: REGULAR_END, dateRegistrationOpen: EARLY_END, dateRegistrationClosed: CLOSE });
    expect(issues).toEqual([{ code: 'tier-dates-out-of-order', field: 'dateRegistrationOpen', message: 'The regular deadline is before the early-bird deadline; put the dates in order.' }]);
  });

  it('compares only the dates that are set', () => {
    expect(feeScheduleIssues(SCHEDULE, { dateRegistrationEarly: CLOSE + 1, dateRegistrationClosed: CLOSE })[0].field).toBe('dateRegistrationClosed');
    expect(feeScheduleIssues(SCHEDULE, { dateRegistrationClosed: CLOSE })).toEqual([]);
  });

  it('refuses negative, fractional and non-numeric amounts, every one listed', () => {
    const bad = { ...SCHEDULE, dancerFee: { early: -1, regular: 30.5 }, entryFee: { regular: Number.NaN }, currency: 'dollars' };
    const codes = feeScheduleIssues(bad, DATES).map((issue) => [issue.code, issue.field]);
    expect(codes).toEqual([
      ['bad-currency', 'currency'], ['negative-amount', 'dancerFee.early'], ['not-whole-cents', 'dancerFee.regular'], ['not-whole-cents', 'entryFee.regular'],
    ]);
  });

  it('refuses a dancer given a discount the schedule lacks, and a discount without a name', () => {
    const bad = { ...SCHEDULE, discounts: { student: { label: ' ', dancerFee: 1000 } }, dancerDiscounts: { 'ann lee': 'staff' } };
    expect(feeScheduleIssues(bad, DATES).map((i) => i.code)).toEqual(['empty-label', 'unknown-discount']);
  });

  it('saves schedule and dates in one update, and nothing when invalid', () => {
    const patch = saveFeeSchedulePatch(SCHEDULE, { dateRegistrationClosed: CLOSE });
    expect(patch).toEqual({
      'fees/schedule': SCHEDULE,
      'competitionMetadata/dateRegistrationEarly': null,
      'competitionMetadata/dateRegistrationOpen': null,
      'competitionMetadata/dateRegistrationClosed': CLOSE,
      // The registration page's display prices follow the per-dancer fee (SCHEDULE: 20 / 30 / 45).
      'competitionMetadata/paymentTierEarly': 20,
      'competitionMetadata/paymentTierOpen': 30,
      'competitionMetadata/paymentTierLate': 45,
    });
    expect(() => saveFeeSchedulePatch({ ...SCHEDULE, entryFee: { regular: -100 } }, DATES)).toThrow(FeeScheduleError);
    expect(() => saveFeeSchedulePatch({ ...SCHEDULE, entryFee: { regular: -100 } }, DATES)).toThrow('The regular fee per entry is negative; enter 0 or more.');
  });
});
