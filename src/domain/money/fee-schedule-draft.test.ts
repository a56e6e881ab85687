import { draftOfSchedule, scheduleFromDraft } from './fee-schedule-draft';
import { SCHEDULE } from '../../testing/domain/money-fixtures';

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

  it('keeps a team rate’s early, regular and late prices; a tier left blank falls back at charge time', () => {
    const tiered = { ...SCHEDULE, teamRates: { yale: { affiliation: 'Yale', dancerFee: { early: 1200, regular: 1500 }, entryFee: { regular: 600, late: 900 } } } };
    const draft = draftOfSchedule(tiered);
    expect(draft.teamRates).toEqual([{ affiliation: 'Yale', dancerFee: { early: '12.00', regular: '15.00', late: '' }, entryFee: { early: '', regular: '6.00', late: '9.00' } }]);
    expect(scheduleFromDraft(draft)).toEqual({ schedule: tiered, issues: [] });
  });

  it('refuses a team rate with an early or late price but no regular one, or a bad tier price', () => {
    const draft = { ...draftOfSchedule(SCHEDULE), teamRates: [{ affiliation: 'Yale', dancerFee: { early: '10', regular: '', late: '' }, entryFee: { early: '1.005', regular: '5', late: '-2' } }] };
    expect(scheduleFromDraft(draft).issues.map((i) => [i.field, i.code])).toEqual([
      ['teamRates.yale.dancerFee.regular', 'not-whole-cents'], ['teamRates.yale.entryFee.early', 'not-whole-cents'], ['teamRates.yale.entryFee.late', 'negative-amount'],
    ]);
  });
});
