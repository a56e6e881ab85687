import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrderOfCouples, moveCoupleBy, moveInOrder, orderFromPlacement, placementFromOrder } from './final-order';
import { isPlacementComplete, togglePlacement, type DancePlacement } from './final-placement';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);

/** A floor of 1..8 couples and a shuffled order of them. */
const floorAndOrder = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(fc.constant(ids(n)), fc.shuffledSubarray(ids(n), { minLength: n, maxLength: n })));

/** A floor and whatever partial placement a judge can reach by tapping. */
const floorAndTappedPlacement = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(fc.constant(ids(n)), fc.array(fc.nat(n - 1), { maxLength: 30 })))
  .map(([floor, taps]) => {
    let placement: DancePlacement = {};
    for (const t of taps) placement = togglePlacement(placement, floor[t], floor.length);
    return [floor, placement] as const;
  });

const sortedPlaces = (p: DancePlacement) => Object.values(p).sort((a, b) => a - b);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('final order ↔ placement', () => {
  it('lists placed couples by place, then the unplaced ones in floor order', () => {
    expect(orderFromPlacement({ e2: 1, e0: 2 }, ids(4))).toEqual(['e2', 'e0', 'e1', 'e3']);
    // A gap left by a removed tap keeps the relative order of the others.
    expect(orderFromPlacement({ e3: 3, e1: 1 }, ids(4))).toEqual(['e1', 'e3', 'e0', 'e2']);
    // A couple no longer on the floor is left out.
    expect(orderFromPlacement({ gone: 1, e1: 2 }, ids(2))).toEqual(['e1', 'e0']);
    expect(placementFromOrder(['e2', 'e0', 'e1'])).toEqual({ e2: 1, e0: 2, e1: 3 });
  });

  it('refuses an order that lists a couple twice', () => {
    expect(() => placementFromOrder(['e0', 'e1', 'e0'])).toThrow(/each couple once/);
  });

  it('turns any order into places 1..N, one per couple', () => {
    fc.assert(
      fc.property(floorAndOrder, ([floor, order]) => {
        const placement = placementFromOrder(order);
        expect(sortedPlaces(placement)).toEqual(oneToN(floor.length));
        expect(isPlacementComplete(placement, floor)).toBe(true);
        expect(orderFromPlacement(placement, floor)).toEqual(order);
      }),
    );
  });

  it('shows every couple exactly once whatever the judge tapped, keeping the tapped couples first in place order', () => {
    fc.assert(
      fc.property(floorAndTappedPlacement, ([floor, tapped]) => {
        const order = orderFromPlacement(tapped, floor);
        expect(isOrderOfCouples(order, floor)).toBe(true);
        const placedCount = Object.keys(tapped).length;
        expect(order.slice(0, placedCount).map((id) => tapped[id])).toEqual(sortedPlaces(tapped));
        expect(sortedPlaces(placementFromOrder(order))).toEqual(oneToN(floor.length));
      }),
    );
  });

  it('leaves a complete placement unchanged when shown as a list and read back', () => {
    fc.assert(
      fc.property(floorAndOrder, ([floor, order]) => {
        const complete = placementFromOrder(order);
        expect(placementFromOrder(orderFromPlacement(complete, floor))).toEqual(complete);
      }),
    );
  });
});

describe('moving couples in the list', () => {
  it('moves one couple and shifts the ones between', () => {
    expect(moveInOrder(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(() => moveInOrder(['a', 'b'], 0, 2)).toThrow(RangeError);
  });

  it('moves one step up or down and stays put at either end', () => {
    expect(moveCoupleBy(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveCoupleBy(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveCoupleBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveCoupleBy(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a permutation of the floor through any sequence of drags and steps', () => {
    const move = fc.oneof(
      fc.record({ kind: fc.constant('drag' as const), from: fc.nat(7), to: fc.nat(7) }),
      fc.record({ kind: fc.constant('step' as const), at: fc.nat(7), step: fc.constantFrom(-1 as const, 1 as const) }),
    );
    fc.assert(
      fc.property(floorAndOrder, fc.array(move, { maxLength: 25 }), ([floor, start], moves) => {
        let order = start;
        for (const m of moves) {
          const n = order.length;
          const before = order;
          order = m.kind === 'drag' ? moveInOrder(order, m.from % n, m.to % n) : moveCoupleBy(order, order[m.at % n], m.step);
          if (m.kind === 'drag') expect(order[m.to % n]).toBe(before[m.from % n]);
        }
        expect(isOrderOfCouples(order, floor)).toBe(true);
        expect(sortedPlaces(placementFromOrder(order))).toEqual(oneToN(floor.length));
      }),
    );
  });

  it('recognises an order of exactly the couples on the floor', () => {
    expect(isOrderOfCouples(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isOrderOfCouples(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(isOrderOfCouples(['a'], ['a', 'b'])).toBe(false);
    expect(isOrderOfCouples(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});
