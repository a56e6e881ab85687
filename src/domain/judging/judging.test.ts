import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlacementComplete, lowestFreePlace, togglePlacement, type DancePlacement } from './final-placement';
import { dancesWithWrongCount, recallCount } from './recall-count';

describe('final placement by taps', () => {
  it('gives places in tap order and frees a place when a placed couple is tapped again', () => {
    let p: DancePlacement = {};
    p = togglePlacement(p, 'a', 3);
    p = togglePlacement(p, 'b', 3);
    expect(p).toEqual({ a: 1, b: 2 });
    p = togglePlacement(p, 'a', 3);
    expect(p).toEqual({ b: 2 });
    p = togglePlacement(p, 'c', 3);
    expect(p).toEqual({ b: 2, c: 1 });
    expect(isPlacementComplete(p, ['a', 'b', 'c'])).toBe(false);
    p = togglePlacement(p, 'a', 3);
    expect(p).toEqual({ a: 3, b: 2, c: 1 });
    expect(isPlacementComplete(p, ['a', 'b', 'c'])).toBe(true);
    expect(lowestFreePlace(p, 3)).toBeNull();
  });

  it('never produces a duplicate or out-of-range place, whatever the taps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(7), { maxLength: 40 }), (n, taps) => {
        const ids = Array.from({ length: n }, (_, i) => `e${i}`);
        let p: DancePlacement = {};
        for (const t of taps) p = togglePlacement(p, ids[t % n], n);
        const places = Object.values(p);
        expect(new Set(places).size).toBe(places.length);
        expect(places.every((x) => x >= 1 && x <= n)).toBe(true);
      }),
    );
  });
});

describe('recall count', () => {
  it('labels the count against the request and flags dances that differ', () => {
    expect(recallCount({ a: 1, b: 1, c: 0 }, 3)).toEqual({ marked: 2, requested: 3, status: 'under', label: '2 of 3 marked' });
    expect(recallCount({ a: 1, b: 1, c: 1, d: 1 }, 3).status).toBe('over');
    const wrong = dancesWithWrongCount({ Waltz: { a: 1, b: 1 }, Tango: { a: 1 } }, ['Waltz', 'Tango', 'Foxtrot'], 2);
    expect(wrong.map((w) => w.dance)).toEqual(['Tango', 'Foxtrot']);
  });
});
