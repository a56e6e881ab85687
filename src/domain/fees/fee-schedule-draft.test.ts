import { draftOfSchedule, scheduleFromDraft } from './fee-schedule-draft';
import { SCHEDULE } from './test-fixtures';

describe('the fee schedule as typed', () => {
  it('round-trips a saved schedule through the form’s text', () => {
    const { schedule, issues } = scheduleFromDraft(draftOfSchedule(SCHEDULE));
    expect(issues).toEqual([]);
    expect(schedule).toEqual(SCHEDULE);
  });

  it('reads amounts as whole cents, leaves blank optional tiers out', () => {
    const draft = { ...draftOfSchedule(null), dancerFee: { early: '', regular: '35', late: '45.5' }, entryFee: { early: '3', regular: '5.00', late: '' } };
    expect(scheduleFromDraft(draft).schedule).toMatchObject({ currency: 'USD', dancerFee: { regular: 3500, late: 4550 }, entryFee: { early: 300, regular: 500 }, refund: { kind: 'none' } });
    expect(scheduleFromDraft(draft).schedule.dancerFee).not.toHaveProperty('early');
  });

  it('names the field of every negative, non-numeric or missing amount', () => {
    const draft = { ...draftOfSchedule(null), dancerFee: { early: '-5', regular: 'ten', late: '' }, entryFee: { early: '', regular: '', late: '' } };
    expect(scheduleFromDraft(draft).issues.map((i) => [i.field, i.code])).toEqual([
      ['dancerFee.early', 'negative-amount'], ['dancerFee.regular', 'not-whole-cents'], ['entryFee.regular', 'not-whole-cents'],
    ]);
  });
});
