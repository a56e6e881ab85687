import { achievableRecalls, isDanceTicked } from './dance-tick';

const couples = (...numbers: number[]) => numbers.map((n) => ({ entryId: `e${n}`, number: n }));
const recall = { kind: 'recall' as const, couples: couples(1, 2, 3, 4, 5), recallSize: 3 };

describe('isDanceTicked', () => {
  it('ticks a recall dance only when exactly the requested number is marked', () => {
    expect(isDanceTicked(recall, { e1: 1, e2: 1 }, false)).toBe(false);
    expect(isDanceTicked(recall, { e1: 1, e2: 1, e3: 1, e4: 0 }, false)).toBe(true);
    expect(isDanceTicked(recall, { e1: 1, e2: 1, e3: 1, e4: 1 }, false)).toBe(false);
  });

  it('ticks a recall dance with another count once the judge chose to submit it so', () => {
    expect(isDanceTicked(recall, { e1: 1 }, true)).toBe(true);
  });

  it('does not count marks for couples that are not on the floor', () => {
    expect(isDanceTicked(recall, { e1: 1, e2: 1, e99: 1 }, false)).toBe(false);
  });

  it('asks for every couple when fewer danced than the round requests', () => {
    const few = { kind: 'recall' as const, couples: couples(1, 2), recallSize: 3 };
    expect(achievableRecalls(3, 2)).toBe(2);
    expect(isDanceTicked(few, { e1: 1, e2: 1 }, false)).toBe(true);
    expect(isDanceTicked(few, { e1: 1 }, false)).toBe(false);
  });

  it('ticks a final dance when every couple has its own place, whatever the judge chose', () => {
    const final = { kind: 'final' as const, couples: couples(1, 2, 3), recallSize: 1 };
    expect(isDanceTicked(final, { e1: 1, e2: 2, e3: 3 }, false)).toBe(true);
    expect(isDanceTicked(final, { e1: 1, e2: 2 }, true)).toBe(false);
  });
});
