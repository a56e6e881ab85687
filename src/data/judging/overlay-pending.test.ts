import { describe, expect, it } from 'vitest';
import { overlayPending } from './overlay-pending';

const base = 'marks/Waltz/1/j1';
const w = (path: string, value: unknown) => ({ path: `${base}${path}`, value, madeAt: 0 });

describe('overlayPending', () => {
  it('returns the database value untouched when nothing is pending for it', () => {
    const marks = { dances: { Waltz: { a: 1 } } };
    expect(overlayPending(marks, base, [{ path: 'marks/Waltz/1/j2/dances/Waltz/a', value: 0, madeAt: 0 }])).toBe(marks);
  });

  it('puts pending leaf writes and deletions on top of the database value', () => {
    const marks = { dances: { Waltz: { a: 1, b: 2 } } };
    expect(overlayPending(marks, base, [w('/dances/Waltz/b', null), w('/dances/Tango/a', 3)])).toEqual({
      dances: { Waltz: { a: 1 }, Tango: { a: 3 } },
    });
    expect(marks).toEqual({ dances: { Waltz: { a: 1, b: 2 } } });
  });

  it('builds the marks from pending writes alone after an offline reload', () => {
    expect(overlayPending(undefined, base, [w('/dances/Waltz/a', 1)])).toEqual({ dances: { Waltz: { a: 1 } } });
    expect(overlayPending(undefined, base, [w('', { dances: { Tango: { a: 2 } }, submittedAt: 5 })])).toEqual({
      dances: { Tango: { a: 2 } },
      submittedAt: 5,
    });
  });
});
