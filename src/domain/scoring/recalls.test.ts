import { tallyRecalls } from './index';

describe('tallyRecalls (rule 1)', () => {
  it('recalls the couples at or above the threshold that gives exactly the requested number', () => {
    const tally = tallyRecalls({ 10: [1, 1, 1], 11: [1, 1, 0], 12: [0, 0, 1], 13: [0, 0, 0] }, 2);
    expect(tally.counts).toEqual({ 10: 3, 11: 2, 12: 1, 13: 0 });
    expect(tally.ordering).toEqual(['10', '11', '12', '13']);
    expect(tally.recalled).toEqual(['10', '11']);
  });

  it('counts every dance of a multi-dance round together', () => {
    // Two judges, two dances: marks are [W-judge1, W-judge2, T-judge1, T-judge2].
    const tally = tallyRecalls({ 21: [1, 0, 1, 1], 22: [1, 1, 0, 0], 23: [0, 1, 1, 1] }, 2);
    expect(tally.counts).toEqual({ 21: 3, 22: 2, 23: 3 });
    expect(tally.recalled).toEqual(['21', '23']);
  });

  it('works when judges marked more or fewer couples than asked', () => {
    // Judge 1 marked three couples, judge 2 one; 2 requested: 5 (2 marks) and 6 (1 mark) then 7 (1 mark) tie.
    const tally = tallyRecalls({ 5: [1, 1], 6: [1, 0], 7: [1, 0], 8: [0, 0] }, 2);
    expect(tally.recalled).toBeNull();
    expect(tally.options).toEqual([
      { minMarks: 2, recalled: ['5'] },
      { minMarks: 1, recalled: ['5', '6', '7'] },
    ]);
  });

  it('lists the exact threshold between its nearest neighbours', () => {
    const tally = tallyRecalls({ 1: [1, 1], 2: [1, 1], 3: [1, 0], 4: [0, 0] }, 3);
    expect(tally.recalled).toEqual(['1', '2', '3']);
    expect(tally.options).toEqual([
      { minMarks: 2, recalled: ['1', '2'] },
      { minMarks: 1, recalled: ['1', '2', '3'] },
      { minMarks: 0, recalled: ['1', '2', '3', '4'] },
    ]);
  });

  it('recalls every couple when fewer danced than were requested, leaving the chairman nothing to decide', () => {
    const tally = tallyRecalls({ 2: [0], 1: [1] }, 5);
    expect(tally.recalled).toEqual(['1', '2']);
    expect(tally.options).toEqual([{ minMarks: 0, recalled: ['1', '2'] }]);
    expect(tallyRecalls({ c38: [1] }, 2).recalled).toEqual(['c38']);
  });

  it('recalls the whole field as the exact cut when exactly as many couples danced as requested', () => {
    const tally = tallyRecalls({ 1: [1, 1], 2: [0, 0], 3: [1, 0] }, 3);
    expect(tally.recalled).toEqual(['1', '2', '3']);
  });

  it('needs the chairman when a tie at the cut leaves only the whole field above the request', () => {
    const tally = tallyRecalls({ 1: [1], 2: [1], 3: [1] }, 2);
    expect(tally.recalled).toBeNull();
    expect(tally.options).toEqual([{ minMarks: 1, recalled: ['1', '2', '3'] }]);
  });

  it('orders equal marks by back number, 9 before 10', () => {
    const tally = tallyRecalls({ 10: [1], 9: [1], 100: [1], 11: [0] }, 3);
    expect(tally.ordering).toEqual(['9', '10', '100', '11']);
    expect(tally.recalled).toEqual(['9', '10', '100']);
  });
});
